import type { PublicTenant } from '@tablero/domain';
import { apiErrorFrom, type Camelize, camelizeKeys } from '../../shared/http/index.js';

export type Tenant = Camelize<PublicTenant>;

/** Used when the `/` answer names no tenant (API.md "Bases"). */
export const FALLBACK_TENANT = 'demo';

/** Start-up: the site origin's `/` names the tenant in a header and describes it in its body. */
export async function loadTenant(): Promise<Tenant> {
  const response = await fetch('/', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  const tenant = camelizeKeys<Tenant>(body);
  return { ...tenant, slug: response.headers.get('tenant') ?? tenant.slug ?? FALLBACK_TENANT };
}
