import type { ChannelMenu, MenuSnapshot } from '@tablero/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  adminUsers,
  channelExternalIds,
  coreJobs,
  menuVersions,
  storeCredentials,
  stores,
  tenants,
} from '../../db/schema/index.js';

export type CoreJobRecord = typeof coreJobs.$inferSelect;
export type MenuVersionRecord = typeof menuVersions.$inferSelect;

export function findTenant(db: Db, id: number) {
  return db
    .select()
    .from(tenants)
    .where(eq(tenants.id, id))
    .then((rows) => rows[0]);
}

/** A store the user may see (`storeIds` undefined: every store of the tenant). */
export async function findStore(tx: Tx, tenantId: number, id: number, storeIds?: number[]) {
  const [row] = await tx
    .select({
      id: stores.id,
      name: stores.name,
      menuId: stores.menuId,
      uberEatsId: stores.uberEatsId,
      rappiId: stores.rappiId,
    })
    .from(stores)
    .where(
      and(
        eq(stores.tenantId, tenantId),
        eq(stores.id, id),
        storeIds ? inArray(stores.id, storeIds) : undefined,
      ),
    );
  return row;
}

export async function findCredentials(tx: Tx, tenantId: number, storeId: number, provider: string) {
  const [row] = await tx
    .select()
    .from(storeCredentials)
    .where(
      and(
        eq(storeCredentials.tenantId, tenantId),
        eq(storeCredentials.storeId, storeId),
        eq(storeCredentials.provider, provider),
      ),
    );
  return row;
}

// --- jobs ---------------------------------------------------------------------------------------

export async function findUnfinishedJob(
  tx: Tx,
  tenantId: number,
  key: { storeId: number; channel: string; kind: string },
): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .select()
    .from(coreJobs)
    .where(
      and(
        eq(coreJobs.tenantId, tenantId),
        eq(coreJobs.storeId, key.storeId),
        eq(coreJobs.channel, key.channel),
        eq(coreJobs.kind, key.kind),
        inArray(coreJobs.status, ['queued', 'running']),
      ),
    );
  return row;
}

