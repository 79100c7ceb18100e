/** A list page as the console sees it (API.md "Lists", camelCased). */
export interface PageMeta {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  nextPage: number | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
