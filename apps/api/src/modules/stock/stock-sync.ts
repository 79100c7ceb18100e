import { type MenuChannel, menuChannels } from '@tablero/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { storeCredentials, stores, tenants } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { JobQueue } from '../../jobs/core-jobs.js';
import { findUnfinishedJob } from '../../jobs/core-jobs.repo.js';
import { enqueueMenuJob } from '../menu-sync/menu-jobs.js';
import * as repo from './stock.repo.js';

/** The channels a store publishes its menu to: configured credentials, and a menu to publish. */
async function channelsOfStore(tx: Tx, tenantId: number, storeId: number): Promise<string[]> {
  const rows = await tx
    .select({ channel: storeCredentials.provider })
    .from(storeCredentials)
    .innerJoin(
      stores,
      and(eq(stores.tenantId, storeCredentials.tenantId), eq(stores.id, storeCredentials.storeId)),
    )
    .where(
      and(
        ofTenant(storeCredentials.tenantId, tenantId),
        eq(storeCredentials.storeId, storeId),
        eq(storeCredentials.configured, true),
        isNotNull(stores.menuId),
        inArray(storeCredentials.provider, [...menuChannels]),
      ),
    );
  return rows.map((r) => r.channel);
}

/** The store's stock changed: each of its channels is to get the menu again. */
export async function requestChannelMenus(tx: Tx, tenantId: number, storeId: number, by: number | null) {
  await repo.requestMenuSync(tx, tenantId, storeId, await channelsOfStore(tx, tenantId, storeId), by);
}

/**
 * Turns the tenant's sync requests into deploy jobs. A request waits while a deploy of its store
 * and channel is running (that deploy may have read the menu before the change); a queued deploy
 * reads the menu when it starts, so it serves the request.
 */
export async function publishRequestedMenus(db: Database, queue: JobQueue | undefined, tenantId: number) {
  const taken = await db.withTenant(tenantId, async (tx) => {
    const ready: { storeId: number; channel: MenuChannel; by: number | null }[] = [];
    for (const request of await repo.takeMenuSyncRequests(tx, tenantId)) {
      const key = { storeId: request.storeId, channel: request.channel, kind: 'deploy_menu' };
      if ((await findUnfinishedJob(tx, tenantId, key))?.status === 'running') continue;
      await repo.dropMenuSyncRequest(tx, tenantId, request.storeId, request.channel);
      ready.push({
        storeId: request.storeId,
        channel: request.channel as MenuChannel,
        by: request.requestedBy,
      });
    }
    return ready;
  });
  for (const { storeId, channel, by } of taken)
    await enqueueMenuJob(db, queue, tenantId, by, { storeId, channel, kind: 'deploy_menu' }, {});
  return taken.length;
}

/**
 * The minute job's part: every tenant's stock-outs whose return has come are deleted (the public
 * menu had stopped counting them already) and their stores' channels get the menu again, as do
 * requests that waited for a running deploy.
 */
export async function returnStockOuts(db: Database, queue: JobQueue | undefined, now = new Date()) {
  let returned = 0;
  for (const { id: tenantId } of await db.app.select({ id: tenants.id }).from(tenants)) {
    returned += await db.withTenant(tenantId, async (tx) => {
      const storeIds = await repo.deleteReturnedStockOuts(tx, tenantId, now);
      for (const storeId of storeIds) await requestChannelMenus(tx, tenantId, storeId, null);
      return storeIds.length;
    });
    await publishRequestedMenus(db, queue, tenantId);
  }
  return returned;
}
