import {
  buildPageMeta,
  type DeployMenuBody,
  type DryRunAnswer,
  diffMenus,
  type MenuChannel,
  type MenuSnapshot,
  type MenuVersionRow,
  menuSyncMessages,
  snapshotOf,
  zonedIso,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/core-jobs.js';
import { forbidden, invalidField, notFound } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import { findCredentials } from '../integrations/auth-credentials.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { channelMenuOf } from './catalogue.repo.js';
import { enqueueMenuJob, type MenuJobKey } from './menu-jobs.js';
import * as repo from './menu-sync.repo.js';
import * as versionsRepo from './menu-versions.repo.js';

/** The store, checked as every sync request needs it: visible to the user, with a menu and credentials. */
async function syncableStore(tx: Tx, tenantId: number, actor: Actor, storeId: number, channel: MenuChannel) {
  const store = await repo.findStore(tx, tenantId, storeId, actor.storeIds);
  if (!store) throw notFound();
  if (store.menuId === null) throw invalidField('id', menuSyncMessages.storeWithoutMenu);
  const credentials = await findCredentials(tx, tenantId, store.id, channel);
  if (!credentials?.configured) throw invalidField('channel', menuSyncMessages.channelNotConfigured(channel));
  return { ...store, menuId: store.menuId };
}

/**
 * Menu sync requests (spec part 1 §7 `deploy_menu`, `fetch_menu`): checks, dry-run diffs, the
 * versions list and job polling. The work itself runs in jobs (apps/api/src/jobs).
 */
export function menuSyncService(db: Database, queue: JobQueue | undefined) {
  const enqueue = (tenantId: number, actor: Actor, key: MenuJobKey, params: Record<string, unknown>) =>
    enqueueMenuJob(db, queue, tenantId, actor.id, key, params);

  return {
    async deploy(
      tenant: TenantRecord,
      actor: Actor,
      storeId: number,
      body: DeployMenuBody,
    ): Promise<{ dryRun: DryRunAnswer } | { jobId: string }> {
      const checked = await db.withTenant(tenant.id, async (tx) => {
        const store = await syncableStore(tx, tenant.id, actor, storeId, body.channel);
        const version =
          body.version_id === undefined
            ? undefined
            : await versionsRepo.findVersion(tx, tenant.id, store.id, body.channel, body.version_id);
        if (body.version_id !== undefined && !version)
          throw invalidField('version_id', menuSyncMessages.unknownVersion);
        if (!body.dry_run) return { store, dryRun: undefined };
        const base = await versionsRepo.lastVersion(tx, tenant.id, store.id, body.channel);
        const target: MenuSnapshot = version
          ? (version.snapshot as MenuSnapshot)
          : snapshotOf(await channelMenuOf(tx, tenant.id, store.menuId));
        const dryRun: DryRunAnswer = {
          channel: body.channel,
          store_id: store.id,
          base_version: base ? { id: base.id, created_at: zonedIso(base.createdAt, tenant.timeZone) } : null,
          diff: diffMenus(base ? (base.snapshot as MenuSnapshot) : null, target),
        };
        return { store, dryRun };
      });
      if (checked.dryRun) return { dryRun: checked.dryRun };
      const params = body.version_id === undefined ? {} : { version_id: body.version_id };
      const key = { storeId: checked.store.id, channel: body.channel, kind: 'deploy_menu' as const };
      return { jobId: await enqueue(tenant.id, actor, key, params) };
    },

    /** An import creates products and modifiers: the user must be allowed to, not only to edit menus. */
    async fetch(tenant: TenantRecord, actor: Actor, storeId: number, channel: MenuChannel): Promise<string> {
      for (const policy of ['products', 'modifiers'] as const)
        if (!actor.can(policy, 'create')) throw forbidden(policy, 'create');
      const store = await db.withTenant(tenant.id, (tx) =>
        syncableStore(tx, tenant.id, actor, storeId, channel),
      );
      return enqueue(tenant.id, actor, { storeId: store.id, channel, kind: 'fetch_menu' }, {});
    },

    versions(
      tenant: TenantRecord,
      actor: Actor,
      storeId: number,
      query: { channel: MenuChannel; page: number; limit: number },
    ) {
      return db.withTenant(tenant.id, async (tx) => {
        const store = await repo.findStore(tx, tenant.id, storeId, actor.storeIds);
        if (!store) throw notFound();
        const { rows, total } = await versionsRepo.listVersions(
          tx,
          tenant.id,
          store.id,
          query.channel,
          query.page,
          query.limit,
        );
        const data: MenuVersionRow[] = rows.map((r) => ({
          id: r.id,
          channel: r.channel as MenuChannel,
          created_at: zonedIso(r.createdAt, tenant.timeZone),
          created_by: r.createdById === null ? null : { id: r.createdById, name: r.createdByName ?? '' },
          products_count: r.productsCount,
          modifiers_count: r.modifiersCount,
          rollback_of: r.rollbackOf,
        }));
        return { data, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },
  };
}

export type MenuSyncService = ReturnType<typeof menuSyncService>;
