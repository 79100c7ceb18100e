import type { Tenant } from './load-tenant.js';

export interface TenantLinks {
  customerSite: string;
  kitchenDisplay: string;
}

/**
 * The tenant's customer website and kitchen-display site (spec part 1 §1, top bar). The public
 * tenant JSON has no URLs yet, so they are derived from the slug here and only here; when the
 * tenant settings provide them, read them from there instead.
 */
export function tenantLinks(tenant: Pick<Tenant, 'slug'>): TenantLinks {
  return {
    customerSite: `https://${tenant.slug}.tablero.app`,
    kitchenDisplay: `https://kds.${tenant.slug}.tablero.app`,
  };
}

/** The link a store's QR code opens: the customer website with that store chosen. */
export function storeCustomerLink(tenant: Pick<Tenant, 'slug'>, store: { uuid: string }): string {
  return `${tenantLinks(tenant).customerSite}/?store=${encodeURIComponent(store.uuid)}`;
}
