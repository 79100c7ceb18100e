import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/index.js';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import { DragHandle } from '../../../shared/ui/sortable/index.js';
import { ProductStockBadge } from '../../stock/product-stock-badge.js';
import type { ProductRow } from '../api.js';
import { editProductUrl } from '../urls.js';
import { ProductRowActions } from './product-row-actions.js';
import { ProductThumbnail } from './product-thumbnail.js';

/** Order handle, picture, name, price, platforms, dispatch, shown, actions. */
export function useProductColumns(options: {
  reorderable: boolean;
  onDelete(product: ProductRow): void;
}): DataTableColumn<ProductRow>[] {
  const { t } = useTranslation('products');
  const money = useMoney();
  const columns: DataTableColumn<ProductRow>[] = [
    {
      key: 'picture',
      header: t('columns.picture'),
      width: 72,
      render: (product) => <ProductThumbnail product={product} />,
    },
    {
      key: 'name',
      header: t('columns.name'),
      render: (product) => (
        <Group gap={6}>
          <Anchor component={Link} to={editProductUrl(product.id)} size="sm" fw={500}>
            {product.name}
          </Anchor>
          <ProductStockBadge stockOuts={product.stockOuts} />
        </Group>
      ),
    },
    {
      key: 'price',
      header: t('columns.price'),
      width: 110,
      render: (product) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(product.priceProduct)}
        </Text>
      ),
    },
    {
      key: 'platform',
      header: t('columns.platform'),
      render: (product) => (
        <Group gap={4}>
          {product.platform.map((p) => (
            <Badge key={p} variant="light" size="sm">
              {t(`platforms.${p}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'dispatch',
      header: t('columns.dispatch'),
      render: (product) => <Text size="sm">{t(`dispatchMethods.${product.dispatchMethod}`)}</Text>,
    },
    {
      key: 'show',
      header: t('columns.show'),
      width: 90,
      render: (product) => (
        <Badge color={product.show ? 'green' : 'gray'} variant="light">
          {product.show ? t('shown') : t('hidden')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (product) => <ProductRowActions product={product} onDelete={() => options.onDelete(product)} />,
    },
  ];
  if (!options.reorderable) return columns;
  return [
    {
      key: 'order',
      header: t('columns.order'),
      width: 56,
      render: (product) => <DragHandle label={t('reorder.handle', { name: product.name })} />,
    },
    ...columns,
  ];
}
