import { errorMessages, menuSyncMessages } from '@tablero/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../lib/secret-box.js';
import { recordAudit } from '../modules/audit/audit.repo.js';
import { channelTargetOf } from '../modules/menu-sync/channel-target.js';
import { channelAdapters } from '../modules/menu-sync/channels/index.js';
import { type CatalogueWriters, importChannelMenu } from '../modules/menu-sync/menu-import.js';
import { findStore } from '../modules/menu-sync/menu-sync.repo.js';
import { type CoreJobHandler, JobFailure, storeChannelOf } from './core-jobs.js';

/**
 * Imports a channel's menu for a store (`fetch_menu`): fetches the channel's document, reads it
 * back to our channel-neutral menu and saves it through the catalogue services (menu-import.ts).
 * Every write matches by the channel's ids, so a retried attempt finishes the import instead of
 * repeating it.
 */
export function fetchMenuJob(
  db: Database,
  box: SecretBox,
  config: AppConfig,
  writers: CatalogueWriters,
): CoreJobHandler {
  return async ({ tenant, job, progress, complete }) => {
    const { storeId, channel } = storeChannelOf(job);
    const adapter = channelAdapters[channel];
    const { store, target } = await db.withTenant(tenant.id, async (tx) => {
      const store = await findStore(tx, tenant.id, storeId);
      if (!store) throw new JobFailure('store_not_found', errorMessages.notFound);
      const target = await channelTargetOf(tx, tenant.id, store, channel, box, config);
      if (!target)
        throw new JobFailure('channel_not_configured', menuSyncMessages.channelNotConfigured(channel));
      return { store, target };
    });
    if (store.menuId === null) throw new JobFailure('store_without_menu', menuSyncMessages.storeWithoutMenu);
    await progress(10);
    const document = await adapter.fetch(target);
    if (!document) throw new JobFailure('channel_menu_empty', menuSyncMessages.channelEmptyMenu(channel));
    const menu = adapter.toMenu(document);
    await progress(30);
    const ctx = { tenantId: tenant.id, actorId: job.createdBy, requestId: null };
    const result = await importChannelMenu(
      db,
      writers,
      ctx,
      tenant,
      channel,
      store.menuId,
      menu,
      (fraction) => progress(30 + fraction * 65),
    );
    await complete(async (tx) => {
      await recordAudit(tx, ctx, {
        entity: 'menu_import',
        entityId: job.id,
        action: 'import',
        after: { store_id: store.id, channel, ...result },
      });
      return result;
    });
  };
}
