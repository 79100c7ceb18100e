import type { Role, RoleInput, RolePatch } from '@tablero/domain';
import { buildPageMeta } from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { PolicyIndex } from '../policies/policy-index.js';
import { grantsFromInput, roleView } from './role-grants.js';
import * as repo from './roles.repo.js';

const duplicateName = () => invalidField('name', 'Ya existe un rol con ese nombre');

export function rolesService(db: Database, policies: PolicyIndex) {
  async function load(tx: Tx, tenantId: number, id: number) {
    const found = await repo.findRole(tx, tenantId, id);
    if (!found) throw notFound();
    const grants = (await repo.grantsOf(tx, tenantId, [id])).get(id) ?? [];
    return roleView(found.role, grants, found.usersCount, policies);
  }

  return {
    async list(tenantId: number, query: { page: number; limit: number; query?: string | undefined }) {
      return db.readTenant(tenantId, async (tx) => {
        const { rows, total } = await repo.listRoles(tx, tenantId, query.query, query.page, query.limit);
        return {
          data: rows.map((r) => roleView(r.role, r.grants, r.usersCount, policies)),
          meta: buildPageMeta(query.page, query.limit, total),
        };
      });
    },

    get(tenantId: number, id: number): Promise<Role> {
      return db.withTenant(tenantId, (tx) => load(tx, tenantId, id));
    },

    async create(ctx: AuditContext, input: RoleInput): Promise<Role> {
      const grants = grantsFromInput(input, policies);
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          const role = await repo.insertRole(tx, ctx.tenantId, {
            name: input.name,
            description: input.description ?? null,
          });
          await repo.replaceGrants(tx, ctx.tenantId, role.id, grants);
          const view = await load(tx, ctx.tenantId, role.id);
          await recordAudit(tx, ctx, { entity: 'role', entityId: role.id, action: 'create', after: view });
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async update(ctx: AuditContext, id: number, patch: RolePatch): Promise<Role> {
      const grants = patch.policy_ids || patch.policies ? grantsFromInput(patch, policies) : undefined;
      try {
        return await db.withTenant(ctx.tenantId, async (tx) => {
          const before = await load(tx, ctx.tenantId, id);
          await repo.updateRole(tx, ctx.tenantId, id, { name: patch.name, description: patch.description });
          if (grants) await repo.replaceGrants(tx, ctx.tenantId, id, grants);
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
