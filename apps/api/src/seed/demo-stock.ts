import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { modifiers } from '../db/schema/index.js';
import { ofTenant } from '../db/tenant-filter.js';
import { putStockOut } from '../modules/stock/stock.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

/**
 * What a kitchen ran out of, as a merchant finds it on their first look at the board: avocado in
 * the first store and the lemonade in the second, both until someone turns them back.
 */
export async function insertDemoStockOuts(
  tx: Tx,
  tenant: TenantRecord,
  storeIds: number[],
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  const [first, second] = storeIds;
  const [avocado] = await tx
    .select({ id: modifiers.id })
    .from(modifiers)
    .where(and(ofTenant(modifiers.tenantId, tenant.id), eq(modifiers.name, 'Palta')));
  const lemonade = productIds.get('Limonada menta jengibre');
  const out = { tenantId: tenant.id, mode: 'manual', until: null, createdBy: null };
  if (first !== undefined && avocado)
    await putStockOut(tx, { ...out, storeId: first, item: { optionId: avocado.id } });
  if (second !== undefined && lemonade !== undefined)
    await putStockOut(tx, { ...out, storeId: second, item: { productId: lemonade } });
}
