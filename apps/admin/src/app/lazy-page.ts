import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '../i18n/index.js';
import type { FeatureNamespace } from '../i18n/namespaces.js';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Fetches the page ahead of its first render (the screen a page load opens). */
  preload(): Promise<unknown>;
};

/** A page fetched when first opened (or preloaded), together with the translations of its area. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly FeatureNamespace[] = [],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadAll = () => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
      ([page]) => page,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(loadAll), { preload: loadAll });
}
