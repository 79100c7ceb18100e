import type { PublicTenant } from '@tablero/domain';
import { apiErrorFrom, type Camelize, camelizeKeys } from '../../shared/http/index.js';

export type Tenant = Camelize<PublicTenant>;

/** Used when the `/` answer names no tenant (API.md "Bases"). */
export const FALLBACK_TENANT = 'demo';

/** The id of the data block the API inlines in the console's page (apps/api/src/plugins/console.ts). */
const INLINED_TENANT_ID = 'tablero-tenant';

/** The tenant the server put in the page; null from the dev server, which serves the page as built. */
function inlinedTenant(): Tenant | null {
  const text = document.getElementById(INLINED_TENANT_ID)?.textContent;
  if (!text) return null;
  try {
    const tenant = camelizeKeys<Tenant>(JSON.parse(text));
    return { ...tenant, slug: tenant.slug ?? FALLBACK_TENANT };
  } catch {
    return null;
  }
}

/**
 * Start-up: the tenant the page carries, else the site origin's `/`, which names the tenant in a
 * header and describes it in its body.
 */
export async function loadTenant(): Promise<Tenant> {
  const inlined = inlinedTenant();
  if (inlined) return inlined;
  const response = await fetch('/', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  const tenant = camelizeKeys<Tenant>(body);
  return { ...tenant, slug: response.headers.get('tenant') ?? tenant.slug ?? FALLBACK_TENANT };
}
