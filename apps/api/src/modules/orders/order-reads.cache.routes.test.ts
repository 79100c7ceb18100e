import { orderRefusals } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
} from '../../../test/harness.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function catalogueVersion(): Promise<number> {
  const { rows } = await ctx.db.executeOwnerSql(
    'select version from tenant_catalogue_versions where tenant_id = $1',
    [ctx.alpha.id],
  );
  return Number((rows[0] as { version: string | number } | undefined)?.version ?? 0);
}

const bacon = () => ({ modifier_id: shop.extras.id, option_id: shop.extras.bacon });
const rare = () => ({ modifier_id: shop.doneness.id, option_id: shop.doneness.rare });

async function subtotalOf(items: Record<string, unknown>[]) {
  const placed = await placeOrder(ctx, ctx.alpha, orderBody(shop, { items }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().amounts.subtotal as number;
}

describe('what the order call remembers of a tenant', () => {
  it('is read again after any change to it, by this process or written straight to the database', async () => {
    const burger = [{ product_id: shop.burger, quantity: 1, options: [rare(), bacon()] }];
    expect(await subtotalOf(burger)).toBe(699000 + 90000);
    // Orders are not part of it: placing them leaves the version alone, so it is not read again.
    const version = await catalogueVersion();
    expect(await subtotalOf(burger)).toBe(699000 + 90000);
    expect(await catalogueVersion()).toBe(version);

    // Another process's change, as the database sees it: a new price, then a new option price.
    await ctx.db.executeOwnerSql(
      'update prices set price = 720000 where tenant_id = $1 and product_id = $2',
      [ctx.alpha.id, shop.burger],
    );
    expect(await catalogueVersion()).toBe(version + 1);
    expect(await subtotalOf(burger)).toBe(720000 + 90000);
    await ctx.db.executeOwnerSql(
      'update modifier_children set price = 120000 where tenant_id = $1 and child_modifier_id = $2',
      [ctx.alpha.id, shop.extras.bacon],
    );
    expect(await subtotalOf(burger)).toBe(720000 + 120000);

    // The store, switched off through the console: refused from the next order on.
    const off = await admin.patch(`/api/admin/v1/stores/${shop.store.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expectValidationError(await placeOrder(ctx, ctx.alpha, orderBody(shop)), [
      { field: 'store_id', message: orderRefusals.storeUnknown },
    ]);
  });
});
