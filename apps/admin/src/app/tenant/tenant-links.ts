import { customerSiteUrl } from '@tablero/domain/customer-site';
import type { Tenant } from './load-tenant.js';

export interface TenantLinks {
  customerSite: string;
}

/**
 * The tenant's customer website (spec part 1 §1, top bar), as the domain derives it; the kitchen
 * display is the console's own `/kitchen`.
 */
export function tenantLinks(tenant: Pick<Tenant, 'slug'>): TenantLinks {
  return {
    customerSite: customerSiteUrl(tenant.slug),
  };
}

/** The link a store's QR code opens: the customer website with that store chosen. */
export function storeCustomerLink(tenant: Pick<Tenant, 'slug'>, store: { uuid: string }): string {
  return `${tenantLinks(tenant).customerSite}/?store=${encodeURIComponent(store.uuid)}`;
}
