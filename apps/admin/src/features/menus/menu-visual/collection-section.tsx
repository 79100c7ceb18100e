import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../shared/format/number-value.js';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { DragHandle, SortableHandleContext, useSortableItem } from '../../../shared/ui/sortable/index.js';
import type { CatalogueProduct } from '../api.js';
import { ProductCard } from '../components/product-card.js';
import { type GroupValues, type PriceValues, shownDeliveryPrice } from '../menu-form/menu-values.js';

interface CollectionSectionProps {
  group: GroupValues;
  index: number;
  errors: FieldErrors;
  readOnly: boolean;
  catalogue: Map<number, CatalogueProduct> | undefined;
  onRename(): void;
  onToggle(active: boolean): void;
  onRemove(): void;
  onEditPrice(price: PriceValues): void;
  onAddPrice(): void;
}

/** A price group as the customer's collection: a heading and its products as cards. */
export function CollectionSection(props: CollectionSectionProps) {
  const { group, index, errors, readOnly, catalogue } = props;
  const { t } = useTranslation('menus');
  const sortable = useSortableItem(group.key, readOnly);
  const at = `priceGroups.${index}`;
  const title = group.name || t('groups.untitled', { n: index + 1 });
  const cardError = (p: number) =>
    errors[`${at}.prices.${p}.productId`] ??
    errors[`${at}.prices.${p}.price`] ??
    errors[`${at}.prices.${p}.deliveryPrice`];

  return (
    <SortableHandleContext value={sortable.handle}>
      <Paper
        ref={sortable.setNodeRef}
        style={sortable.style}
        component="section"
        aria-label={t('collections.section', { name: title })}
        p="md"
        radius="md"
        withBorder
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {!readOnly && <DragHandle label={t('collections.move', { name: title })} size={18} />}
              <Title order={2} size="h3">
                {title}
              </Title>
              {group.status === 'inactive' && (
                <Badge color="gray" variant="light">
                  {t('collections.inactive')}
                </Badge>
              )}
            </Group>
            {!readOnly && (
              <Group gap="xs" wrap="nowrap">
                <Switch
                  label={t('groups.active')}
                  checked={group.status === 'active'}
                  onChange={(e) => props.onToggle(e.currentTarget.checked)}
                />
                <ActionIcon
                  variant="subtle"
                  aria-label={t('collections.renameOf', { name: title })}
                  onClick={props.onRename}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('groups.remove', { name: title })}
                  onClick={props.onRemove}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Group>
          {errors[`${at}.name`] && (
            <Text size="sm" c="red" role="alert">
              {errors[`${at}.name`]}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {group.prices.map((price, p) => {
              const product = price.productId === null ? undefined : catalogue?.get(price.productId);
              return (
                <UnstyledButton key={price.key} onClick={() => props.onEditPrice(price)} disabled={readOnly}>
                  {/* Named by what it shows (WCAG 2.5.3), after what clicking it does. */}
                  <VisuallyHidden>{t('cards.edit')}</VisuallyHidden>
                  <ProductCard
                    name={price.productName}
                    description={price.productDescription ?? product?.description}
                    price={toMinor(price.price)}
                    deliveryPrice={toMinor(shownDeliveryPrice(price))}
                    pictureUrl={product?.pictures?.[0]?.smallUrl}
                    error={cardError(p)}
                  />
                </UnstyledButton>
              );
            })}
            {!readOnly && (
              <UnstyledButton
                onClick={props.onAddPrice}
                aria-label={t('collections.addProduct', { name: title })}
                style={{
                  border: '2px dashed var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                  minHeight: 200,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Stack align="center" gap={4}>
                  <IconPlus size={24} aria-hidden />
                  <Text size="sm">{t('collections.addProductShort')}</Text>
                </Stack>
              </UnstyledButton>
            )}
          </SimpleGrid>
        </Stack>
      </Paper>
    </SortableHandleContext>
  );
}
