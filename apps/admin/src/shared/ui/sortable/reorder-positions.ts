/**
 * New positions after a drag on one page of the list: the page's rows take the positions
 * `first`, `first + 1`, … in their new order (`first` is the page's offset, so pages stay in
 * sequence). Only the rows whose position changes are sent.
 */
export function reorderedPositions(
  rows: readonly { id: number; position: number }[],
  orderedIds: readonly number[],
  first: number,
): { id: number; position: number }[] {
  const current = new Map(rows.map((row) => [row.id, row.position]));
  return orderedIds.flatMap((id, index) => {
    const position = first + index;
    return current.get(id) === position ? [] : [{ id, position }];
  });
}

/** The page's rows in the new order with their new positions (the list shown before the server answers). */
export function reorderedRows<Row extends { id: number; position: number }>(
  rows: readonly Row[],
  orderedIds: readonly number[],
  first: number,
): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderedIds.flatMap((id, index) => {
    const row = byId.get(id);
    return row ? [{ ...row, position: first + index }] : [];
  });
}
