import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { couponCouponables, couponStores, coupons } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * New single-use coupons copied from the template, one per code, marked with the generating job:
 * the template's terms, stores and products, `quantity` and `quantity_by_users` 1, never automatic.
 * A code someone already holds is skipped (the database's unique code index decides); the ids of
 * those made come back. None at all while codes were given means the template is gone.
 */
export async function insertGeneratedCoupons(
  tx: Tx,
  tenantId: number,
  couponId: number,
  batchId: string,
  codes: readonly string[],
): Promise<number[]> {
  const made = await tx.execute(sql`
    insert into ${coupons} (tenant_id, code, kind, discount, max_discount, minimum_to_redeem, quantity,
      quantity_by_users, start_date, expiry_date, start_time, expiry_time, dispatch_method, platform, delivery,
      apply_modifier, override_minimum_price, payment_methods, enabled, automatic, availability, aloha_id,
      fbd_id, special_condition, batch_id)
    select ${coupons.tenantId}, generated.code, ${coupons.kind}, ${coupons.discount}, ${coupons.maxDiscount},
      ${coupons.minimumToRedeem}, 1, 1, ${coupons.startDate}, ${coupons.expiryDate}, ${coupons.startTime},
      ${coupons.expiryTime}, ${coupons.dispatchMethod}, ${coupons.platform}, ${coupons.delivery},
      ${coupons.applyModifier}, ${coupons.overrideMinimumPrice}, ${coupons.paymentMethods}, ${coupons.enabled},
      false, ${coupons.availability}, ${coupons.alohaId}, ${coupons.fbdId}, ${coupons.specialCondition},
      ${batchId}::uuid
    from ${coupons} cross join jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as generated(code)
    where ${ofTenant(coupons.tenantId, tenantId)} and ${coupons.id} = ${couponId}
    on conflict do nothing
    returning id`);
  const ids = (made as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return ids;
  await tx.execute(sql`
    insert into ${couponStores} (tenant_id, coupon_id, store_id)
    select ${couponStores.tenantId}, made.id, ${couponStores.storeId}
    from ${couponStores} cross join unnest(${intArray(ids)}::int[]) as made(id)
    where ${ofTenant(couponStores.tenantId, tenantId)} and ${couponStores.couponId} = ${couponId}`);
  await tx.execute(sql`
    insert into ${couponCouponables} (tenant_id, coupon_id, position, product_id, price_group_id)
    select ${couponCouponables.tenantId}, made.id, ${couponCouponables.position}, ${couponCouponables.productId},
      ${couponCouponables.priceGroupId}
    from ${couponCouponables} cross join unnest(${intArray(ids)}::int[]) as made(id)
    where ${ofTenant(couponCouponables.tenantId, tenantId)} and ${couponCouponables.couponId} = ${couponId}`);
  return ids;
}

/** Removes what an earlier attempt of the job made (their stores and products go with them). */
export async function deleteBatch(tx: Tx, tenantId: number, batchId: string): Promise<void> {
  await tx.delete(coupons).where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.batchId, batchId)));
}

export async function countBatch(tx: Tx, tenantId: number, batchId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.batchId, batchId)));
  return row?.n ?? 0;
}

/** The codes a job made, in the order it made them. */
export async function codesOfBatch(tx: Tx, tenantId: number, batchId: string): Promise<string[]> {
  const rows = await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(ofTenant(coupons.tenantId, tenantId), eq(coupons.batchId, batchId)))
    .orderBy(asc(coupons.id));
  return rows.map((row) => row.code);
}
