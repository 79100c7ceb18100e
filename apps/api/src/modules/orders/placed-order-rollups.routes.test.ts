import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { alwaysValidCoupon, createCoupon } from '../coupons/coupons.test-helpers.js';
import {
  deliveryBody,
  type OrderingStore,
  orderBody,
  orderingStore,
  placeOrder,
} from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

/** Every rollup table an order placed today feeds. */
const ROLLUPS = [
  'order_counts',
  'order_sales_days',
  'order_sales_hours',
  'order_sales_tenant_days',
  'order_sales_tenant_hours',
  'coupon_sales_days',
  'delivery_sales_days',
  'product_sales_days',
  'product_sales_tenant_days',
  'customer_first_sales',
  'new_customer_days',
  'customer_sales',
];

/** The tenant's rows of every rollup, each as JSON text, sorted. */
async function rollupsOf(tenantId: number): Promise<Record<string, string[]>> {
  const rollups: Record<string, string[]> = {};
  for (const table of ROLLUPS) {
    const { rows } = await ctx.db.executeOwnerSql(
      `select to_jsonb(r) - 'id' as row from ${table} r where tenant_id = $1`,
      [tenantId],
    );
    rollups[table] = rows.map((r) => JSON.stringify((r as { row: unknown }).row)).sort();
  }
  return rollups;
}

describe('an order placed through the storefront', () => {
  it('is counted in every rollup as counting all orders again would count it', async () => {
    const coupon = await createCoupon(admin, { ...alwaysValidCoupon, discount: 10, max_discount: null });
    const bacon = { modifier_id: shop.extras.id, option_id: shop.extras.bacon };
    const rare = { modifier_id: shop.doneness.id, option_id: shop.doneness.rare };
    const regular = { name: 'Tomás Fuentes', email: 'tomas.fuentes@example.cl', phone: '+56987654321' };
    const bodies = [
      orderBody(shop),
      orderBody(shop, { customer: regular, coupon_code: coupon.code }),
      orderBody(shop, {
        customer: regular,
        platform: 'app',
        items: [
          { product_id: shop.burger, quantity: 2, options: [rare, bacon] },
          { product_id: shop.fries, quantity: 3 },
        ],
      }),
      deliveryBody(shop, { customer: regular, tip: 50000 }),
      // Paid online: not a sale until the payment completes.
      deliveryBody(shop, { payment_method: 'online' }),
    ];
    for (const body of bodies) {
      const placed = await placeOrder(ctx, ctx.alpha, body);
      expect(placed.statusCode, placed.body).toBe(201);
    }

    const kept = await rollupsOf(ctx.alpha.id);
    expect(kept.order_counts).toHaveLength(1);
    expect(kept.customer_sales).toHaveLength(2);
    expect(kept.coupon_sales_days).toHaveLength(1);
    expect(kept.delivery_sales_days?.length).toBeGreaterThan(0);
    expect(kept.product_sales_days).toHaveLength(2);
    const id = ctx.alpha.id;
    await ctx.db.executeOwnerSql(
      `select tablero_rebuild_order_counts(${id}), tablero_rebuild_product_sales(${id}),
              tablero_rebuild_order_sales(${id}), tablero_rebuild_first_sales(${id}),
              tablero_rebuild_customer_sales(${id})`,
    );
    expect(await rollupsOf(id)).toEqual(kept);
  });
});
