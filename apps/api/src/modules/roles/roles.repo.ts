import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { searchedPage } from '../../db/prepared-read.js';
import {
  adminUserRoles,
  adminUserStores,
  adminUsers,
  rolePolicies,
  roleStores,
  roles,
} from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type RoleRecord = typeof roles.$inferSelect;
export interface Grant {
  policyId: number;
  action: string;
  active: boolean;
}

/*
 * The outer role is named in plain SQL: drizzle writes a one-table select's columns unqualified,
 * and inside a subquery an unqualified name means the subquery's column when it has one.
 */
const usersCount = sql<number>`(select count(*)::int from ${adminUserRoles} ur
  where ur.tenant_id = "roles"."tenant_id" and ur.role_id = "roles"."id")`;

/** The role list's query, with or without the name search, values as placeholders (see `preparedRead`). */
function roleListQuery(tx: Tx, name: string, searched: boolean) {
  return tx
    .select({
      role: roles,
      usersCount,
      grants: sql<Grant[]>`coalesce((select json_agg(json_build_object('policyId', rp.policy_id,
          'action', rp.action, 'active', rp.active)) from ${rolePolicies} rp
        where rp.tenant_id = "roles"."tenant_id" and rp.role_id = "roles"."id"), '[]')`,
      storeIds: sql<number[]>`coalesce((select json_agg(rs.store_id) from ${roleStores} rs
        where rs.tenant_id = "roles"."tenant_id" and rs.role_id = "roles"."id"), '[]')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(roles)
    .where(
      and(
        ofTenantPlaceholder(roles.tenantId),
        searched ? ilike(roles.name, sql.placeholder('pattern')) : undefined,
      ),
    )
    .orderBy(asc(roles.name))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export function listRoles(tx: Tx, tenantId: number, query: string | undefined, page: number, limit: number) {
  const list = { name: 'roles.list', table: roles, tenantColumn: roles.tenantId, searchColumn: roles.name };
  return searchedPage(tx, { ...list, build: roleListQuery }, tenantId, query, page, limit);
}

export async function findRole(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ role: roles, usersCount })
    .from(roles)
    .where(and(ofTenant(roles.tenantId, tenantId), eq(roles.id, id)));
  return row;
}

export async function grantsOf(tx: Tx, tenantId: number, roleIds: number[]): Promise<Map<number, Grant[]>> {
  const byRole = new Map<number, Grant[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await tx
    .select()
    .from(rolePolicies)
    .where(and(ofTenant(rolePolicies.tenantId, tenantId), inArray(rolePolicies.roleId, roleIds)));
  for (const row of rows) {
    byRole.get(row.roleId)?.push({ policyId: row.policyId, action: row.action, active: row.active });
  }
  return byRole;
}

export async function insertRole(
  tx: Tx,
  tenantId: number,
  values: { name: string; description: string | null },
) {
  const [row] = await tx
    .insert(roles)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('role was not created');
  return row;
}

export async function updateRole(
  tx: Tx,
  tenantId: number,
  id: number,
  values: { name?: string | undefined; description?: string | null | undefined },
) {
  await tx
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofTenant(roles.tenantId, tenantId), eq(roles.id, id)));
}

export async function deleteRole(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(roles).where(and(ofTenant(roles.tenantId, tenantId), eq(roles.id, id)));
}

export async function replaceGrants(
  tx: Tx,
  tenantId: number,
  roleId: number,
  grants: Grant[],
): Promise<void> {
  await tx
    .delete(rolePolicies)
    .where(and(ofTenant(rolePolicies.tenantId, tenantId), eq(rolePolicies.roleId, roleId)));
  if (grants.length === 0) return;
  await tx.insert(rolePolicies).values(grants.map((g) => ({ tenantId, roleId, ...g })));
}

export async function existingRoleIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(ofTenant(roles.tenantId, tenantId), inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}

/** The stores each role is meant for (an empty list: every store). */
export async function storesOf(tx: Tx, tenantId: number, roleIds: number[]): Promise<Map<number, number[]>> {
  const byRole = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await tx
    .select({ roleId: roleStores.roleId, storeId: roleStores.storeId })
    .from(roleStores)
    .where(and(ofTenant(roleStores.tenantId, tenantId), inArray(roleStores.roleId, roleIds)));
  for (const row of rows) byRole.get(row.roleId)?.push(row.storeId);
  return byRole;
}

export async function replaceStores(tx: Tx, tenantId: number, roleId: number, storeIds: number[]) {
  await tx
    .delete(roleStores)
    .where(and(ofTenant(roleStores.tenantId, tenantId), eq(roleStores.roleId, roleId)));
  if (storeIds.length === 0) return;
  await tx.insert(roleStores).values(storeIds.map((storeId) => ({ tenantId, roleId, storeId })));
}

/** Users holding the role who work in a store outside `storeIds`, by name. */
export async function usersOutsideStores(tx: Tx, tenantId: number, roleId: number, storeIds: number[]) {
  const rows = await tx
    .selectDistinct({ name: adminUsers.name })
    .from(adminUserRoles)
    .innerJoin(
      adminUserStores,
      and(
        eq(adminUserStores.tenantId, adminUserRoles.tenantId),
        eq(adminUserStores.adminUserId, adminUserRoles.adminUserId),
      ),
    )
    .innerJoin(
      adminUsers,
      and(eq(adminUsers.tenantId, adminUserRoles.tenantId), eq(adminUsers.id, adminUserRoles.adminUserId)),
    )
    .where(
      and(
        ofTenant(adminUserRoles.tenantId, tenantId),
        eq(adminUserRoles.roleId, roleId),
        sql`${adminUserStores.storeId} <> all(${`{${storeIds.join(',')}}`}::int[])`,
      ),
    )
    .orderBy(asc(adminUsers.name));
  return rows.map((row) => row.name);
}

export async function roleNamesOf(tx: Tx, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(ofTenant(roles.tenantId, tenantId), inArray(roles.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
