import { fieldMessages, forbiddenMessage, modifierMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditCount, auditOf } from '../stores/stores.test-helpers.js';
import {
  createModifier,
  createOptions,
  MODIFIERS,
  type ModifierJson,
  uniqueName,
} from './modifiers.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

describe('modifiers', () => {
  it('POST creates a parent with its options, in the audit log; GET answers it as created', async () => {
    const [rare, medium] = await createOptions(admin, [uniqueName('Jugoso'), uniqueName('A punto')]);
    const name = uniqueName('Punto');
    const response = await admin.post(MODIFIERS, {
      name,
      dropdown_text: 'Elige el punto',
      min_quantity_modifiers: 1,
      max_quantity_modifiers: 1,
      children: [
        { child_modifier_id: rare?.id, price: 0 },
        { child_modifier_id: medium?.id, price: 50000 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as ModifierJson;
    expect(created).toMatchObject({
      type: 'parent',
      name,
      dropdown_text: 'Elige el punto',
      price: 0,
      free: false,
      parent_id: null,
      picture_ids: [],
      children: [
        { child_modifier_id: rare?.id, name: rare?.name, position: 0, price: 0 },
        { child_modifier_id: medium?.id, name: medium?.name, position: 1, price: 50000 },
      ],
    });
    expect((await admin.get(`${MODIFIERS}/${created.id}`)).json()).toEqual(created);
    const [audit] = await auditOf(ctx, ctx.alpha, 'modifier', created.id);
    expect(audit).toMatchObject({
      action: 'create',
      before: null,
      after: { name, children: created.children },
    });
  });

  it('lists a page filtered by type and by name, each tenant its own', async () => {
    const tag = uniqueName('Salsa');
    await createOptions(admin, [`${tag} ajo`, `${tag} merkén`]);
    await createModifier(admin, { name: `${tag} grupo` });
    const options = (await admin.get(`${MODIFIERS}?type=child&query=${encodeURIComponent(tag)}`)).json();
    expect(options.data.map((m: ModifierJson) => m.name).sort()).toEqual([`${tag} ajo`, `${tag} merkén`]);
    expect(options.meta).toMatchObject({ page: 1, limit: 25, total_count: 2, next_page: null });
    const page = (await admin.get(`${MODIFIERS}?query=${encodeURIComponent(tag)}&limit=1&page=2`)).json();
    expect(page.meta).toMatchObject({ page: 2, total_count: 3, total_pages: 3, next_page: 3 });
    expect(
      (await betaAdmin.get(`${MODIFIERS}?query=${encodeURIComponent(tag)}`)).json().meta.total_count,
    ).toBe(0);
    expectValidationError(await admin.get(`${MODIFIERS}?type=combo`), [{ field: 'type' }]);
  });

  it('gives every tenant the demo modifiers, prices in CLP minor units', async () => {
    const list = (await admin.get(`${MODIFIERS}?type=parent&query=Agregados`)).json();
    const extras = list.data[0] as ModifierJson;
    expect(extras.children.map((c) => [c.name, c.price])).toContainEqual(['Palta', 100000]);
  });

  it('keeps prices beyond 32 bits: money is bigint minor units like product prices', async () => {
    const [option] = await createOptions(admin, [uniqueName('Caviar')]);
    const price = 5_000_000_000;
    const parent = await createModifier(admin, {
      name: uniqueName('Lujo'),
      price,
      children: [{ child_modifier_id: option?.id, price: -price }],
    });
    const read = (await admin.get(`${MODIFIERS}/${parent.id}`)).json() as ModifierJson;
    expect(read.price).toBe(price);
    expect(read.children[0]?.price).toBe(-price);
    expectValidationError(await admin.patch(`${MODIFIERS}/${parent.id}`, { price: 10_000_000_001 }), [
      { field: 'price' },
    ]);
  });

  it('PATCH changes only the fields sent and updates, adds and destroys children at once', async () => {
    const [a, b, c] = await createOptions(admin, [
      uniqueName('Palta'),
      uniqueName('Tocino'),
      uniqueName('Queso'),
    ]);
    const parent = await createModifier(admin, {
      name: uniqueName('Agregados'),
      max_quantity_modifiers: 3,
      children: [{ child_modifier_id: a?.id }, { child_modifier_id: b?.id }],
    });
    const [first, second] = parent.children;
    const response = await admin.patch(`${MODIFIERS}/${parent.id}`, {
      description: 'Para la hamburguesa',
      children: [
        { id: first?.id, price: 100000 },
        { id: second?.id, _destroy: true },
        { child_modifier_id: c?.id, price: 80000 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as ModifierJson;
    expect(updated).toMatchObject({
      name: parent.name,
      description: 'Para la hamburguesa',
      max_quantity_modifiers: 3,
    });
    expect(updated.children).toEqual([
      { id: first?.id, child_modifier_id: a?.id, name: a?.name, position: 0, price: 100000 },
      { id: expect.any(Number), child_modifier_id: c?.id, name: c?.name, position: 1, price: 80000 },
    ]);
    const audits = await auditOf(ctx, ctx.alpha, 'modifier', parent.id);
    expect(audits.at(-1)).toMatchObject({ action: 'update', before: { description: null } });
    expect(audits.at(-1)?.after).toMatchObject({ description: 'Para la hamburguesa' });
    expect((await admin.patch(`${MODIFIERS}/${parent.id}`, updated)).json()).toEqual(updated);
    expect(await auditOf(ctx, ctx.alpha, 'modifier', parent.id)).toHaveLength(audits.length);
  });

  it('refuses a write breaking a rule, all or nothing, naming every field in Spanish', async () => {
    const [option] = await createOptions(admin, [uniqueName('Huevo')]);
    const parent = await createModifier(admin, {
      name: uniqueName('Extras'),
      children: [{ child_modifier_id: option?.id }],
    });
    const before = (await admin.get(`${MODIFIERS}/${parent.id}`)).json();
    const audits = await auditCount(ctx, ctx.alpha);
    expectValidationError(
      await admin.patch(`${MODIFIERS}/${parent.id}`, {
        name: 'Otro nombre',
        min_quantity_modifiers: 'dos',
        children: [{ id: parent.children[0]?.id, _destroy: true }],
      }),
      [{ field: 'min_quantity_modifiers', message: fieldMessages.number('min_quantity_modifiers') }],
    );
    expectValidationError(
      await admin.patch(`${MODIFIERS}/${parent.id}`, {
        min_quantity_modifiers: 4,
        max_quantity_modifiers: 2,
        free: true,
        price: 100,
      }),
      [
        { field: 'max_quantity_modifiers', message: modifierMessages.maxBelowMin },
        { field: 'price', message: modifierMessages.freeWithPrice },
      ],
    );
    expectValidationError(
      await admin.patch(`${MODIFIERS}/${parent.id}`, { children: [{ child_modifier_id: option?.id }] }),
      [{ field: 'children.0.child_modifier_id', message: modifierMessages.repeatedChild }],
    );
    expectValidationError(
      await admin.patch(`${MODIFIERS}/${parent.id}`, { children: [{ child_modifier_id: parent.id }] }),
      [{ field: 'children.0.child_modifier_id', message: modifierMessages.childIsItself }],
    );
    expect((await admin.get(`${MODIFIERS}/${parent.id}`)).json()).toEqual(before);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });

  it('takes as options only the tenant’s own modifiers of type child', async () => {
    const group = await createModifier(admin, { name: uniqueName('Grupo') });
    const [betaOption] = await createOptions(betaAdmin, [uniqueName('Beta')]);
    expectValidationError(
      await admin.post(MODIFIERS, {
        name: uniqueName('Malo'),
        children: [{ child_modifier_id: group.id }, { child_modifier_id: betaOption?.id }],
      }),
      [
        { field: 'children.0.child_modifier_id', message: modifierMessages.childNotOption },
        { field: 'children.1.child_modifier_id', message: modifierMessages.childNotOption },
      ],
    );
    expectValidationError(
      await admin.post(MODIFIERS, { name: uniqueName('Hijo'), parent_id: betaOption?.id }),
      [{ field: 'parent_id', message: fieldMessages.invalid('parent_id') }],
    );
  });

  it('clone makes a deep copy named "(copia)": new ids, same fields and options', async () => {
    const [a, b] = await createOptions(admin, [uniqueName('Papas'), uniqueName('Ensalada')]);
    const source = await createModifier(admin, {
      name: uniqueName('Acompañamiento'),
      aloha_id: 'A-17',
      children: [{ child_modifier_id: a?.id }, { child_modifier_id: b?.id, price: 150000 }],
    });
    const response = await admin.post(`${MODIFIERS}/${source.id}/clone`);
    expect(response.statusCode).toBe(201);
    const copy = response.json() as ModifierJson;
    expect(copy.id).not.toBe(source.id);
    expect(copy.name).toBe(`${source.name} (copia)`);
    expect(copy.aloha_id).toBe('A-17');
    const strip = (m: ModifierJson) => m.children.map(({ id: _id, ...c }) => c);
    expect(strip(copy)).toEqual(strip(source));
    expect(copy.children.map((c) => c.id)).not.toContain(source.children[0]?.id);
    await admin.patch(`${MODIFIERS}/${copy.id}`, {
      children: [{ id: copy.children[0]?.id, _destroy: true }],
    });
    expect((await admin.get(`${MODIFIERS}/${source.id}`)).json().children).toHaveLength(2);
    expect((await auditOf(ctx, ctx.alpha, 'modifier', copy.id))[0]).toMatchObject({
      action: 'clone',
      after: { cloned_from: source.id },
    });
  });

  it('DELETE removes a modifier and its children rows, audited; an option still in use stays', async () => {
    const [option] = await createOptions(admin, [uniqueName('Pepinillos')]);
    const parent = await createModifier(admin, {
      name: uniqueName('Quitar'),
      children: [{ child_modifier_id: option?.id }],
    });
    expectValidationError(await admin.delete(`${MODIFIERS}/${option?.id}`), [
      { field: 'id', message: modifierMessages.usedAsChild },
    ]);
    expectValidationError(await admin.patch(`${MODIFIERS}/${option?.id}`, { type: 'parent' }), [
      { field: 'type', message: modifierMessages.optionInUse },
    ]);
    const removed = await admin.delete(`${MODIFIERS}/${parent.id}`);
    expect(removed.json()).toEqual({ message: modifierMessages.modifierDeleted });
    expect((await admin.get(`${MODIFIERS}/${parent.id}`)).statusCode).toBe(404);
    expect((await auditOf(ctx, ctx.alpha, 'modifier', parent.id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
    expect((await admin.delete(`${MODIFIERS}/${option?.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s modifier and changes nothing of it', async () => {
    const theirs = await createModifier(betaAdmin, { name: uniqueName('Ajeno') });
    for (const call of [
      admin.get(`${MODIFIERS}/${theirs.id}`),
      admin.patch(`${MODIFIERS}/${theirs.id}`, { name: 'Robado' }),
      admin.post(`${MODIFIERS}/${theirs.id}/clone`),
      admin.delete(`${MODIFIERS}/${theirs.id}`),
    ])
      expect((await call).statusCode).toBe(404);
    expect((await betaAdmin.get(`${MODIFIERS}/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('needs the modifiers policy: 403 with its message without it', async () => {
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const refused = await viewer.client.get(MODIFIERS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('modifiers', 'show') });
    const writing = await viewer.client.post(MODIFIERS, { name: 'Sin permiso' });
    expect(writing.json()).toEqual({ code: 401, message: forbiddenMessage('modifiers', 'create') });
  });
});
