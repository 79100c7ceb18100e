import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';

export const stockOutsOf = (storeId: number) => `/api/admin/v1/kds/store/${storeId}/stock_outs`;

/** Marks an item out of stock in the store as the kitchen does; answers the stock-out. */
export async function markOut(
  client: Client,
  storeId: number,
  item: { item_type: 'product' | 'option'; item_id: number },
  mode: 'next_opening' | 'two_hours' | 'manual' = 'manual',
) {
  const response = await client.post(stockOutsOf(storeId), { ...item, mode });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { until: string | null; name: string; mode: string };
}
