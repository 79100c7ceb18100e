import type { PublicMenu, PublicSettings, PublicStore, ShownBanners } from '@tablero/domain';
import { useQueries } from '@tanstack/react-query';
import { type Camelize, request } from '../../../shared/http/index.js';

export type BuilderSettings = Camelize<PublicSettings>;
export type BuilderStore = Camelize<PublicStore>;
export type BuilderBanner = Camelize<ShownBanners>['data'][number];
export type BuilderMenu = Camelize<PublicMenu>;

/**
 * What the page builder's sections show (spec part 2 §6 "Pages"): the brand's settings, its web
 * banners, the default store, every store and the default store's menu on the web, read through
 * the storefront's own public calls so the preview is what a customer would see now.
 */
export interface BuilderData {
  settings: BuilderSettings | null;
  banners: BuilderBanner[];
  defaultStore: BuilderStore | null;
  stores: BuilderStore[];
  menu: BuilderMenu | null;
}

const publicCall = <T>(path: string, params?: Record<string, string>) =>
  request<T>(path, { admin: false, ...(params ? { params } : {}) });

/** A part that fails to load (no default store yet) leaves its sections empty, not the editor. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

export function useBuilderData(): { data: BuilderData; loading: boolean } {
  const results = useQueries({
    queries: [
      {
        queryKey: ['pagebuilder', 'settings'],
        queryFn: () => orNull(publicCall<BuilderSettings>('/api/public/v1/settings')),
      },
      {
        queryKey: ['pagebuilder', 'banners'],
        queryFn: () =>
          orNull(publicCall<Camelize<ShownBanners>>('/api/public/v1/banners', { platform: 'web' })),
      },
      {
        queryKey: ['pagebuilder', 'default-store'],
        queryFn: () => orNull(publicCall<BuilderStore>('/api/public/v1/stores/default')),
      },
      {
        queryKey: ['pagebuilder', 'stores'],
        queryFn: () => orNull(publicCall<{ data: BuilderStore[] }>('/api/public/v1/stores/all')),
      },
      {
        queryKey: ['pagebuilder', 'menu'],
        queryFn: () =>
          orNull(
            publicCall<BuilderMenu>('/api/public/v2/prices', {
              platform: 'web',
              dispatch_method: 'delivery',
            }),
          ),
      },
    ],
  });
  const [settings, banners, defaultStore, stores, menu] = results;
  return {
    loading: results.some((result) => result.isPending),
    data: {
      settings: settings.data ?? null,
      banners: banners.data?.data ?? [],
      defaultStore: defaultStore.data ?? null,
      stores: stores.data?.data ?? [],
      menu: menu.data ?? null,
    },
  };
}
