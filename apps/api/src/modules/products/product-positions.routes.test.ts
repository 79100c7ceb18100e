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
import { createProduct, modifiersWithIds, PRODUCTS } from './products.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
  await modifiersWithIds(ctx, ctx.alpha.id, [501, 502]);
  await modifiersWithIds(ctx, ctx.beta.id, [501, 502]);
});
afterAll(() => ctx?.close());

const POSITIONS = `${PRODUCTS}/positions`;
const namesOf = async (query: string) =>
  ((await admin.get(`${PRODUCTS}?query=${encodeURIComponent(query)}`)).json().data as { name: string }[]).map(
    (r) => r.name,
  );

describe('PATCH /products/positions', () => {
  it('moves several products at once, the list follows the positions, and each move is audited', async () => {
    const a = await createProduct(admin, { name: 'Orden A', position: 0 });
    const b = await createProduct(admin, { name: 'Orden B', position: 1 });
    const c = await createProduct(admin, { name: 'Orden C', position: 2 });
    expect(await namesOf('Orden')).toEqual(['Orden A', 'Orden B', 'Orden C']);
    const response = await admin.patch(POSITIONS, {
      positions: [
        { id: c.id, position: 0 },
        { id: a.id, position: 1 },
        { id: b.id, position: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Orden de productos guardado.' });
    expect(await namesOf('Orden')).toEqual(['Orden C', 'Orden A', 'Orden B']);
    const audits = await auditOf(ctx, ctx.alpha, 'product', c.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      before: { position: 2 },
      after: { position: 0 },
    });
  });

  it('refuses another tenant’s, unknown or repeated ids with 422 naming each, and saves none', async () => {
    const mine = await createProduct(admin, { name: 'Propio', position: 3 });
    const theirs = await createProduct(betaAdmin, { name: 'Ajeno' });
    const audits = await auditCount(ctx, ctx.alpha);
    expectValidationError(
      await admin.patch(POSITIONS, {
        positions: [
          { id: mine.id, position: 9 },
          { id: theirs.id, position: 1 },
          { id: mine.id, position: 2 },
        ],
      }),
      [
        { field: 'positions.1.id', message: `El producto ${theirs.id} no existe en este comercio` },
        { field: 'positions.2.id', message: 'El producto aparece más de una vez' },
      ],
    );
    expect((await admin.get(`${PRODUCTS}/${mine.id}`)).json().position).toBe(3);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits);
    expect((await betaAdmin.get(`${PRODUCTS}/${theirs.id}`)).json().position).toBe(1);
  });

  it('checks the body: a negative position is a 422', async () => {
    const product = await createProduct(admin);
    const response = await admin.patch(POSITIONS, { positions: [{ id: product.id, position: -1 }] });
    expect(response.statusCode).toBe(422);
  });

  it('needs the products update action: 403 without it, 200 for a kitchen admin who has it', async () => {
    const product = await createProduct(admin);
    const body = { positions: [{ id: product.id, position: 4 }] };
    const cashier = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await cashier.client.patch(POSITIONS, body)).statusCode).toBe(403);
    const kitchenAdmin = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'] });
    expect((await kitchenAdmin.client.patch(POSITIONS, body)).statusCode).toBe(200);
  });
});

describe('GET /products search and page size', () => {
  it('searches the name and honours limit, in position order', async () => {
    for (const [i, name] of ['Limite 1', 'Limite 2', 'Limite 3'].entries())
      await createProduct(admin, { name, position: 10 - i });
    const response = await admin.get(`${PRODUCTS}?query=limite&limit=2`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: { name: string }[];
      meta: { total_count: number; next_page: number };
    };
    expect(body.data.map((r) => r.name)).toEqual(['Limite 3', 'Limite 2']);
    expect(body.meta).toMatchObject({ total_count: 3, next_page: 2 });
  });
});
