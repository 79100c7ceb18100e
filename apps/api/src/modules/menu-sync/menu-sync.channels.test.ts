import type { ChannelMenu, MenuChannel } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIDI_FOOD_CREDENTIALS, startDidiFoodFake } from '../../../test/fakes/didi-food.fake.js';
import type { FakeChannel } from '../../../test/fakes/fake-channel.js';
import { startRappiFake } from '../../../test/fakes/rappi.fake.js';
import { startUberEatsFake } from '../../../test/fakes/uber-eats.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import type { ChannelTarget } from './channels/channel-adapter.js';
import { channelAdapters } from './channels/index.js';
import {
  channelsAt,
  configureChannel,
  credentialsFor,
  deploy,
  fastJobs,
  jobOutcome,
  STORES,
  storeWithMenu,
} from './menu-sync.test-helpers.js';

const channels: MenuChannel[] = ['uber_eats', 'rappi', 'didi_food'];
let ctx: TestContext;
let admin: Client;
let storeId: number;
let fixture: Awaited<ReturnType<typeof storeWithMenu>>;
const fakes = {} as Record<MenuChannel, FakeChannel>;

beforeAll(async () => {
  [fakes.uber_eats, fakes.rappi, fakes.didi_food] = await Promise.all([
    startUberEatsFake(),
    startRappiFake(),
    startDidiFoodFake(),
  ]);
  ctx = await startTestApp({ ...channelsAt(fakes), jobTimings: fastJobs(30) }, undefined, 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  storeId = (await admin.get(STORES)).json().data[0].id;
  fixture = await storeWithMenu(admin, storeId);
  for (const channel of channels) await configureChannel(admin, storeId, channel);
});
afterAll(async () => {
  await ctx?.close();
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

/** The channel's id for the store in these tests (no Uber Eats / Rappi id set: ours). */
const channelStoreId = (channel: MenuChannel) =>
  channel === 'didi_food' ? DIDI_FOOD_CREDENTIALS.app_shop_id : String(storeId);

/** The menu the channel has, read back to our neutral form. */
const menuAt = (channel: MenuChannel) => {
  const document = fakes[channel].state.menus.get(channelStoreId(channel));
  return channelAdapters[channel].toMenu(document);
};

/** A menu as the channel itself built it, with its own ids (not ours). */
function channelsOwnMenu(channel: MenuChannel, burgerName: string, burgerPrice: number): ChannelMenu {
  const id = (name: string) => `${channel}-${name}`;
  return {
    collections: [
      {
        key: id('combos'),
        name: 'Combos',
        items: [
          {
            key: id('burger'),
            name: burgerName,
            description: 'Con papas',
            price: burgerPrice,
            groups: [
              {
                key: id('drinks'),
                name: 'Bebida',
                min: 1,
                max: 1,
                options: [
                  { key: id('cola'), name: 'Cola', price: 0 },
                  { key: id('juice'), name: 'Jugo natural', price: 90000 },
                ],
              },
            ],
          },
          { key: id('salad'), name: 'Ensalada', description: null, price: 450000, groups: [] },
        ],
      },
    ],
  };
}

function loadChannelMenu(channel: MenuChannel, menu: ChannelMenu) {
  const target: ChannelTarget = {
    baseUrl: fakes[channel].url,
    authUrl: fakes[channel].url,
    credentials: credentialsFor[channel],
    channelStoreId: channelStoreId(channel),
    timeoutMs: 5000,
  };
  fakes[channel].state.menus.set(
    channelStoreId(channel),
    channelAdapters[channel].buildDocument(menu, target),
  );
}

const fetchMenu = async (channel: MenuChannel) => {
  const response = await admin.post(`${STORES}/${storeId}/fetch_menu/${channel}`);
  expect(response.statusCode, response.body).toBe(202);
  return jobOutcome(admin, response.json().job_id);
};

describe.each(channels)('the %s adapter against its fake channel', (channel) => {
  it('publishes a document the channel accepts, holding the menu with delivery prices and modifiers', async () => {
    const job = (await deploy(admin, storeId, { channel })).json().job_id;
    expect((await jobOutcome(admin, job)).status).toBe('completed');
    expect(fakes[channel].state.accepted).toHaveLength(1);
    expect(fakes[channel].state.accepted[0]?.idempotencyKey).toBe(job);
    const burger = {
      key: `product:${fixture.burger.id}`,
      name: 'Hamburguesa Clásica',
      description: 'Carne 150 g',
      price: 749000,
      groups: [
        {
          key: `modifier:${fixture.sauces.id}`,
          name: 'Salsas',
          min: 0,
          max: 2,
          options: [
            { key: `modifier:${fixture.mayo.id}`, name: 'Mayo', price: 50000 },
            { key: `modifier:${fixture.ketchup.id}`, name: 'Ketchup', price: 0 },
          ],
        },
      ],
    };
    const fries = {
      key: `product:${fixture.fries.id}`,
      name: 'Papas fritas',
      description: null,
      price: 250000,
      groups: [],
    };
    const items = menuAt(channel).collections.flatMap((c) => c.items);
    expect(items).toEqual(expect.arrayContaining([burger, fries]));
    expect(items).toHaveLength(2);
  });

  it('imports the channel’s menu into products, modifiers and a price group, and a second import creates nothing', async () => {
    loadChannelMenu(channel, channelsOwnMenu(channel, 'Combo Clásico', 899000));
    const first = await fetchMenu(channel);
    expect(first).toMatchObject({
      status: 'completed',
      result: { products_created: 2, products_updated: 0, modifiers_created: 3, modifiers_updated: 0 },
    });
    const groupId = first.result.price_group_id;
    const second = await fetchMenu(channel);
    expect(second.result).toEqual({
      products_created: 0,
      products_updated: 0,
      modifiers_created: 0,
      modifiers_updated: 0,
      price_group_id: groupId,
    });
    const menu = (await admin.get(`/api/admin/v1/menus/${fixture.menu.id}`)).json();
    const imported = menu.price_groups.find((g: { id: number }) => g.id === groupId);
    expect(imported).toMatchObject({ status: 'inactive' });
    expect(
      imported.prices.map((p: { product_name: string; price: number }) => [p.product_name, p.price]),
    ).toEqual(
      expect.arrayContaining([
        ['Combo Clásico', 899000],
        ['Ensalada', 450000],
      ]),
    );
    const combo = (await admin.get('/api/admin/v1/products?query=Combo%20Cl%C3%A1sico')).json().data;
    const product = (await admin.get(`/api/admin/v1/products/${combo.at(-1).id}`)).json();
    expect(product.modifiers).toHaveLength(1);
    const drinks = (await admin.get(`/api/admin/v1/modifiers/${product.modifiers[0].modifier_id}`)).json();
    expect(drinks).toMatchObject({
      name: 'Bebida',
      type: 'parent',
      min_quantity_modifiers: 1,
      max_quantity_modifiers: 1,
    });
    expect(drinks.children.map((c: { name: string; price: number }) => [c.name, c.price])).toEqual([
      ['Cola', 0],
      ['Jugo natural', 90000],
    ]);
  });

  it('updates what an earlier import created when the channel’s menu changed', async () => {
    loadChannelMenu(channel, channelsOwnMenu(channel, 'Combo Doble', 999000));
    const outcome = await fetchMenu(channel);
    expect(outcome.result).toMatchObject({ products_created: 0, products_updated: 1, modifiers_created: 0 });
    const menu = (await admin.get(`/api/admin/v1/menus/${fixture.menu.id}`)).json();
    const imported = menu.price_groups.find((g: { id: number }) => g.id === outcome.result.price_group_id);
    expect(
      imported.prices.map((p: { product_name: string; price: number }) => [p.product_name, p.price]),
    ).toEqual(expect.arrayContaining([['Combo Doble', 999000]]));
  });
});

describe('channel failures', () => {
  it('fails the job with a message about the credentials when the channel refuses them', async () => {
    const patched = await admin.patch('/api/admin/v1/auth_credentials', {
      key: 'rappi',
      store_id: storeId,
      credentials: { client_secret: 'otra-clave-equivocada' },
    });
    expect(patched.statusCode).toBe(200);
    const job = (await deploy(admin, storeId, { channel: 'rappi' })).json().job_id;
    expect(await jobOutcome(admin, job)).toEqual({
      status: 'failed',
      error: {
        code: 'channel_unauthorized',
        message: 'Rappi rechazó las credenciales de la tienda; revísalas en Integraciones',
      },
    });
    await configureChannel(admin, storeId, 'rappi');
  });

  it('fails with DiDi Food’s own reason when it refuses the menu (errno in a 200 answer)', async () => {
    fakes.didi_food.failNext({
      status: 200,
      body: { errno: 20001, errmsg: 'item price exceeds limit', data: null },
    });
    const job = (await deploy(admin, storeId, { channel: 'didi_food' })).json().job_id;
    expect((await jobOutcome(admin, job)).error).toEqual({
      code: 'channel_refused',
      message: 'DiDi Food rechazó el menú: item price exceeds limit',
    });
  });

  it('imports nothing from a channel without a menu for the store', async () => {
    fakes.uber_eats.state.menus.clear();
    expect((await fetchMenu('uber_eats')).error).toEqual({
      code: 'channel_menu_empty',
      message: 'Uber Eats no tiene un menú para esta tienda',
    });
  });
});
