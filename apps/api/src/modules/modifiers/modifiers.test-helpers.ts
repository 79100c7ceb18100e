import { randomBytes } from 'node:crypto';
import type { Client } from '../../../test/harness.js';

export const MODIFIERS = '/api/admin/v1/modifiers';

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

export interface ModifierJson {
  id: number;
  type: 'parent' | 'child';
  name: string;
  price: number;
  free: boolean;
  min_quantity_modifiers: number;
  max_quantity_modifiers: number;
  parent_id: number | null;
  picture_ids: number[];
  children: { id: number; child_modifier_id: number; name: string; position: number; price: number }[];
  [key: string]: unknown;
}

export async function createModifier(client: Client, body: Record<string, unknown>): Promise<ModifierJson> {
  const response = await client.post(MODIFIERS, body);
  if (response.statusCode !== 201) throw new Error(`modifier not created: ${response.body}`);
  return response.json() as ModifierJson;
}

/** Options (type `child`) with these names, created one after another. */
export async function createOptions(client: Client, names: string[]): Promise<ModifierJson[]> {
  const options: ModifierJson[] = [];
  for (const name of names) options.push(await createModifier(client, { name, type: 'child' }));
  return options;
}
