import { buildPageMeta, type OpeningStatus, type StoreListQuery, type StoreView } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import type { AuditContext } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { openingOf, openingView, pageOpenings, statusOr, withStatus } from './store-opening.service.js';
import { saveOpenings } from './store-opening-saved.repo.js';
import {
  applyStoreWrite,
  createStore,
  deleteStoreAudited,
  loadVisible,
  type StoreReferences,
  tenantStoreReferences,
  viewNow,
} from './store-write.service.js';
import { listStores, searchStores } from './stores.repo.js';

export function storesService(db: Database, references: StoreReferences = tenantStoreReferences) {
  const deps = { references };
  return {
    /** A page of the stores the user may see, each saying whether it is open now. */
    async list(tenant: TenantRecord, actor: Actor, query: StoreListQuery) {
      const now = new Date();
      const base = {
        tenantId: tenant.id,
        name: query.name,
        address: query.address,
        menuIds: query.menu_ids,
        storeIds: actor.storeIds,
      };
      const filter = withStatus(tenant, base, query.status, now);
      const at = { now, timeZone: tenant.timeZone };
      const { rows, total } = await db.readTenant(tenant.id, (tx) =>
        listStores(tx, filter, query.page, query.limit, at),
      );
      const { statuses, computed } = pageOpenings(rows, now, tenant.timeZone);
      // Saved for the next pages; a page computes a store's status again only once it has changed.
      if (computed.length > 0)
        await db.withTenant(tenant.id, (tx) => saveOpenings(tx, tenant.id, computed, now, tenant.timeZone));
      const data = rows.map(
        ({ savedStatus: _saved, openingVersion: _version, opening: _opening, ...shown }, i) => {
          const status = statuses[i] as OpeningStatus;
          return { ...shown, open: status.open, opening: status };
        },
      );
      return { data, meta: buildPageMeta(query.page, query.limit, total) };
    },

    /** Id and name of the stores whose name matches (`GET /stores/all`). */
    search(
      tenant: TenantRecord,
      actor: Actor,
      query: { page: number; limit: number; name?: string | undefined },
    ) {
      return db.readTenant(tenant.id, async (tx) => {
        const filter = { tenantId: tenant.id, name: query.name, storeIds: actor.storeIds };
        const { rows, total } = await searchStores(tx, filter, query.page, query.limit);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenant: TenantRecord, actor: Actor, id: number): Promise<StoreView> {
      return db.withTenant(tenant.id, async (tx) =>
        viewNow(await loadVisible(tx, tenant, actor, id), tenant.timeZone),
      );
    },

    opening(tenant: TenantRecord, actor: Actor, id: number) {
      return db.withTenant(tenant.id, async (tx) => {
        await loadVisible(tx, tenant, actor, id);
        const now = new Date();
        const status = statusOr(await openingOf(tx, tenant, [id], now), id);
        return openingView(id, status, now, tenant.timeZone);
      });
    },

    create(ctx: AuditContext, tenant: TenantRecord, actor: Actor, body: unknown): Promise<StoreView> {
      return db.withTenant(tenant.id, (tx) => createStore(tx, deps, ctx, tenant, actor, body));
    },

    /** A PATCH: fields, nested lists, or the `closing` / `reopen` actions. */
    update(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      id: number,
      body: unknown,
    ): Promise<StoreView> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await loadVisible(tx, tenant, actor, id, true);
        return applyStoreWrite(tx, deps, ctx, tenant, actor, before, body);
      });
    },

    remove(ctx: AuditContext, tenant: TenantRecord, actor: Actor, id: number): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const store = await loadVisible(tx, tenant, actor, id, true);
        await deleteStoreAudited(tx, ctx, tenant, store);
      });
    },
  };
}

export type StoresService = ReturnType<typeof storesService>;
