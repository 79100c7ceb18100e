import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<Filter extends string> {
  page: number;
  filters: Record<Filter, string>;
  setPage(page: number): void;
  /** Changing a filter goes back to page 1. */
  setFilter(name: Filter, value: string): void;
}

/** The page and filters a list's URL names (also read before the list renders, to prefetch it). */
export function listParamsFrom<Filter extends string>(
  searchParams: URLSearchParams,
  filterNames: readonly Filter[],
): Pick<ListParams<Filter>, 'page' | 'filters'> {
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<Filter, string>;
  return { page, filters };
}

/** A list's page and filters, kept in the URL so that reload, back and shared links keep them. */
export function useListParams<Filter extends string>(filterNames: readonly Filter[]): ListParams<Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, filters } = listParamsFrom(searchParams, filterNames);

  /*
   * The params as last set, not as last rendered: a change that lands before the list re-renders (a
   * search box's delayed commit right after a filter was picked) must build on the one before it,
   * or it would put the old params back and drop that filter.
   */
  const latest = useRef(searchParams);
  const rendered = useRef(searchParams.toString());
  if (rendered.current !== searchParams.toString()) {
    // The URL moved (a change landed, back/forward, a link): that is the truth from here.
    rendered.current = searchParams.toString();
    latest.current = searchParams;
  }
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  const setFilter = useCallback(
    (name: Filter, value: string) => {
      if ((latest.current.get(name) ?? '') === value) return;
      update({ [name]: value, page: null });
    },
    [update],
  );

  return { page, filters, setPage, setFilter };
}
