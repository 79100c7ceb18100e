import { randomBytes } from 'node:crypto';
import type { Client, TestContext } from '../../../test/harness.js';
import { modifiers } from '../../db/schema/index.js';

export const PRODUCTS = '/api/admin/v1/products';

export type ProductJson = Record<string, unknown> & {
  id: number;
  name: string;
  price_product: number;
  modifiers: {
    id: number;
    modifier_id: number;
    min_quantity: number;
    max_quantity: number;
    position: number;
  }[];
};

/** A whole product body as the form sends it. */
export function productBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Hamburguesa ${randomBytes(3).toString('hex')}`,
    name_screen_product: 'Hamb. clásica',
    price_product: 699000,
    description: 'Carne 150 g, queso cheddar, lechuga, tomate y salsa de la casa',
    position: 1,
    platform: ['web', 'app'],
    dispatch_method: 'both',
    label: 'Nuevo',
    label_type: 'new',
    start_datetime_label: '2026-12-01T00:00:00-03:00',
    end_datetime_label: '2026-12-31T23:59:00-03:00',
    aloha_id: 'AL-101',
    food_type: 'hamburguesa',
    cooking_time: 12,
    dimensions: { width: 12, height: 8, length: 12, weight: 350 },
    tags: { spicy: true, hot: true },
    modifiers: [
      { modifier_id: 501, min_quantity: 1, max_quantity: 1, position: 0 },
      { modifier_id: 502, position: 1 },
    ],
    ...change,
  };
}

export async function createProduct(client: Client, change: Record<string, unknown> = {}) {
  const response = await client.post(PRODUCTS, productBody(change));
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
  return response.json() as ProductJson;
}

/** Modifiers with the ids the product fixtures link to, in one tenant (the links need real ones). */
export async function modifiersWithIds(ctx: TestContext, tenantId: number, ids: number[]): Promise<void> {
  await ctx.db.withTenant(tenantId, (tx) =>
    tx
      .insert(modifiers)
      .values(ids.map((id) => ({ tenantId, id, type: 'parent', name: `Modificador ${id}` })))
      .onConflictDoNothing(),
  );
}
