import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '../i18n/index.js';
import type { FeatureNamespace } from '../i18n/namespaces.js';

/** A page fetched when first opened, together with the translations of its area. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly FeatureNamespace[] = [],
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return page;
  });
}
