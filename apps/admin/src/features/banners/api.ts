import type { BannerKind, BannerView, PopUpView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, isApiError, type Paged, request } from '../../shared/http/index.js';

export type Banner = Camelize<BannerView>;
export type PopUp = Camelize<PopUpView>;

const paths: Record<BannerKind | 'popUp', string> = {
  banner: '/api/admin/v1/banners',
  position: '/api/admin/v1/position_banners',
  popUp: '/api/admin/v1/pop_ups',
};

export interface BannerListParams {
  page: number;
  limit: number;
  query?: string | undefined;
}

export const bannerKeys = {
  all: (kind: BannerKind | 'popUp') => ['banners', kind] as const,
  list: (kind: BannerKind | 'popUp', params: BannerListParams) =>
    [...bannerKeys.all(kind), 'list', params] as const,
  one: (kind: BannerKind | 'popUp', id: number) => [...bannerKeys.all(kind), 'one', id] as const,
};

export function useBanners(kind: BannerKind, params: BannerListParams) {
  return useQuery({
    queryKey: bannerKeys.list(kind, params),
    queryFn: () => request<Paged<Banner>>(paths[kind], { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function usePopUps(params: BannerListParams) {
  return useQuery({
    queryKey: bannerKeys.list('popUp', params),
    queryFn: () => request<Paged<PopUp>>(paths.popUp, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /pop_ups/{id}`; null when it does not exist (or is another tenant's), shown in place. */
export function usePopUp(id: number, enabled: boolean) {
  return useQuery({
    queryKey: bannerKeys.one('popUp', id),
    queryFn: async () => {
      try {
        return await request<PopUp>(`${paths.popUp}/${id}`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/**
 * `POST` (no id) or `PATCH` a banner or pop-up with the wire's own field names. A plain call rather
 * than a query mutation: the form shows a 422 under its fields.
 */
export function saveShown<T extends Banner | PopUp>(
  kind: BannerKind | 'popUp',
  id: number | null,
  body: Record<string, unknown>,
): Promise<T> {
  return request<T>(id === null ? paths[kind] : `${paths[kind]}/${id}`, {
    method: id === null ? 'POST' : 'PATCH',
    body,
  });
}

export function useDeleteShown(kind: BannerKind | 'popUp') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`${paths[kind]}/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: bannerKeys.all(kind) }),
  });
}

/** `PATCH …/positions`: a drag and drop's new places, in one call; a refusal is toasted by the mutation cache. */
export function useSavePositions(kind: BannerKind | 'popUp') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positions: { id: number; position: number }[]) =>
      request(`${paths[kind]}/positions`, { method: 'PATCH', body: { positions } }),
    onSettled: () => client.invalidateQueries({ queryKey: bannerKeys.all(kind) }),
  });
}
