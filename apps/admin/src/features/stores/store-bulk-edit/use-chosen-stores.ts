import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatStoreIds, parseStoreIds, STORE_IDS_PARAM } from './store-ids-param.js';

/** The stores the bulk edit applies to, kept in the URL (`?ids=1,2,3`) so a reload keeps them. */
export function useChosenStores(): [number[], (ids: readonly number[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get(STORE_IDS_PARAM);
  const ids = useMemo(() => parseStoreIds(text), [text]);
  const setIds = useCallback(
    (next: readonly number[]) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const value = formatStoreIds(next);
          if (value === null) params.delete(STORE_IDS_PARAM);
          else params.set(STORE_IDS_PARAM, value);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [ids, setIds];
}
