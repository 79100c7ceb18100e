import { useTranslation } from 'react-i18next';
import type { Paged } from '../../../shared/http/index.js';
import { useOptimisticReorder } from '../../../shared/ui/sortable/index.js';
import { type ProductListParams, type ProductRow, productKeys, useSaveProductPositions } from '../api.js';

/** A drop on the product list, saved with one `PATCH /products/positions`. */
export function useProductReorder(params: Required<ProductListParams>, page: Paged<ProductRow> | undefined) {
  const { t } = useTranslation('products');
  const save = useSaveProductPositions();
  return useOptimisticReorder({
    queryKey: productKeys.list(params),
    page,
    first: (params.page - 1) * params.limit,
    save: (positions) => save.mutateAsync(positions),
    savedMessage: t('reorder.saved'),
  });
}
