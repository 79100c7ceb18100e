import type { AdminUser } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { preparedRead } from '../../db/prepared-read.js';
import { adminUserRoles, adminUserStores, adminUsers, roles, sessions } from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';

export type AdminUserRecord = typeof adminUsers.$inferSelect;
export type NewAdminUser = Omit<typeof adminUsers.$inferInsert, 'tenantId' | 'id'>;

/** Users who work in at least one of these stores (one array parameter, however many stores). */
function sharingStores(storeIds: number[] | Placeholder) {
  return sql`exists (select 1 from ${adminUserStores} where ${adminUserStores.tenantId} = ${adminUsers.tenantId}
    and ${adminUserStores.adminUserId} = ${adminUsers.id} and ${adminUserStores.storeId} = any(${sql.param(storeIds)}::int[]))`;
}

/**
 * Each row written by the database as the API shows it (one JSON column, as the raw-SQL floor
 * reads), never the password hash: reading the columns and the membership through pg and drizzle's
 * mapping, then building the view, cost more JavaScript per page than the statement's answer.
 * Columns are qualified by hand: drizzle writes a one-table select's unqualified, which the
 * membership subqueries would find ambiguous.
 */
const userListRow = sql<AdminUser>`json_build_object('id', "admin_users"."id",
  'name', "admin_users"."name", 'email', "admin_users"."email", 'phone', "admin_users"."phone",
  'super_admin', "admin_users"."super_admin", 'has_password', "admin_users"."password_hash" is not null,
  'role_ids', coalesce((select json_agg(ur.role_id order by ur.role_id) from ${adminUserRoles} ur
    where ur.tenant_id = "admin_users"."tenant_id" and ur.admin_user_id = "admin_users"."id"), '[]'),
  'store_ids', coalesce((select json_agg(us.store_id order by us.store_id) from ${adminUserStores} us
    where us.tenant_id = "admin_users"."tenant_id" and us.admin_user_id = "admin_users"."id"), '[]'),
  'roles', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
    from ${adminUserRoles} ur join ${roles} r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
    where ur.tenant_id = "admin_users"."tenant_id" and ur.admin_user_id = "admin_users"."id"), '[]'),
  'created_at', ${isoInstant(sql`"admin_users"."created_at"`)},
  'updated_at', ${isoInstant(sql`"admin_users"."updated_at"`)})`;

const holdingRole = (roleId: number | Placeholder) =>
  sql`exists (select 1 from ${adminUserRoles} where ${adminUserRoles.tenantId} = ${adminUsers.tenantId}
    and ${adminUserRoles.adminUserId} = ${adminUsers.id} and ${adminUserRoles.roleId} = ${roleId})`;

interface UserListFilter {
  query?: string | undefined;
  /** The stores of a store-limited user: only users sharing one of them. */
  storeIds?: number[] | undefined;
  roleId?: number | undefined;
  storeId?: number | undefined;
}

