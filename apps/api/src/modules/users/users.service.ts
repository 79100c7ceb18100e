import {
  type AdminUser,
  type AdminUserListQuery,
  adminUserInputFor,
  adminUserPatchFor,
  buildPageMeta,
  ErrorCode,
  errorMessages,
  fieldMessages,
  myAccountPatchFor,
  roleMessages,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import {
  AppError,
  invalidField,
  notFound,
  parseOrFail,
  superAdminOnly,
  validationFailed,
} from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import { existingRoleIds, roleNamesOf, storesOf as storesOfRoles } from '../roles/roles.repo.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './users.repo.js';

const duplicateEmail = () => invalidField('email', 'Ya existe un usuario con ese email');

function userView(
  user: repo.AdminUserRecord,
  membership: { roles: { id: number; name: string }[]; storeIds: number[] },
): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    super_admin: user.superAdmin,
    has_password: user.passwordHash !== null,
    role_ids: membership.roles.map((r) => r.id),
    store_ids: membership.storeIds,
    roles: membership.roles,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export async function loadView(tx: Tx, tenantId: number, id: number): Promise<AdminUser> {
  const user = await repo.findUser(tx, tenantId, id);
  if (!user) throw notFound();
  const membership = (await repo.membershipsOf(tx, tenantId, [id])).get(id) ?? { roles: [], storeIds: [] };
  return userView(user, membership);
}

/** A store-limited user sees only users who share one of their stores; others do not exist for them. */
function checkMaySee(actor: Actor, target: AdminUser) {
  const allowed = actor.storeIds;
  if (allowed && !target.store_ids.some((storeId) => allowed.includes(storeId))) throw notFound();
}

/**
 * Who may change or delete a user: only a super admin touches a super admin, and an admin limited
 * to some stores only touches users of those stores. Otherwise resetting the password of a user
 * with other stores, and signing in as them, would get round the store limit of `checkReferences`.
 */
export function checkMayChange(actor: Actor, target: AdminUser) {
  checkMaySee(actor, target);
  if (target.super_admin && !actor.superAdmin) throw superAdminOnly();
  const allowed = actor.storeIds;
  if (allowed && target.store_ids.some((id) => !allowed.includes(id))) {
    throw new AppError(ErrorCode.forbidden, errorMessages.outsideOwnStores);
  }
}

/** Role and store ids must be the tenant's; a store-limited user may only hand out their own stores. */
async function checkReferences(
  tx: Tx,
  tenantId: number,
  actor: Actor,
  input: { role_ids?: number[]; store_ids?: number[] },
) {
  const errors = [];
  if (input.role_ids) {
    const found = await existingRoleIds(tx, tenantId, input.role_ids);
    if (found.length !== new Set(input.role_ids).size)
      errors.push({ field: 'role_ids', message: fieldMessages.invalid('role_ids') });
  }
  if (input.store_ids) {
    const found = await existingStoreIds(tx, tenantId, input.store_ids);
    const allowed = actor.storeIds;
    const outside = allowed && input.store_ids.some((id) => !allowed.includes(id));
    if (found.length !== new Set(input.store_ids).size || outside) {
      errors.push({ field: 'store_ids', message: fieldMessages.invalid('store_ids') });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}

/** A role meant for some stores takes a user of those stores only (an empty list: every store). */
async function checkRoleStores(tx: Tx, tenantId: number, roleIds: number[], storeIds: number[]) {
  const limits = await storesOfRoles(tx, tenantId, roleIds);
  const names = await roleNamesOf(tx, tenantId, roleIds);
  for (const roleId of roleIds) {
    const allowed = limits.get(roleId) ?? [];
    if (allowed.length > 0 && storeIds.some((storeId) => !allowed.includes(storeId)))
      throw invalidField('store_ids', roleMessages.storesOutsideRole(names.get(roleId) ?? String(roleId)));
  }
}

export function usersService(db: Database) {
  return {
    /** A store-limited user sees the users who share at least one of their stores. */
    list(tenantId: number, actor: Actor, query: AdminUserListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const filter = {
          query: query.query,
          storeIds: actor.storeIds,
          roleId: query.role_id,
          storeId: query.store_id,
        };
        const { rows, total } = await repo.listUsers(tx, tenantId, filter, query.page, query.limit);
        return {
          data: rows,
          meta: buildPageMeta(query.page, query.limit, total),
        };
      });
    },

    get(tenantId: number, actor: Actor, id: number): Promise<AdminUser> {
      return db.withTenant(tenantId, async (tx) => {
        const view = await loadView(tx, tenantId, id);
        checkMaySee(actor, view);
        return view;
      });
    },

    async create(ctx: AuditContext, tenant: TenantRecord, actor: Actor, body: unknown): Promise<AdminUser> {
      const input = parseOrFail(adminUserInputFor(tenant.country), body);
      if (input.super_admin && !actor.superAdmin) throw superAdminOnly();
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          await checkReferences(tx, ctx.tenantId, actor, input);
          await checkRoleStores(tx, ctx.tenantId, input.role_ids, input.store_ids);
          const user = await repo.insertUser(tx, ctx.tenantId, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            superAdmin: input.super_admin ?? false,
          });
          await repo.setUserRoles(tx, ctx.tenantId, user.id, input.role_ids);
          await repo.setUserStores(tx, ctx.tenantId, user.id, input.store_ids);
          const view = await loadView(tx, ctx.tenantId, user.id);
          await recordAudit(tx, ctx, {
            entity: 'admin_user',
            entityId: user.id,
            action: 'create',
            after: view,
          });
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
    },

    async update(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      id: number,
      body: unknown,
    ): Promise<AdminUser> {
      const input = parseOrFail(adminUserPatchFor(tenant.country), body);
      // `super_admin: false` sent back unchanged is no change; making one, or changing one, is.
      if (input.super_admin && !actor.superAdmin) throw superAdminOnly();
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          const before = await loadView(tx, ctx.tenantId, id);
          checkMayChange(actor, before);
          await checkReferences(tx, ctx.tenantId, actor, input);
          if (input.role_ids || input.store_ids)
            await checkRoleStores(
              tx,
              ctx.tenantId,
              input.role_ids ?? before.roles.map((role) => role.id),
              input.store_ids ?? before.store_ids,
            );
          await repo.updateUser(tx, ctx.tenantId, id, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            superAdmin: input.super_admin,
          });
          if (input.role_ids) await repo.setUserRoles(tx, ctx.tenantId, id, input.role_ids);
          if (input.store_ids) await repo.setUserStores(tx, ctx.tenantId, id, input.store_ids);
          if (passwordHash) await repo.revokeSessionsOf(tx, ctx.tenantId, id, 'password_changed');
          const after = await loadView(tx, ctx.tenantId, id);
          const audited = passwordHash ? { ...after, password: 'changed' } : after;
          await recordAudit(tx, ctx, {
            entity: 'admin_user',
            entityId: id,
            action: 'update',
            before,
            after: audited,
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
    },

    /** The signed-in user's own name, phone and password; a new password ends their other sessions. */
    async updateOwn(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      body: unknown,
    ): Promise<AdminUser> {
      const input = parseOrFail(myAccountPatchFor(tenant.country), body);
      return db.withTenant(ctx.tenantId, async (tx) => {
        const user = await repo.findUser(tx, ctx.tenantId, actor.id);
        if (!user) throw notFound();
        let passwordHash: string | undefined;
        if (input.password) {
          if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
            throw invalidField('current_password', 'La contraseña actual no es correcta');
          }
          passwordHash = await hashPassword(input.password);
        }
        const before = await loadView(tx, ctx.tenantId, actor.id);
        await repo.updateUser(tx, ctx.tenantId, actor.id, {
          name: input.name,
          phone: input.phone,
          passwordHash,
        });
        if (passwordHash) {
          await repo.revokeSessionsOf(tx, ctx.tenantId, actor.id, 'password_changed', actor.sessionId);
        }
        const after = await loadView(tx, ctx.tenantId, actor.id);
        const audited = passwordHash ? { ...after, password: 'changed' } : after;
        await recordAudit(tx, ctx, {
          entity: 'admin_user',
          entityId: actor.id,
          action: 'update_own',
          before,
          after: audited,
        });
        return after;
      });
    },

    async remove(ctx: AuditContext, actor: Actor, id: number): Promise<void> {
      if (id === actor.id) throw invalidField('id', 'No puedes eliminar tu propio usuario');
      await db.withTenant(ctx.tenantId, async (tx) => {
        const before = await loadView(tx, ctx.tenantId, id);
        checkMayChange(actor, before);
        await repo.deleteUser(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'admin_user', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
