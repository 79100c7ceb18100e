import type { MenuChannel } from '@tablero/domain';
import { expect } from 'vitest';
import { DIDI_FOOD_CREDENTIALS } from '../../../test/fakes/didi-food.fake.js';
import type { FakeChannel } from '../../../test/fakes/fake-channel.js';
import { RAPPI_CREDENTIALS } from '../../../test/fakes/rappi.fake.js';
import { UBER_EATS_CREDENTIALS } from '../../../test/fakes/uber-eats.fake.js';
import type { Client } from '../../../test/harness.js';
import type { AppConfig, JobTimings } from '../../config.js';
import { createModifier, createOptions } from '../modifiers/modifiers.test-helpers.js';
import { createProduct } from '../products/products.test-helpers.js';

export const STORES = '/api/admin/v1/stores';
export const CORE_JOB = '/api/admin/v1/core_job';

export const credentialsFor: Record<MenuChannel, Record<string, string>> = {
  uber_eats: UBER_EATS_CREDENTIALS,
  rappi: RAPPI_CREDENTIALS,
  didi_food: DIDI_FOOD_CREDENTIALS,
};

/** Short pg-boss timings: a dead worker's job is retried within seconds. */
export const fastJobs = (expireInSeconds: number): JobTimings => ({
  expireInSeconds,
  retryLimit: 2,
  retryDelaySeconds: 0,
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});

/** Config pointing each channel (API and token issuer) at its fake. */
export function channelsAt(fakes: Partial<Record<MenuChannel, FakeChannel>>): Pick<AppConfig, 'channels'> {
  const at = (fake: FakeChannel | undefined) => ({
    apiUrl: fake?.url ?? 'http://127.0.0.1:9',
    authUrl: fake?.url ?? 'http://127.0.0.1:9',
  });
  return {
    channels: { uber_eats: at(fakes.uber_eats), rappi: at(fakes.rappi), didi_food: at(fakes.didi_food) },
  };
}

export async function configureChannel(client: Client, storeId: number, channel: MenuChannel) {
  const response = await client.patch('/api/admin/v1/auth_credentials', {
    key: channel,
    store_id: storeId,
    credentials: credentialsFor[channel],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A store's menu as a merchant builds it: a burger offering "Salsas" (Mayo, Ketchup) and fries,
 * in one active price group with delivery prices; the store is given the menu.
 */
export async function storeWithMenu(client: Client, storeId: number) {
  const [mayo, ketchup] = await createOptions(client, ['Mayo', 'Ketchup']);
  const sauces = await createModifier(client, {
    name: 'Salsas',
    type: 'parent',
    min_quantity_modifiers: 0,
    max_quantity_modifiers: 2,
    children: [
      { child_modifier_id: mayo?.id, price: 50000, position: 0 },
      { child_modifier_id: ketchup?.id, price: 0, position: 1 },
    ],
  });
  const burger = await createProduct(client, {
    name: 'Hamburguesa Clásica',
    description: 'Carne 150 g',
    modifiers: [{ modifier_id: sauces.id }],
  });
  const fries = await createProduct(client, { name: 'Papas fritas', description: null, modifiers: [] });
  const created = await client.post('/api/admin/v1/menus', {
    name: 'Carta delivery',
    price_groups: [
      {
        name: 'Hamburguesas',
        prices: [
          { product_id: burger.id, price: 699000, delivery_price: 749000 },
          { product_id: fries.id, price: 250000 },
        ],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const menu = created.json() as {
    id: number;
    price_groups: { id: number; prices: { id: number; product_id: number }[] }[];
  };
  const assigned = await client.patch(`${STORES}/${storeId}`, { menu_id: menu.id });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { menu, burger, fries, sauces, mayo: mayo as { id: number }, ketchup: ketchup as { id: number } };
}

/** Polls `GET /core_job` (as the console does, here every 100 ms) until the job ends. */
export async function jobOutcome(client: Client, jobId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await client.get(`${CORE_JOB}?id=${jobId}`);
    if (response.statusCode === 200) return response.json();
    expect(response.statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not end in ${timeoutMs} ms`);
}

export async function deploy(client: Client, storeId: number, body: Record<string, unknown>) {
  return client.post(`${STORES}/${storeId}/deploy_menu`, body);
}
