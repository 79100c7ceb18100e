import { useTranslation } from 'react-i18next';
import type { SortableMessages } from '../../../shared/ui/sortable/index.js';
import type { ProductRow } from '../api.js';

/** What a screen reader hears while a product is moved, by the products' names. */
export function useSortableMessages(rows: ProductRow[] | undefined): SortableMessages {
  const { t } = useTranslation('products');
  const name = (id: string | number) => rows?.find((row) => row.id === Number(id))?.name ?? String(id);
  return {
    instructions: t('reorder.instructions'),
    announcements: {
      onDragStart: ({ active }) => t('reorder.picked', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('reorder.over', { name: name(active.id), target: name(over.id) }) : undefined,
      onDragEnd: ({ active }) => t('reorder.dropped', { name: name(active.id) }),
      onDragCancel: ({ active }) => t('reorder.cancelled', { name: name(active.id) }),
    },
  };
}
