import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface AuthContextRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  super_admin: boolean;
  store_ids: number[];
  roles: { id: number; name: string }[];
  /** Active policy actions of all the user's roles, as `policy:action`. */
  grants: string[];
  session_expires_at: Date | string;
}

/**
 * The live session's user, stores, roles and grants, through the `auth_context` database
 * function (migration 0003), which binds the tenant and the API role itself.
 */
export async function loadAuthContext(
  db: Database,
  tenantId: number,
  userId: number,
  sessionId: string,
): Promise<AuthContextRow | undefined> {
  const result = await db.app.execute(
    sql`select * from auth_context(${tenantId}, ${userId}, ${sessionId}::uuid)`,
  );
  return (result as unknown as { rows: AuthContextRow[] }).rows[0];
}

/** The auth versions of these tenants (`auth_versions_of`, migration 0047); 0 for a tenant never changed. */
export async function loadAuthVersions(db: Database, tenantIds: number[]): Promise<Map<number, number>> {
  const result = await db.app.execute(
    sql`select tenant_id, version from auth_versions_of(${`{${tenantIds.join(',')}}`}::int[])`,
  );
  const rows = (result as unknown as { rows: { tenant_id: number; version: number | string }[] }).rows;
  return new Map(rows.map((row) => [Number(row.tenant_id), Number(row.version)]));
}
