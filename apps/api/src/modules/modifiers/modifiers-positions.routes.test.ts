import { forbiddenMessage, modifierMessages } from '@tablero/domain';
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
import { createModifier, MODIFIERS, type ModifierJson, uniqueName } from './modifiers.test-helpers.js';

const POSITIONS = `${MODIFIERS}/positions`;

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

async function namesInOrder(client: Client, tag: string): Promise<string[]> {
  const list = (await client.get(`${MODIFIERS}?query=${encodeURIComponent(tag)}&limit=100`)).json();
  return list.data.map((m: ModifierJson) => m.name);
}

async function threeModifiers(prefix: string) {
  const tag = uniqueName(prefix);
  const made: ModifierJson[] = [];
  for (const name of ['c', 'a', 'b']) made.push(await createModifier(admin, { name: `${tag} ${name}` }));
  return { tag, made };
}

describe('modifier positions', () => {
  it('puts a new modifier after the last one, so the list shows them in the order made', async () => {
    const { tag, made } = await threeModifiers('Orden');
    const positions = made.map((m) => m.position as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(3);
    expect(await namesInOrder(admin, tag)).toEqual([`${tag} c`, `${tag} a`, `${tag} b`]);
    const placed = await createModifier(admin, { name: `${tag} primero`, position: 0 });
    expect(placed.position).toBe(0);
  });

  it('PATCH /positions saves a new order at once, audits each move, and GET sorts by it', async () => {
    const { tag, made } = await threeModifiers('Arrastre');
    const [c, a, b] = made as [ModifierJson, ModifierJson, ModifierJson];
    const slots = made.map((m) => m.position as number);
    const body = {
      positions: [
        { id: a.id, position: slots[0] },
        { id: b.id, position: slots[1] },
        { id: c.id, position: slots[2] },
      ],
    };
    const response = await admin.patch(POSITIONS, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
    expect(await namesInOrder(admin, tag)).toEqual([`${tag} a`, `${tag} b`, `${tag} c`]);
    expect((await auditOf(ctx, ctx.alpha, 'modifier', c.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { position: slots[0] },
      after: { position: slots[2] },
    });
    const audits = await auditCount(ctx, ctx.alpha);
    expect((await admin.patch(POSITIONS, body)).statusCode).toBe(200);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
  });

  it('moves nothing when one id is another tenant’s: 404', async () => {
    const { tag, made } = await threeModifiers('Ajeno');
    const theirs = await createModifier(betaAdmin, { name: uniqueName('Beta') });
    const audits = await auditCount(ctx, ctx.alpha);
    const response = await admin.patch(POSITIONS, {
      positions: [
        { id: made[2]?.id, position: 0 },
        { id: theirs.id, position: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 1002 });
    expect(await namesInOrder(admin, tag)).toEqual([`${tag} c`, `${tag} a`, `${tag} b`]);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
    expect((await betaAdmin.get(`${MODIFIERS}/${theirs.id}`)).json().position).toBe(theirs.position);
  });

  it('refuses a bad body naming the field: repeated id, negative position, empty list', async () => {
    const { made } = await threeModifiers('Malo');
    const id = made[0]?.id;
    expectValidationError(
      await admin.patch(POSITIONS, {
        positions: [
          { id, position: 1 },
          { id, position: 2 },
        ],
      }),
      [{ field: 'positions.1.id', message: modifierMessages.repeatedPosition }],
    );
    expectValidationError(await admin.patch(POSITIONS, { positions: [{ id, position: -1 }] }), [
      { field: 'positions.0.position' },
    ]);
    expectValidationError(await admin.patch(POSITIONS, { positions: [] }), [{ field: 'positions' }]);
  });

  it('needs the update action of modifiers: 403 without it', async () => {
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const refused = await viewer.client.patch(POSITIONS, { positions: [{ id: 1, position: 0 }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('modifiers', 'update') });
  });
});
