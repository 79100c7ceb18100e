import { type ChannelMenu, errorMessages, menuSyncMessages, snapshotOf } from '@tablero/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../lib/secret-box.js';
import { recordAudit } from '../modules/audit/audit.repo.js';
import { channelMenuOf } from '../modules/menu-sync/catalogue.repo.js';
import { channelTargetOf } from '../modules/menu-sync/channel-target.js';
import { channelAdapters } from '../modules/menu-sync/channels/index.js';
import { withStockOfStore } from '../modules/menu-sync/menu-stock.js';
import { findStore } from '../modules/menu-sync/menu-sync.repo.js';
import { findVersion, insertVersion } from '../modules/menu-sync/menu-versions.repo.js';
import { publishRequestedMenus } from '../modules/stock/stock-sync.js';
import { type CoreJobHandler, JobFailure, type JobQueue, storeChannelOf } from './core-jobs.js';

export interface DeployMenuParams {
  /** Set for a rollback: the earlier version whose menu is sent again. */
  version_id?: number;
}

/**
 * Deploys a store's menu to a channel: builds the channel's document (from the menu as it is now,
 * or from an earlier version's menu for a rollback), publishes it with the job id as idempotency
 * key (a retried attempt cannot publish twice), and keeps what the channel accepted as the newest
 * version, audited, in the same transaction that completes the job. Items the store is out of go
 * suspended (or left out, per channel). Stock changes that came while it ran are published next.
 */
export function deployMenuJob(
  db: Database,
  box: SecretBox,
  config: AppConfig,
  queue?: JobQueue,
): CoreJobHandler {
  return async ({ tenant, job, progress, complete }) => {
    const { storeId, channel } = storeChannelOf(job);
    const params = job.params as DeployMenuParams;
    const adapter = channelAdapters[channel];
    const prepared = await db.withTenant(tenant.id, async (tx) => {
      const store = await findStore(tx, tenant.id, storeId);
      if (!store) throw new JobFailure('store_not_found', errorMessages.notFound);
      const target = await channelTargetOf(tx, tenant.id, store, channel, box, config);
      if (!target)
        throw new JobFailure('channel_not_configured', menuSyncMessages.channelNotConfigured(channel));
      let menu: ChannelMenu;
      if (params.version_id !== undefined) {
        const version = await findVersion(tx, tenant.id, store.id, channel, params.version_id);
        if (!version) throw new JobFailure('version_not_found', menuSyncMessages.unknownVersion);
        menu = version.menu as ChannelMenu;
      } else if (store.menuId === null)
        throw new JobFailure('store_without_menu', menuSyncMessages.storeWithoutMenu);
      else menu = await channelMenuOf(tx, tenant.id, store.menuId);
      return { target, menu: await withStockOfStore(tx, tenant.id, store.id, menu, tenant.timeZone) };
    });
    await progress(25);
    const built = adapter.documentSchema.safeParse(adapter.buildDocument(prepared.menu, prepared.target));
    if (!built.success)
      throw new JobFailure(
        'invalid_document',
        menuSyncMessages.invalidDocument(channel, built.error.issues[0]?.path ?? []),
      );
    const document = built.data;
    await progress(40);
    await adapter.publish(document, prepared.target, job.id);
    await progress(90);
    await complete(async (tx) => {
      const snapshot = snapshotOf(prepared.menu);
      const version = await insertVersion(tx, {
        tenantId: tenant.id,
        storeId,
        channel,
        jobId: job.id,
        document,
        menu: prepared.menu,
        snapshot,
        rollbackOf: params.version_id ?? null,
        createdBy: job.createdBy,
      });
      await recordAudit(
        tx,
        { tenantId: tenant.id, actorId: job.createdBy, requestId: null },
        {
          entity: 'menu_version',
          entityId: version.id,
          action: params.version_id === undefined ? 'deploy' : 'rollback',
          after: {
            store_id: job.storeId,
            channel,
            job_id: job.id,
            products_count: version.productsCount,
            modifiers_count: version.modifiersCount,
            rollback_of: version.rollbackOf,
          },
        },
      );
      return {
        version_id: version.id,
        products_count: version.productsCount,
        modifiers_count: version.modifiersCount,
      };
    });
    await publishRequestedMenus(db, queue, tenant.id);
  };
}
