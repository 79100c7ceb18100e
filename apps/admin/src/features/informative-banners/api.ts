import type { InformativeBannerView, ShownInformativeBanners } from '@tablero/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InformativeBanner } from '../../app/banners/informative-banner.js';
import { type Camelize, request } from '../../shared/http/index.js';

/** A banner as its operators manage it (`informativeBannerView`). */
export type ManagedBanner = Camelize<InformativeBannerView>;

/** What a save sends: the two pictures by id; the form holds the chosen pictures themselves. */
export interface BannerWrite {
  link: string;
  alt: string;
  desktopPictureId: number | null;
  responsivePictureId: number | null;
  active: boolean;
}

const PLATFORM = '/api/admin/v1/platform/informative_banners';
export const bannerKeys = {
  all: ['informative-banners'] as const,
  managed: () => [...bannerKeys.all, 'managed'] as const,
  shown: () => [...bannerKeys.all, 'shown'] as const,
};

/** Every banner of the platform (a handful), for its operators. */
export function useManagedBanners() {
  return useQuery({
    queryKey: bannerKeys.managed(),
    queryFn: () => request<{ data: ManagedBanner[] }>(PLATFORM),
  });
}

/** The active notices every console shows on top; read again every few minutes. */
export function useShownBanners() {
  return useQuery({
    queryKey: bannerKeys.shown(),
    queryFn: () => request<Camelize<ShownInformativeBanners>>('/api/admin/v1/informative_banners'),
    select: ({ data }): InformativeBanner[] =>
      data.map(({ id, link, alt, desktopImage, responsiveImage }) => ({
        id: String(id),
        link,
        alt,
        desktopImage,
        responsiveImage,
      })),
    staleTime: 5 * 60_000,
  });
}

/**
 * `POST` (no id) or `PATCH` a banner. A plain call rather than a query mutation: the form shows a
 * 422 under its fields, and the mutation cache's toast would repeat every message.
 */
export function saveBanner(id: number | null, body: Partial<BannerWrite>): Promise<ManagedBanner> {
  return request<ManagedBanner>(id === null ? PLATFORM : `${PLATFORM}/${id}`, {
    method: id === null ? 'POST' : 'PATCH',
    body,
  });
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(`${PLATFORM}/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
