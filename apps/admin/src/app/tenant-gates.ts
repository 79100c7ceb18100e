import type { FeatureFlag } from '@tablero/domain';
import type { Tenant } from './tenant/load-tenant.js';

export type TenantGates = Pick<Tenant, 'features' | 'consolidationReport' | 'hiddenMenuItems'>;

const byFeature =
  (flag: FeatureFlag) =>
  (tenant: TenantGates): boolean =>
    tenant.features.includes(flag);

/**
 * Areas a tenant has only when its flags or settings turn them on (spec part 1 §2 "Other rules"),
 * keyed by the first path segment so every screen of the area follows, including the ones added
 * to the route table later.
 */
const areaGates: Record<string, (tenant: TenantGates) => boolean> = {
  '/custom-landings': byFeature('custom_landings'),
  '/loyalty-program': byFeature('loyalty_program'),
  '/best-selling-products': byFeature('best_selling_products'),
  '/social-networks': byFeature('social_networks'),
  '/payments': (tenant) => tenant.consolidationReport !== null && tenant.consolidationReport !== 'none',
};

function areaOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

/** Whether the tenant has this screen at all. */
export function routeEnabled(tenant: TenantGates, path: string): boolean {
  return areaGates[areaOf(path)]?.(tenant) ?? true;
}

/** Whether the tenant keeps this item out of its menu; the screen itself stays reachable. */
export function menuItemHidden(tenant: TenantGates, path: string): boolean {
  return tenant.hiddenMenuItems.includes(path);
}
