import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../../shared/http/index.js';
import { reorderedPositions, reorderedRows } from '../../../shared/ui/sortable/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type ProductListParams, type ProductRow, productKeys, useSaveProductPositions } from '../api.js';

/**
 * A drop on the list: the page shows the new order at once and saves it with one
 * `PATCH /products/positions`; if that fails the list goes back to what the server has.
 */
export function useProductReorder(params: Required<ProductListParams>, page: Paged<ProductRow> | undefined) {
  const { t } = useTranslation('products');
  const client = useQueryClient();
  const save = useSaveProductPositions();
  return useCallback(
    async (orderedKeys: (string | number)[]) => {
      if (!page) return;
      const ids = orderedKeys.map(Number);
      const first = (params.page - 1) * params.limit;
      const positions = reorderedPositions(page.data, ids, first);
      if (positions.length === 0) return;
      const key = productKeys.list(params);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<Paged<ProductRow>>(key, { ...page, data: reorderedRows(page.data, ids, first) });
      // A refusal is toasted by the mutation cache; the list then shows what the server has.
      const saved = await save.mutateAsync(positions).then(
        () => true,
        () => false,
      );
      if (saved) showSuccess(t('reorder.saved'));
    },
    [client, page, params, t, save.mutateAsync],
  );
}
