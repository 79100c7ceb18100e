import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { channelExternalIds, stores, tenants } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

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
        ofTenant(stores.tenantId, tenantId),
        eq(stores.id, id),
        storeIds ? inArray(stores.id, storeIds) : undefined,
      ),
    );
  return row;
}

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
        ofTenant(channelExternalIds.tenantId, tenantId),
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
