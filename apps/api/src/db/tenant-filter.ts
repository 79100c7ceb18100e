import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The application's own tenant filter, the first of two walls: every repository query names its
 * tenant with it, and row-level security (bound by `withTenant`) is the second wall. Tests switch
 * it off to prove that row-level security alone keeps every tenant to its own rows.
 */
let applicationFilterOn = true;

/**
 * `column = tenantId`, or no condition at all while a test runs on row-level security alone. The
 * id may be a bound parameter or a prepared statement's placeholder.
 */
export function ofTenant(column: AnyPgColumn, tenantId: number | SQL | Placeholder): SQL {
  return applicationFilterOn ? eq(column, tenantId) : sql`true`;
}

/** `column = $tenantId` (a placeholder of a prepared query), or no condition while the filter is off. */
export const ofTenantPlaceholder = (column: AnyPgColumn): SQL =>
  ofTenant(column, sql.placeholder('tenantId'));

export const applicationTenantFilterOn = () => applicationFilterOn;

/** Test-only: leaves row-level security as the only wall. Refused outside a test run. */
export function switchApplicationTenantFilter(on: boolean): void {
  if (!process.env.VITEST) throw new Error('the application tenant filter can only be switched off in tests');
  applicationFilterOn = on;
}
