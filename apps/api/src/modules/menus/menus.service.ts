import {
  buildPageMeta,
  type FieldError,
  fieldMessages,
  type MenuListQuery,
  type MenuState,
  type MenuView,
  menuMessages,
  type PriceGroupListQuery,
  pricedProducts,
  resolveMenuWrite,
  toRequestPath,
  zonedIso,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { existingProductIds } from '../products/products.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import {
  deleteMenu,
  findMenu,
  groupsOf,
  insertMenu,
  listMenus,
  saveMenu,
  storesUsingMenu,
} from './menus.repo.js';
import { listPriceGroups } from './price-groups.repo.js';

async function load(tx: Tx, tenant: TenantRecord, id: number, forUpdate = false) {
  const row = await findMenu(tx, tenant.id, id, forUpdate);
  if (!row) throw notFound();
  const groups = await groupsOf(tx, tenant.id, id);
  const view: MenuView = {
    id: row.id,
    name: row.name,
    price_groups: groups,
    created_at: zonedIso(row.createdAt, tenant.timeZone),
    updated_at: zonedIso(row.updatedAt, tenant.timeZone),
  };
  const state: MenuState = {
    name: row.name,
    price_groups: groups.map((g) => ({
      ...g,
      prices: g.prices.map(({ product_name: _n, product_description: _d, ...p }) => p),
    })),
  };
  return { view, state };
}

/** What the audit log keeps of a menu: its view without the timestamps. */
function snapshot({ created_at: _c, updated_at: _u, ...rest }: MenuView): Record<string, unknown> {
  return rest;
}

/** Every priced product must be one of the tenant's: another tenant's id is an invalid field, never a link. */
async function checkProducts(
  tx: Tx,
  tenantId: number,
  menu: MenuState,
  origins: Parameters<typeof toRequestPath>[1],
) {
  const priced = pricedProducts(menu);
  const found = new Set(await existingProductIds(tx, tenantId, [...new Set(priced.map((p) => p.productId))]));
  const errors: FieldError[] = priced
    .filter((p) => !found.has(p.productId))
    .map((p) => toRequestPath({ field: p.field, message: fieldMessages.invalid(p.field) }, origins));
  if (errors.length > 0) throw validationFailed(errors);
}

export function menusService(db: Database) {
  /** Resolves, checks and saves a write in the caller's transaction; answers the menu as saved. */
  async function write(tx: Tx, ctx: AuditContext, tenant: TenantRecord, id: number | null, body: unknown) {
    const before = id === null ? null : await load(tx, tenant, id, true);
    const result = resolveMenuWrite(body, before?.state ?? null);
    if (!result.ok) throw validationFailed(result.errors);
    await checkProducts(tx, tenant.id, result.menu, result.origins);
    const menuId = id ?? (await insertMenu(tx, tenant.id, result.menu.name));
    await saveMenu(tx, tenant.id, menuId, before?.state ?? null, result.menu);
    const after = await load(tx, tenant, menuId);
    if (!before)
      await recordAudit(tx, ctx, {
        entity: 'menu',
        entityId: menuId,
        action: 'create',
        after: snapshot(after.view),
      });
    else if (JSON.stringify(snapshot(before.view)) !== JSON.stringify(snapshot(after.view)))
      await recordAudit(tx, ctx, {
        entity: 'menu',
        entityId: menuId,
        action: 'update',
        before: snapshot(before.view),
        after: snapshot(after.view),
      });
    return after.view;
  }

  return {
    list(tenant: TenantRecord, query: MenuListQuery) {
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await listMenus(tx, tenant.id, query.query, query.page, query.limit);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    priceGroups(tenant: TenantRecord, query: PriceGroupListQuery) {
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await listPriceGroups(tx, tenant.id, query);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenant: TenantRecord, id: number): Promise<MenuView> {
      return db.withTenant(tenant.id, async (tx) => (await load(tx, tenant, id)).view);
    },

    create(ctx: AuditContext, tenant: TenantRecord, body: unknown): Promise<MenuView> {
      return db.withTenant(tenant.id, (tx) => write(tx, ctx, tenant, null, body));
    },

    /** A PATCH: all or nothing, at both nested levels. */
    update(ctx: AuditContext, tenant: TenantRecord, id: number, body: unknown): Promise<MenuView> {
      return db.withTenant(tenant.id, (tx) => write(tx, ctx, tenant, id, body));
    },

    /** Refused while stores are given the menu: they would be left with nothing to sell. */
    remove(ctx: AuditContext, tenant: TenantRecord, id: number): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await load(tx, tenant, id, true);
        const storeNames = await storesUsingMenu(tx, tenant.id, id);
        if (storeNames.length > 0)
          throw validationFailed([{ field: 'id', message: menuMessages.inUseByStores(storeNames) }]);
        try {
          await deleteMenu(tx, tenant.id, id);
        } catch (error) {
          // A store was given it between the check and the delete: the same answer as the check's.
          if (isForeignKeyViolation(error))
            throw validationFailed([{ field: 'id', message: menuMessages.inUseByStores([]) }]);
          throw error;
        }
        await recordAudit(tx, ctx, {
          entity: 'menu',
          entityId: id,
          action: 'delete',
          before: snapshot(before.view),
        });
      });
    },
  };
}

export type MenusService = ReturnType<typeof menusService>;
