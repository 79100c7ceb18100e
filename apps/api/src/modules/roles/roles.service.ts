import { buildPageMeta, type Role, type RoleInput, type RolePatch, roleMessages } from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { invalidField, notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import type { PolicyIndex } from '../policies/policy-index.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import { grantsFromInput, roleView } from './role-grants.js';
import * as repo from './roles.repo.js';

const duplicateName = () => invalidField('name', 'Ya existe un rol con ese nombre');

export function rolesService(db: Database, policies: PolicyIndex) {
  async function load(tx: Tx, tenantId: number, id: number) {
    const found = await repo.findRole(tx, tenantId, id);
    if (!found) throw notFound();
    const grants = (await repo.grantsOf(tx, tenantId, [id])).get(id) ?? [];
    const storeIds = (await repo.storesOf(tx, tenantId, [id])).get(id) ?? [];
    return roleView(found.role, { grants, storeIds }, found.usersCount, policies);
  }

  /**
   * The role's stores must be the tenant's, and the user's own when they are limited to stores (as
   * for a user's stores); narrowing them may not leave a holder's store outside.
   */
  async function checkStores(tx: Tx, tenantId: number, actor: Actor, storeIds: number[], roleId?: number) {
    const held = actor.storeIds;
    const found = new Set(
      (await existingStoreIds(tx, tenantId, storeIds)).filter((id) => !held || held.includes(id)),
    );
    const unknown = storeIds.flatMap((id, i) =>
      found.has(id) ? [] : [{ field: `store_ids.${i}`, message: roleMessages.unknownStore(id) }],
    );
    if (unknown.length > 0) throw validationFailed(unknown);
    if (roleId === undefined || storeIds.length === 0) return;
    const outside = await repo.usersOutsideStores(tx, tenantId, roleId, storeIds);
    if (outside.length > 0) throw invalidField('store_ids', roleMessages.usersOutside(outside));
  }

  return {
    async list(tenantId: number, query: { page: number; limit: number; query?: string | undefined }) {
      return db.readTenant(tenantId, async (tx) => {
        const { rows, total } = await repo.listRoles(tx, tenantId, query.query, query.page, query.limit);
        return {
          data: rows.map((r) => roleView(r.role, r, r.usersCount, policies)),
          meta: buildPageMeta(query.page, query.limit, total),
        };
      });
    },

    get(tenantId: number, id: number): Promise<Role> {
      return db.withTenant(tenantId, (tx) => load(tx, tenantId, id));
    },

    async create(ctx: AuditContext, actor: Actor, input: RoleInput): Promise<Role> {
      const grants = grantsFromInput(input, policies);
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          const role = await repo.insertRole(tx, ctx.tenantId, {
            name: input.name,
            description: input.description ?? null,
          });
          await repo.replaceGrants(tx, ctx.tenantId, role.id, grants);
          const storeIds = [...new Set(input.store_ids ?? [])];
          await checkStores(tx, ctx.tenantId, actor, storeIds);
          await repo.replaceStores(tx, ctx.tenantId, role.id, storeIds);
          const view = await load(tx, ctx.tenantId, role.id);
          await recordAudit(tx, ctx, { entity: 'role', entityId: role.id, action: 'create', after: view });
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async update(ctx: AuditContext, actor: Actor, id: number, patch: RolePatch): Promise<Role> {
      const grants = patch.policy_ids || patch.policies ? grantsFromInput(patch, policies) : undefined;
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          const before = await load(tx, ctx.tenantId, id);
          await repo.updateRole(tx, ctx.tenantId, id, { name: patch.name, description: patch.description });
          if (grants) await repo.replaceGrants(tx, ctx.tenantId, id, grants);
          if (patch.store_ids) {
            const storeIds = [...new Set(patch.store_ids)];
            await checkStores(tx, ctx.tenantId, actor, storeIds, id);
            await repo.replaceStores(tx, ctx.tenantId, id, storeIds);
          }
          const after = await load(tx, ctx.tenantId, id);
          await recordAudit(tx, ctx, { entity: 'role', entityId: id, action: 'update', before, after });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async remove(ctx: AuditContext, id: number): Promise<void> {
      await db.withTenant(ctx.tenantId, async (tx) => {
        const before = await load(tx, ctx.tenantId, id);
        await repo.deleteRole(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'role', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type RolesService = ReturnType<typeof rolesService>;
