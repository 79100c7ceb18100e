import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { migrationsFolder } from '../../db/migrate.js';
import {
  createModifier,
  createOptions,
  MODIFIERS,
  type ModifierJson,
  uniqueName,
} from './modifiers.test-helpers.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

async function priceTypes(): Promise<string[]> {
  const { rows } = await ctx.db.executeOwnerSql(
    `select table_name || '.' || data_type as t from information_schema.columns
     where column_name = 'price' and table_name in ('modifiers', 'modifier_children') order by table_name`,
  );
  return rows.map((r) => String(r.t));
}

describe('migration 0021_modifiers_money_bigint', () => {
  it('widens integer prices of modifiers and options to bigint, keeping every value', async () => {
    const [option] = await createOptions(admin, [uniqueName('Tocino')]);
    const before = await createModifier(admin, {
      name: uniqueName('Agregados'),
      price: 123400,
      children: [{ child_modifier_id: option?.id, price: -50000 }],
    });
    // Back to the columns as 0008 made them, holding the rows above; then the migration as shipped.
    await ctx.db.executeOwnerSql('alter table modifier_children alter column price set data type integer');
    await ctx.db.executeOwnerSql('alter table modifiers alter column price set data type integer');
    expect(await priceTypes()).toEqual(['modifier_children.integer', 'modifiers.integer']);
    const migration = await readFile(path.join(migrationsFolder, '0021_modifiers_money_bigint.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await ctx.db.executeOwnerSql(statement);

    expect(await priceTypes()).toEqual(['modifier_children.bigint', 'modifiers.bigint']);
    const after = (await admin.get(`${MODIFIERS}/${before.id}`)).json() as ModifierJson;
    expect(after).toEqual(before);
  });
});
