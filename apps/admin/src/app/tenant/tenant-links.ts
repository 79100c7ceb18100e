import type { Tenant } from './load-tenant.js';

export interface TenantLinks {
  customerSite: string;
}

/**
 * The tenant's customer website (spec part 1 §1, top bar). The public tenant JSON has no URL yet,
 * so it is derived from the slug here and only here; when the tenant settings provide it, read it
 * from there instead. The kitchen display is the console's own `/kitchen`.
 */
export function tenantLinks(tenant: Pick<Tenant, 'slug'>): TenantLinks {
  return {
    customerSite: `https://${tenant.slug}.tablero.app`,
  };
}

/** The link a store's QR code opens: the customer website with that store chosen. */
export function storeCustomerLink(tenant: Pick<Tenant, 'slug'>, store: { uuid: string }): string {
  return `${tenantLinks(tenant).customerSite}/?store=${encodeURIComponent(store.uuid)}`;
}
