import { useCallback, useEffect, useMemo, useState } from 'react';

export type RowKey = string | number;

/** Which rows of the visible page are ticked; a new page of rows starts with none. */
export function useRowSelection(visibleKeys: RowKey[]) {
  const [selected, setSelected] = useState<RowKey[]>([]);
  const visible = visibleKeys.join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined keys stand for the page of rows.
  useEffect(() => setSelected([]), [visible]);

  const toggle = useCallback(
    (key: RowKey) =>
      setSelected((current) =>
        current.includes(key) ? current.filter((k) => k !== key) : [...current, key],
      ),
    [],
  );
  const allSelected = visibleKeys.length > 0 && visibleKeys.every((key) => selected.includes(key));
  const toggleAll = useCallback(
    () => setSelected(allSelected ? [] : visibleKeys),
    [allSelected, visibleKeys],
  );
  const clear = useCallback(() => setSelected([]), []);

  return useMemo(
    () => ({
      selected,
      toggle,
      toggleAll,
      clear,
      allSelected,
      someSelected: selected.length > 0 && !allSelected,
    }),
    [selected, toggle, toggleAll, clear, allSelected],
  );
}
