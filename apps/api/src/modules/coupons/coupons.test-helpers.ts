import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Client, TestContext } from '../../../test/harness.js';
import { coupons } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

export const COUPONS = '/api/admin/v1/coupons';

export type CouponJson = Record<string, unknown> & {
  id: number;
  code: string;
  kind: string;
  discount: number;
  enabled: boolean;
  used_count: number;
  store_ids: number[];
  couponables: { couponable_type: string; couponable_id: number }[];
};

export const uniqueCode = (prefix = 'CUPON') => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

/** A whole percentage coupon as the form sends it, with changes. */
export function couponBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: uniqueCode(),
    kind: 'percentage',
    discount: 15,
    max_discount: 500000,
    minimum_to_redeem: 1000000,
    quantity: 500,
    quantity_by_users: 1,
    start_date: '2026-12-01',
    expiry_date: '2026-12-31',
    start_time: '09:00',
    expiry_time: '22:30',
    dispatch_method: 'both',
    platform: ['web', 'app'],
    delivery: false,
    apply_modifier: true,
    override_minimum_price: false,
    couponables: [],
    store_ids: [],
    payment_methods: [],
    enabled: true,
    automatic: false,
    availability: ['friday', 'saturday', 'sunday'],
    aloha_id: 'AL-CUP-1',
    fbd_id: null,
    special_condition: null,
    ...change,
  };
}

/** Redeemable any day, at any hour, by anyone, from any amount, since 2020, with no end. */
export const alwaysValidCoupon = {
  start_date: '2020-01-01',
  expiry_date: null,
  start_time: '00:00',
  expiry_time: '23:59',
  availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  minimum_to_redeem: 0,
  quantity_by_users: null,
};

export async function createCoupon(client: Client, change: Record<string, unknown> = {}) {
  const response = await client.post(COUPONS, couponBody(change));
  if (response.statusCode !== 201) throw new Error(`coupon not created: ${response.body}`);
  return response.json() as CouponJson;
}

/** What only orders will do through the API: count a use of the coupon. */
export async function markCouponUsed(ctx: TestContext, tenant: TenantRecord, id: number, times = 1) {
  await ctx.db.withTenant(tenant.id, (tx) =>
    tx
      .update(coupons)
      .set({ usedCount: times })
      .where(and(ofTenant(coupons.tenantId, tenant.id), eq(coupons.id, id))),
  );
}
