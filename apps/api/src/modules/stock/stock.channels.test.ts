import type { MenuChannel } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeChannel } from '../../../test/fakes/fake-channel.js';
import { startRappiFake } from '../../../test/fakes/rappi.fake.js';
import { startUberEatsFake } from '../../../test/fakes/uber-eats.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { pgBossJobQueue } from '../../jobs/core-jobs.js';
import type { RappiMenuDocument } from '../menu-sync/channels/rappi.js';
import type { UberEatsMenuDocument } from '../menu-sync/channels/uber-eats.js';
import {
  channelsAt,
  configureChannel,
  fastJobs,
  STORES,
  storeWithMenu,
} from '../menu-sync/menu-sync.test-helpers.js';
import { markOut, stockOutsOf } from './stock.test-helpers.js';
import { returnStockOuts } from './stock-sync.js';

let ctx: TestContext;
let admin: Client;
let storeId: number;
let menu: Awaited<ReturnType<typeof storeWithMenu>>;
const fakes = {} as Record<Extract<MenuChannel, 'uber_eats' | 'rappi'>, FakeChannel>;

beforeAll(async () => {
  [fakes.uber_eats, fakes.rappi] = await Promise.all([startUberEatsFake(), startRappiFake()]);
  ctx = await startTestApp({ ...channelsAt(fakes), jobTimings: fastJobs(30) }, undefined, 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  storeId = (await admin.get(STORES)).json().data[0].id;
  menu = await storeWithMenu(admin, storeId);
  await configureChannel(admin, storeId, 'uber_eats');
  await configureChannel(admin, storeId, 'rappi');
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

const uberMenu = () => fakes.uber_eats.state.menus.get(String(storeId)) as UberEatsMenuDocument | undefined;
const rappiMenu = () => fakes.rappi.state.menus.get(String(storeId)) as RappiMenuDocument | undefined;

/** Waits (at most 20 s) until both channels hold a menu that passes `check`. */
async function channelsShow(check: (uber: UberEatsMenuDocument, rappi: RappiMenuDocument) => boolean) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [uber, rappi] = [uberMenu(), rappiMenu()];
    if (uber && rappi && check(uber, rappi)) return { uber, rappi };
    if (Date.now() > until) throw new Error(`channels never showed it: ${JSON.stringify({ uber, rappi })}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const suspendedUntil = (uber: UberEatsMenuDocument, key: string) =>
  uber.items.find((i) => i.id === key)?.suspension_info?.suspension.suspend_until;
const rappiSkus = (rappi: RappiMenuDocument) =>
  rappi.items.flatMap((i) => [i.sku, ...i.children.map((c) => c.sku)]);

describe('out of stock on the delivery channels', () => {
  it('a stock-out reaches Uber Eats as a suspension and Rappi as an absence, and its end too', async () => {
    const burger = `product:${menu.burger.id}`;
    const mayo = `modifier:${menu.mayo.id}`;
    const out = await markOut(admin, storeId, { item_type: 'product', item_id: menu.burger.id }, 'two_hours');
    const seconds = Math.ceil(Date.parse(out.until ?? '') / 1000);
    await channelsShow(
      (uber, rappi) => suspendedUntil(uber, burger) === seconds && !rappiSkus(rappi).includes(burger),
    );
    expect(rappiSkus(rappiMenu() as RappiMenuDocument)).toContain(`product:${menu.fries.id}`);

    await markOut(admin, storeId, { item_type: 'option', item_id: menu.mayo.id });
    expect((await admin.delete(`${stockOutsOf(storeId)}/product/${menu.burger.id}`)).statusCode).toBe(200);
    const { uber, rappi } = await channelsShow(
      (u, r) => suspendedUntil(u, burger) === undefined && rappiSkus(r).includes(burger),
    );
    // Until turned back: Uber is told the far future; Rappi sells the burger with ketchup only.
    expect(suspendedUntil(uber, mayo)).toBe(4_102_444_800);
    expect(rappiSkus(rappi)).not.toContain(mayo);
    expect(rappiSkus(rappi)).toContain(`modifier:${menu.ketchup.id}`);
  });

  it('what comes back by itself is published again by the minute job', async () => {
    const ketchup = `modifier:${menu.ketchup.id}`;
    await markOut(admin, storeId, { item_type: 'option', item_id: menu.ketchup.id }, 'two_hours');
    await channelsShow(
      (uber, rappi) => suspendedUntil(uber, ketchup) !== undefined && !rappiSkus(rappi).includes(ketchup),
    );
    await ctx.db.executeOwnerSql(
      `update stock_outs set until = now() - interval '1 second' where tenant_id = $1 and option_id = $2`,
      [ctx.alpha.id, menu.ketchup.id],
    );
    await returnStockOuts(ctx.db, pgBossJobQueue(ctx.queue as NonNullable<typeof ctx.queue>));
    await channelsShow(
      (uber, rappi) => suspendedUntil(uber, ketchup) === undefined && rappiSkus(rappi).includes(ketchup),
    );
  });
});