/** The list's query for one combination of filters, values as placeholders (see `preparedRead`). */
function userListQuery(
  tx: Tx,
  name: string,
  searched: boolean,
  storeLimited: boolean,
  byRole: boolean,
  byStore: boolean,
) {
  const pattern = sql.placeholder('pattern');
  return tx
    .select({ row: userListRow, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(adminUsers)
    .where(
      and(
        ofTenantPlaceholder(adminUsers.tenantId),
        searched ? or(ilike(adminUsers.name, pattern), ilike(adminUsers.email, pattern)) : undefined,
        storeLimited ? sharingStores(sql.placeholder('storeIds')) : undefined,
        byRole ? holdingRole(sql.placeholder('roleId')) : undefined,
        byStore ? sharingStores(sql.placeholder('storeId')) : undefined,
      ),
    )
    .orderBy(asc(adminUsers.name), asc(adminUsers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * A page of the tenant's users as the API shows them, by name; `query` searches name and email,
 * `roleId` and `storeId` keep those holding the role and working in the store.
 */
export async function listUsers(
  tx: Tx,
  tenantId: number,
  filter: UserListFilter,
  page: number,
  limit: number,
) {
  const pattern = filter.query ? `%${filter.query.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const searched = pattern !== undefined;
  const storeLimited = filter.storeIds !== undefined;
  const byRole = filter.roleId !== undefined;
  const byStore = filter.storeId !== undefined;
  const shape = [searched, storeLimited, byRole, byStore].map(Number).join('');
  const counted = await preparedRead(tx, `users.list.${shape}`, (t, name) =>
    userListQuery(t, name, searched, storeLimited, byRole, byStore),
  ).execute({
    tenantId,
    pattern,
    storeIds: filter.storeIds,
    roleId: filter.roleId,
    storeId: filter.storeId === undefined ? undefined : [filter.storeId],
    limit,
    offset: (page - 1) * limit,
  });
  const rows = counted.map(({ row }) => row);
  if (counted[0]) return { rows, total: counted[0].total };
  const where = and(
    ofTenant(adminUsers.tenantId, tenantId),
    pattern ? or(ilike(adminUsers.name, pattern), ilike(adminUsers.email, pattern)) : undefined,
    filter.storeIds ? sharingStores(filter.storeIds) : undefined,
    filter.roleId !== undefined ? holdingRole(filter.roleId) : undefined,
    filter.storeId !== undefined ? sharingStores([filter.storeId]) : undefined,
  );
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(adminUsers).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findUser(tx: Tx, tenantId: number, id: number): Promise<AdminUserRecord | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(and(ofTenant(adminUsers.tenantId, tenantId), eq(adminUsers.id, id)));
  return row;
}

export async function findUserByEmail(
  tx: Tx,
  tenantId: number,
  email: string,
): Promise<AdminUserRecord | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(and(ofTenant(adminUsers.tenantId, tenantId), eq(adminUsers.email, email.toLowerCase())));
  return row;
}

export async function insertUser(tx: Tx, tenantId: number, values: NewAdminUser): Promise<AdminUserRecord> {
  const [row] = await tx
    .insert(adminUsers)
    .values({ ...values, tenantId, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('admin user was not created');
  return row;
}

export async function updateUser(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<NewAdminUser>,
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  if (values.email) set.email = values.email.toLowerCase();
  await tx
    .update(adminUsers)
    .set(set)
    .where(and(ofTenant(adminUsers.tenantId, tenantId), eq(adminUsers.id, id)));
}

/** Sets the password hash if it still is `current`; whether it did. */
export async function replacePasswordHash(
  tx: Tx,
  tenantId: number,
  id: number,
  current: string | null,
  next: string,
): Promise<boolean> {
  const changed = await tx
    .update(adminUsers)
    .set({ passwordHash: next, updatedAt: new Date() })
    .where(
      and(
        ofTenant(adminUsers.tenantId, tenantId),
        eq(adminUsers.id, id),
        current === null ? isNull(adminUsers.passwordHash) : eq(adminUsers.passwordHash, current),
      ),
    )
    .returning({ id: adminUsers.id });
  return changed.length === 1;
}

export async function deleteUser(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(adminUsers).where(and(ofTenant(adminUsers.tenantId, tenantId), eq(adminUsers.id, id)));
}

export async function setUserRoles(
  tx: Tx,
  tenantId: number,
  userId: number,
  roleIds: number[],
): Promise<void> {
  await tx
    .delete(adminUserRoles)
    .where(and(ofTenant(adminUserRoles.tenantId, tenantId), eq(adminUserRoles.adminUserId, userId)));
  if (roleIds.length === 0) return;
  // An id sent twice is one membership, not a primary-key violation.
  await tx
    .insert(adminUserRoles)
    .values([...new Set(roleIds)].map((roleId) => ({ tenantId, adminUserId: userId, roleId })));
}

export async function setUserStores(
  tx: Tx,
  tenantId: number,
  userId: number,
  storeIds: number[],
): Promise<void> {
  await tx
    .delete(adminUserStores)
    .where(and(ofTenant(adminUserStores.tenantId, tenantId), eq(adminUserStores.adminUserId, userId)));
  if (storeIds.length === 0) return;
  await tx
    .insert(adminUserStores)
    .values([...new Set(storeIds)].map((storeId) => ({ tenantId, adminUserId: userId, storeId })));
}

/** Roles and stores of several users in two queries. */
export async function membershipsOf(tx: Tx, tenantId: number, userIds: number[]) {
  const result = new Map<number, { roles: { id: number; name: string }[]; storeIds: number[] }>(
    userIds.map((id) => [id, { roles: [], storeIds: [] }]),
  );
  if (userIds.length === 0) return result;
  const roleRows = await tx
    .select({ userId: adminUserRoles.adminUserId, id: roles.id, name: roles.name })
    .from(adminUserRoles)
    .innerJoin(roles, and(eq(roles.tenantId, adminUserRoles.tenantId), eq(roles.id, adminUserRoles.roleId)))
    .where(and(ofTenant(adminUserRoles.tenantId, tenantId), inArray(adminUserRoles.adminUserId, userIds)))
    .orderBy(asc(roles.id));
  const storeRows = await tx
    .select({ userId: adminUserStores.adminUserId, storeId: adminUserStores.storeId })
    .from(adminUserStores)
    .where(and(ofTenant(adminUserStores.tenantId, tenantId), inArray(adminUserStores.adminUserId, userIds)))
    .orderBy(asc(adminUserStores.storeId));
  for (const r of roleRows) result.get(r.userId)?.roles.push({ id: r.id, name: r.name });
  for (const s of storeRows) result.get(s.userId)?.storeIds.push(s.storeId);
  return result;
}

/** Ends every live session of a user (password changed), but `keep` when given. */
export async function revokeSessionsOf(
  tx: Tx,
  tenantId: number,
  userId: number,
  reason: string,
  keep?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        ofTenant(sessions.tenantId, tenantId),
        eq(sessions.adminUserId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
}
