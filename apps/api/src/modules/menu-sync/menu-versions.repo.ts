import type { ChannelMenu, MenuSnapshot } from '@tablero/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { adminUsers, menuVersions } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type MenuVersionRecord = typeof menuVersions.$inferSelect;

export async function lastVersion(tx: Tx, tenantId: number, storeId: number, channel: string) {
  const [row] = await tx
    .select()
    .from(menuVersions)
    .where(
      and(
        ofTenant(menuVersions.tenantId, tenantId),
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
        ofTenant(menuVersions.tenantId, tenantId),
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
    ofTenant(menuVersions.tenantId, tenantId),
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
