import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<Filter extends string> {
  page: number;
  filters: Record<Filter, string>;
  setPage(page: number): void;
  /** Changing a filter goes back to page 1. */
  setFilter(name: Filter, value: string): void;
}

/** A list's page and filters, kept in the URL so that reload, back and shared links keep them. */
export function useListParams<Filter extends string>(filterNames: readonly Filter[]): ListParams<Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<Filter, string>;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const setFilter = useCallback(
    (name: Filter, value: string) => {
      if ((searchParams.get(name) ?? '') === value) return;
      update({ [name]: value, page: null });
    },
    [update, searchParams],
  );

  return { page, filters, setPage, setFilter };
}
