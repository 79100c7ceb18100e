import {
  type StockItemsQuery,
  type StockItemType,
  type StockItemView,
  type StockOutBody,
  type StockOutView,
  stockMessages,
  stockReturnAt,
  zonedIso,
} from '@tablero/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { JobQueue } from '../../jobs/core-jobs.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { openingDataOf } from '../stores/store-opening.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './stock.repo.js';
import { type StockItem, stockItemsOfMenu } from './stock-items.js';
import { publishRequestedMenus, requestChannelMenus } from './stock-sync.js';

const refOf = (type: StockItemType, id: number): repo.StockItemRef =>
  type === 'product' ? { productId: id } : { optionId: id };

/** Lower case without accents: "Ají" is found by "aji". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function viewOf(row: repo.StockOutRecord, timeZone: string): StockOutView {
  return {
    store_id: row.storeId,
    item_type: row.productId === null ? 'option' : 'product',
    item_id: row.productId ?? row.optionId ?? 0,
    name: row.name,
    mode: row.mode as StockOutView['mode'],
    until: row.until ? zonedIso(row.until, timeZone) : null,
    created_at: zonedIso(row.createdAt, timeZone),
    created_by: row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' },
  };
}

/** The store's menu id (null without one); 404 for a store not the tenant's. */
async function menuIdOfStore(tx: Tx, tenantId: number, storeId: number): Promise<number | null> {
  const [store] = await tx
    .select({ menuId: stores.menuId })
    .from(stores)
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!store) throw notFound();
  return store.menuId;
}

/** The store's menu id; 404 for a store not the tenant's, 422 for one without a menu. */
async function menuOfStore(tx: Tx, tenantId: number, storeId: number): Promise<number> {
  const menuId = await menuIdOfStore(tx, tenantId, storeId);
  if (menuId === null) throw invalidField('store_id', stockMessages.storeWithoutMenu);
  return menuId;
}

/**
 * Out of stock from the kitchen: a product or an option marked out in one store, until the next
 * day's opening, for two hours or until turned back. The public menu and the order call read it
 * at once; the store's channels get a new menu through their deploy jobs (`stock-sync.ts`).
 */
export function stockService(db: Database, queue: JobQueue | undefined) {
  return {
    list(tenant: TenantRecord, storeId: number): Promise<StockOutView[]> {
      return db.readTenant(tenant.id, async (tx) => {
        // A store without a menu sells nothing, so nothing of it is out (a board of every store asks).
        if ((await menuIdOfStore(tx, tenant.id, storeId)) === null) return [];
        const rows = await repo.stockOutsOfStore(tx, tenant.id, storeId, new Date());
        return rows.map((row) => viewOf(row, tenant.timeZone));
      });
    },

    items(tenant: TenantRecord, storeId: number, query: StockItemsQuery): Promise<StockItemView[]> {
      return db.readTenant(tenant.id, async (tx) => {
        const menuId = await menuOfStore(tx, tenant.id, storeId);
        const now = new Date();
        const wanted = folded(query.query ?? '');
        const items = (await stockItemsOfMenu(tx, tenant.id, menuId)).filter((item) =>
          folded(item.name).includes(wanted),
        );
        const stock = await repo.storeStockAt(tx, tenant.id, storeId, now);
        const outOf = (item: StockItem) =>
          (item.type === 'product' ? stock.products : stock.options).get(item.id);
        return items.slice(0, query.limit).map((item) => {
          const until = outOf(item);
          return {
            item_type: item.type,
            item_id: item.id,
            name: item.name,
            group_name: item.groupName,
            out: until === undefined ? null : { until: until ? zonedIso(until, tenant.timeZone) : null },
          };
        });
      });
    },

    async mark(ctx: AuditContext, tenant: TenantRecord, storeId: number, body: StockOutBody) {
      const view = await db.withTenant(tenant.id, async (tx) => {
        const menuId = await menuOfStore(tx, tenant.id, storeId);
        const offered = await stockItemsOfMenu(tx, tenant.id, menuId);
        if (!offered.some((item) => item.type === body.item_type && item.id === body.item_id))
          throw invalidField('item_id', stockMessages.itemNotInMenu);
        const now = new Date();
        const schedule = (await openingDataOf(tx, tenant.id, [storeId], now)).get(storeId);
        const until = schedule ? stockReturnAt(body.mode, now, schedule, tenant.timeZone) : null;
        const item = refOf(body.item_type, body.item_id);
        await repo.putStockOut(tx, {
          tenantId: tenant.id,
          storeId,
          item,
          mode: body.mode,
          until: until === null ? null : new Date(until),
          createdBy: ctx.actorId,
        });
        await requestChannelMenus(tx, tenant.id, storeId, ctx.actorId);
        const [row] = await repo.stockOutsOfStore(tx, tenant.id, storeId, now, item);
        if (!row) throw new Error('stock-out written but not read back');
        const marked = viewOf(row, tenant.timeZone);
        await recordAudit(tx, ctx, {
          entity: 'stock_out',
          entityId: `${storeId}:${body.item_type}:${body.item_id}`,
          action: 'create',
          after: marked,
        });
        return marked;
      });
      await publishRequestedMenus(db, queue, tenant.id);
      return view;
    },

    async unmark(ctx: AuditContext, tenant: TenantRecord, storeId: number, type: StockItemType, id: number) {
      await db.withTenant(tenant.id, async (tx) => {
        await menuOfStore(tx, tenant.id, storeId);
        if (!(await repo.deleteStockOut(tx, tenant.id, storeId, refOf(type, id), new Date())))
          throw notFound();
        await requestChannelMenus(tx, tenant.id, storeId, ctx.actorId);
        await recordAudit(tx, ctx, {
          entity: 'stock_out',
          entityId: `${storeId}:${type}:${id}`,
          action: 'delete',
          before: { store_id: storeId, item_type: type, item_id: id },
        });
      });
      await publishRequestedMenus(db, queue, tenant.id);
    },
  };
}

export type StockService = ReturnType<typeof stockService>;
