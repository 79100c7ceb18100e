import { Menu } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import type { ProductRow } from '../api.js';
import { editProductUrl } from '../urls.js';

/** Edit and delete (asked first) of one product. */
export function ProductRowActions({ product, onDelete }: { product: ProductRow; onDelete(): void }) {
  const { t } = useTranslation('products');
  const can = useCan();
  return (
    <RowActionsMenu label={t('actions.menu', { name: product.name })}>
      <Menu.Item
        component={Link}
        to={editProductUrl(product.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t('actions.edit')}
      </Menu.Item>
      {can({ policy: 'products', action: 'delete' }) && (
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      )}
    </RowActionsMenu>
  );
}
