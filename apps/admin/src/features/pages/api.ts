import type { PageContentView, PageStatus, PageView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export type Page = Camelize<PageView>;

const PAGES = '/api/admin/v1/pages';

export interface PageListParams {
  page: number;
  limit: number;
  query?: string | undefined;
}

export const pageKeys = {
  all: ['pages'] as const,
  list: (params: PageListParams) => [...pageKeys.all, 'list', params] as const,
  one: (id: number) => [...pageKeys.all, 'one', id] as const,
};

export function usePages(params: PageListParams) {
  return useQuery({
    queryKey: pageKeys.list(params),
    queryFn: () => request<Paged<Page>>(PAGES, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /pages/{id}`; null when it does not exist (or is another tenant's, or deleted). */
export function usePage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.one(id),
    queryFn: async () => {
      try {
        return await request<Page>(`${PAGES}/${id}`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** `POST` (no id) or `PATCH`: a plain call, so the form shows a 422 under its fields. */
export function savePage(id: number | null, body: { title: string; relative_url: string }): Promise<Page> {
  return request<Page>(id === null ? PAGES : `${PAGES}/${id}`, {
    method: id === null ? 'POST' : 'PATCH',
    body,
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`${PAGES}/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

export function useSavePagePositions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positions: { id: number; position: number }[]) =>
      request(`${PAGES}/positions`, { method: 'PATCH', body: { positions } }),
    onSettled: () => client.invalidateQueries({ queryKey: pageKeys.all }),
  });
}

export type PageContent = Camelize<PageContentView>;

/** `GET /pages/{id}/contents`: the page's versions, newest first. */
export function usePageContents(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...pageKeys.one(id), 'contents'],
    queryFn: () => request<{ data: PageContent[] }>(`${PAGES}/${id}/contents`),
    enabled,
  });
}

/** `POST /pages/{id}/contents`: a new version of the page, a draft or published. */
export function savePageContent(
  id: number,
  body: { status: PageStatus; content: PageContent['content'] },
): Promise<PageContent> {
  return request<PageContent>(`${PAGES}/${id}/contents`, {
    method: 'POST',
    body: { ...body, header_props: null, footer_props: null },
  });
}

/** `PATCH /pages/{id}/contents/{contentId}`: publishes a version or takes it back to a draft. */
export function setPageContentStatus(
  id: number,
  contentId: number,
  status: PageStatus,
): Promise<PageContent> {
  return request<PageContent>(`${PAGES}/${id}/contents/${contentId}`, { method: 'PATCH', body: { status } });
}
