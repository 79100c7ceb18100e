import { modifierMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { createModifier, MODIFIERS, type ModifierJson, uniqueName } from './modifiers.test-helpers.js';

/**
 * The console saves a form's modifiers with several calls at once (spec §7). On PostgreSQL the
 * calls really overlap; each write locks its modifier's row, so saves of one modifier take turns
 * and each starts from what the one before it left.
 */
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const PARALLEL = 10;

describe('modifiers saved in parallel', () => {
  it('creates every option once when the console posts them all at once', async () => {
    const tag = uniqueName('Paralelo');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        admin.post(MODIFIERS, { name: `${tag} ${i}`, type: 'child' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(201));
    const ids = responses.map((r) => (r.json() as ModifierJson).id);
    expect(new Set(ids).size).toBe(PARALLEL);
    const listed = (await admin.get(`${MODIFIERS}?query=${encodeURIComponent(tag)}&limit=100`)).json();
    expect(listed.meta.total_count).toBe(PARALLEL);
  });

  it('keeps every child of parallel PATCHes adding one each, at distinct positions', async () => {
    const options = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        createModifier(admin, { name: uniqueName(`Opción ${i}`), type: 'child' }),
      ),
    );
    const parent = await createModifier(admin, { name: uniqueName('Grupo paralelo') });
    const responses = await Promise.all(
      options.map((o, i) =>
        admin.patch(`${MODIFIERS}/${parent.id}`, {
          children: [{ child_modifier_id: o.id, price: i * 10000 }],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const saved = (await admin.get(`${MODIFIERS}/${parent.id}`)).json() as ModifierJson;
    expect(saved.children.map((c) => c.child_modifier_id).sort()).toEqual(options.map((o) => o.id).sort());
    expect(saved.children.map((c) => c.position)).toEqual(Array.from({ length: PARALLEL }, (_, i) => i));
  });

  it('adds an option sent by several parallel PATCHes once, refusing the others with 422', async () => {
    const option = await createModifier(admin, { name: uniqueName('Única'), type: 'child' });
    const parent = await createModifier(admin, { name: uniqueName('Grupo repetido') });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.patch(`${MODIFIERS}/${parent.id}`, { children: [{ child_modifier_id: option.id }] }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(PARALLEL - 1).fill(422)]);
    for (const refused of responses.filter((r) => r.statusCode === 422))
      expect(refused.json().errors[0].message).toBe(modifierMessages.repeatedChild);
    expect((await admin.get(`${MODIFIERS}/${parent.id}`)).json().children).toHaveLength(1);
  });

  it('keeps both sides of parallel PATCHes, one changing fields and one a child’s price', async () => {
    const option = await createModifier(admin, { name: uniqueName('Precio'), type: 'child' });
    const parent = await createModifier(admin, {
      name: uniqueName('Grupo mixto'),
      children: [{ child_modifier_id: option.id }],
    });
    const childId = parent.children[0]?.id;
    const results = await Promise.all([
      admin.patch(`${MODIFIERS}/${parent.id}`, { description: 'Cambiada', max_quantity_modifiers: 4 }),
      admin.patch(`${MODIFIERS}/${parent.id}`, { children: [{ id: childId, price: 25000 }] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const saved = (await admin.get(`${MODIFIERS}/${parent.id}`)).json() as ModifierJson;
    expect(saved).toMatchObject({ description: 'Cambiada', max_quantity_modifiers: 4 });
    expect(saved.children).toMatchObject([{ id: childId, price: 25000 }]);
  });
});
