import { Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/index.js';

export interface ProductCardProps {
  name: string;
  description: string | null | undefined;
  /** Minor units. */
  price: number | null;
  /** Minor units; shown only when it differs from the price. */
  deliveryPrice?: number | null;
  pictureUrl?: string | null;
  label?: string | null;
  error?: string;
}

/** A product as a storefront shows it: picture (or a neutral placeholder), name, description, price. */
export function ProductCard({
  name,
  description,
  price,
  deliveryPrice,
  pictureUrl,
  label,
  error,
}: ProductCardProps) {
  const { t } = useTranslation('menus');
  const money = useMoney();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Card.Section>
        {pictureUrl ? (
          <Image src={pictureUrl} alt="" h={120} fit="cover" />
        ) : (
          <Box
            h={120}
            bg="var(--mantine-color-default-hover)"
            style={{ display: 'grid', placeItems: 'center' }}
            data-testid="picture-placeholder"
          >
            <IconToolsKitchen2 size={36} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
          </Box>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2}>
            {name || t('prices.newProduct')}
          </Text>
          {label && (
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {label}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
        <Text fw={600} size="sm">
          {price === null ? '—' : money(price)}
        </Text>
        {deliveryPrice !== undefined && deliveryPrice !== null && deliveryPrice !== price && (
          <Text size="xs" c="dimmed">
            {t('cards.delivery', { price: money(deliveryPrice) })}
          </Text>
        )}
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
