import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerMenu } from '../api.js';
import { ProductCard } from '../components/product-card.js';

/** The collections of the public menu exactly as the API answers them. */
export function CustomerCollections({ menu }: { menu: CustomerMenu }) {
  const { t } = useTranslation('menus');
  if (menu.collections.length === 0)
    return (
      <Text c="dimmed" role="status">
        {t('preview.empty')}
      </Text>
    );
  return (
    <Stack gap="xl" data-testid="customer-menu">
      {menu.collections.map((collection) => (
        <Stack key={collection.id} gap="sm" component="section" aria-label={collection.name}>
          <Title order={2} size="h3">
            {collection.name}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {collection.prices.map((price) => (
              <ProductCard
                key={price.id}
                name={price.product.name}
                description={price.product.description}
                price={price.price}
                pictureUrl={price.product.pictures[0]?.smallCroppedUrl}
                label={price.product.label}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
