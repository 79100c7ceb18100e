import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../http/index.js';
import { showSuccess } from '../toasts.js';
import { reorderedPositions, reorderedRows } from './reorder-positions.js';

interface OptimisticReorderOptions<Row extends { id: number; position: number }> {
  /** The list page's query key and what it holds now. */
  queryKey: QueryKey;
  page: Paged<Row> | undefined;
  /** The page's offset in the whole list: its rows take positions from here. */
  first: number;
  /** One `PATCH …/positions`; a refusal is toasted by the mutation cache. */
  save(positions: { id: number; position: number }[]): Promise<unknown>;
  savedMessage: string;
}

/**
 * A drop on a list ordered by position: the page shows the new order at once and saves it in one
 * call; if that fails the list goes back to what the server has (the save's own invalidation).
 */
export function useOptimisticReorder<Row extends { id: number; position: number }>(
  options: OptimisticReorderOptions<Row>,
) {
  const client = useQueryClient();
  return async (orderedKeys: (string | number)[]) => {
    const { page, first, queryKey } = options;
    if (!page) return;
    const ids = orderedKeys.map(Number);
    const positions = reorderedPositions(page.data, ids, first);
    if (positions.length === 0) return;
    await client.cancelQueries({ queryKey });
    client.setQueryData<Paged<Row>>(queryKey, { ...page, data: reorderedRows(page.data, ids, first) });
    const saved = await options.save(positions).then(
      () => true,
      () => false,
    );
    if (saved) showSuccess(options.savedMessage);
  };
}
