import type { CustomLandingListRow, CustomLandingStatus, CustomLandingView } from '@tablero/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Camelize, isApiError, type Paged, request, requestFile } from '../../shared/http/index.js';

export type CustomLanding = Camelize<CustomLandingView>;
export type CustomLandingRow = Camelize<CustomLandingListRow>;

const LANDINGS = '/api/admin/v1/custom_landings';

export interface LandingListParams {
  page: number;
  limit: number;
  query?: string | undefined;
}

export const landingKeys = {
  all: ['customLandings'] as const,
  list: (params: LandingListParams) => [...landingKeys.all, 'list', params] as const,
  one: (id: number) => [...landingKeys.all, 'one', id] as const,
  thumbnail: (url: string) => [...landingKeys.all, 'thumbnail', url] as const,
};

export function useCustomLandings(params: LandingListParams) {
  return useQuery({
    queryKey: landingKeys.list(params),
    queryFn: () => request<Paged<CustomLandingRow>>(LANDINGS, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /custom_landings/{id}`; null when it does not exist (or is another tenant's). */
export function useCustomLanding(id: number, enabled: boolean) {
  return useQuery({
    queryKey: landingKeys.one(id),
    queryFn: async () => {
      try {
        return await request<CustomLanding>(`${LANDINGS}/${id}`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** `POST` (no id) or `PATCH`: a plain call, so the form shows a 422 under its fields. */
export function saveCustomLanding(
  id: number | null,
  body: { name: string; slug: string } | { status: CustomLandingStatus },
): Promise<CustomLanding> {
  return request<CustomLanding>(id === null ? LANDINGS : `${LANDINGS}/${id}`, {
    method: id === null ? 'POST' : 'PATCH',
    body,
  });
}

/** The spec's "encoded html": base64 of the text's UTF-8 bytes (btoa alone refuses "ñ"). */
export function encodedHtml(html: string): string {
  const bytes = new TextEncoder().encode(html);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `POST /custom_landings/{id}/deploy`: saves the HTML, and the sections it was drawn from (null: HTML
 * written by hand); the answer's `thumbnail` is null without one.
 */
export function deployCustomLanding(
  id: number,
  html: string,
  content: CustomLanding['content'] = null,
): Promise<CustomLanding> {
  return request<CustomLanding>(`${LANDINGS}/${id}/deploy`, {
    method: 'POST',
    body: { html: encodedHtml(html), content },
  });
}

export function useDeleteCustomLanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`${LANDINGS}/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: landingKeys.all }),
  });
}

/**
 * The thumbnail's picture as an address an `<img>` can show: it is read signed in (a plain
 * `<img src>` cannot send the token), and its address changes with each render, so it is kept.
 */
export function useThumbnailSrc(url: string | null): string | undefined {
  const picture = useQuery({
    queryKey: landingKeys.thumbnail(url ?? ''),
    queryFn: async () => (await requestFile(url as string, 'miniatura.jpg')).blob,
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!picture.data) return setSrc(undefined);
    const objectUrl = URL.createObjectURL(picture.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [picture.data]);
  return url === null ? undefined : src;
}
