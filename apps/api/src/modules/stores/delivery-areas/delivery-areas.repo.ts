import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { stores } from '../../../db/schema/index.js';
import { ofTenant } from '../../../db/tenant-filter.js';

/** The name of the last zone file imported; read-only to store bodies, so written apart from them. */
export async function setDeliveryZoneFile(tx: Tx, tenantId: number, storeId: number, fileName: string) {
  await tx
    .update(stores)
    .set({ deliveryZoneFile: fileName })
    .where(and(ofTenant(stores.tenantId, tenantId), eq(stores.id, storeId)));
}