/** The new job, or undefined when an unfinished one for the same store, channel and kind exists. */
export async function insertJob(
  tx: Tx,
  values: Pick<
    typeof coreJobs.$inferInsert,
    'tenantId' | 'id' | 'kind' | 'storeId' | 'channel' | 'params' | 'createdBy'
  >,
): Promise<CoreJobRecord | undefined> {
  const [row] = await tx.insert(coreJobs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findJob(tx: Tx, tenantId: number, id: string): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .select()
    .from(coreJobs)
    .where(and(eq(coreJobs.tenantId, tenantId), eq(coreJobs.id, id)));
  return row;
}

/** Claims the job for one more attempt; undefined when it is already finished (or unknown). */
export async function startAttempt(tx: Tx, tenantId: number, id: string): Promise<CoreJobRecord | undefined> {
  const [row] = await tx
    .update(coreJobs)
    .set({ status: 'running', attempt: sql`${coreJobs.attempt} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(coreJobs.tenantId, tenantId),
        eq(coreJobs.id, id),
        inArray(coreJobs.status, ['queued', 'running']),
      ),
    )
    .returning();
  return row;
}

const currentAttempt = (tenantId: number, id: string, attempt: number) =>
  and(
    eq(coreJobs.tenantId, tenantId),
    eq(coreJobs.id, id),
    eq(coreJobs.attempt, attempt),
    eq(coreJobs.status, 'running'),
  );

/** False when another attempt has taken the job over (this one must stop). */
export async function setProgress(tx: Tx, tenantId: number, id: string, attempt: number, progress: number) {
  const rows = await tx
    .update(coreJobs)
    .set({ progress, updatedAt: new Date() })
    .where(currentAttempt(tenantId, id, attempt))
    .returning({ id: coreJobs.id });
  return rows.length > 0;
}

/** False when another attempt has taken the job over (its work must be rolled back). */
export async function finishJob(
  tx: Tx,
  tenantId: number,
  id: string,
  attempt: number,
  outcome:
    | { status: 'completed'; result: Record<string, unknown> }
    | { status: 'failed'; error: { code: string; message: string } },
) {
  const now = new Date();
  const rows = await tx
    .update(coreJobs)
    .set({
      ...outcome,
      ...(outcome.status === 'completed' ? { progress: 100 } : {}),
      updatedAt: now,
      finishedAt: now,
    })
    .where(currentAttempt(tenantId, id, attempt))
    .returning({ id: coreJobs.id });
  return rows.length > 0;
}

// --- versions -----------------------------------------------------------------------------------

export async function lastVersion(tx: Tx, tenantId: number, storeId: number, channel: string) {
  const [row] = await tx
    .select()
    .from(menuVersions)
    .where(
      and(
        eq(menuVersions.tenantId, tenantId),
        eq(menuVersions.storeId, storeId),
        eq(menuVersions.channel, channel),
      ),
    )
    .orderBy(desc(menuVersions.id))
    .limit(1);
  return row;
}

export async function findVersion(tx: Tx, tenantId: number, storeId: number, channel: string, id: number) {
  const [row] = await tx
    .select()
    .from(menuVersions)
    .where(
      and(
        eq(menuVersions.tenantId, tenantId),
        eq(menuVersions.storeId, storeId),
        eq(menuVersions.channel, channel),
        eq(menuVersions.id, id),
      ),
    );
  return row;
}

export async function insertVersion(
  tx: Tx,
  values: {
    tenantId: number;
    storeId: number;
    channel: string;
    jobId: string;
    document: unknown;
    menu: ChannelMenu;
    snapshot: MenuSnapshot;
    rollbackOf: number | null;
    createdBy: number | null;
  },
): Promise<MenuVersionRecord> {
  const [row] = await tx
    .insert(menuVersions)
    .values({
      ...values,
      productsCount: values.snapshot.products.length,
      modifiersCount: values.snapshot.modifiers.length,
    })
    .returning();
  if (!row) throw new Error('menu version not saved');
  return row;
}

/** A page of a store's versions for a channel, newest first, with who deployed each. */
export async function listVersions(
  tx: Tx,
  tenantId: number,
  storeId: number,
  channel: string,
  page: number,
  limit: number,
) {
  const where = and(
    eq(menuVersions.tenantId, tenantId),
    eq(menuVersions.storeId, storeId),
    eq(menuVersions.channel, channel),
  );
  const rows = await tx
    .select({
      id: menuVersions.id,
      channel: menuVersions.channel,
      createdAt: menuVersions.createdAt,
      createdById: adminUsers.id,
      createdByName: adminUsers.name,
      productsCount: menuVersions.productsCount,
      modifiersCount: menuVersions.modifiersCount,
      rollbackOf: menuVersions.rollbackOf,
    })
    .from(menuVersions)
    .leftJoin(
      adminUsers,
      and(eq(adminUsers.tenantId, menuVersions.tenantId), eq(adminUsers.id, menuVersions.createdBy)),
    )
    .where(where)
    .orderBy(desc(menuVersions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(menuVersions).where(where);
  return { rows, total: count?.n ?? 0 };
}

// --- channel ids --------------------------------------------------------------------------------

export async function localIdsOf(
  tx: Tx,
  tenantId: number,
  channel: string,
  entity: 'product' | 'modifier',
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ externalId: channelExternalIds.externalId, localId: channelExternalIds.localId })
    .from(channelExternalIds)
    .where(
      and(
        eq(channelExternalIds.tenantId, tenantId),
        eq(channelExternalIds.channel, channel),
        eq(channelExternalIds.entity, entity),
      ),
    );
  return new Map(rows.map((r) => [r.externalId, r.localId]));
}

export async function saveLocalId(
  tx: Tx,
  values: {
    tenantId: number;
    channel: string;
    entity: 'product' | 'modifier';
    externalId: string;
    localId: number;
  },
) {
  await tx
    .insert(channelExternalIds)
    .values(values)
    .onConflictDoUpdate({
      target: [
        channelExternalIds.tenantId,
        channelExternalIds.channel,
        channelExternalIds.entity,
        channelExternalIds.externalId,
      ],
      set: { localId: values.localId },
    });
}
