import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { fastJobs, jobOutcome } from '../menu-sync/menu-sync.test-helpers.js';
import { type OrderCursor, ordersAfter } from './orders.repo.js';
import { ORDERS, type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000, jobTimings: fastJobs(30) }, undefined, 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function exported(client: Client, query: string) {
  const started = await client.get(`${ORDERS}/export_csv?${query}`);
  expect(started.statusCode, started.body).toBe(202);
  const job = await jobOutcome(client, started.json().job_id);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  const polled = await client.get(`/api/admin/v1/orders_job?id=${started.json().job_id}`);
  expect(polled.json()).toEqual(job);
  const file = await client.get(job.file_url);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toContain('text/csv');
  expect(file.headers['content-disposition']).toContain('ordenes.csv');
  return { job, text: file.body };
}

describe('GET /orders/export_csv', () => {
  it('writes the filtered orders as a Chilean spreadsheet, formulas neutralised', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `planilla.${tag}@example.cl`;
    const customer = (name: string) => ({ customer: { name, email, phone: '+56912345678' } });
    const names = ['=HYPERLINK("http://x.test")', '+56 Pedro', '@Ana; y "Luis"', 'Ñandú Pérez'];
    for (const name of names) await placeOrder(ctx, ctx.alpha, orderBody(shop, customer(name)));
    await placeOrder(ctx, ctx.alpha, orderBody(shop));

    const { job, text } = await exported(admin, `customer=${email}`);
    expect(job.result).toEqual({ rows: 4, parts: 1 });
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = text.slice(1).trimEnd().split('\r\n');
    expect(header?.split(';').slice(0, 5)).toEqual([
      'Código',
      'Fecha',
      'Programada para',
      'Tienda',
      'Estado',
    ]);
    expect(lines).toHaveLength(4);
    // Newest first: the names in the reverse of the order they were placed.
    expect(lines[0]).toContain(';Ñandú Pérez;');
    expect(lines[1]).toContain(`;"'@Ana; y ""Luis""";`);
    expect(lines[2]).toContain(`;'+56 Pedro;`);
    expect(lines[3]).toContain(`;"'=HYPERLINK(""http://x.test"")";`);
    expect(lines[0]).toContain(';Recibida;Retiro;web;mercat;');
    expect(lines[0]).toMatch(/;\$6\.990;\$0;\$0;\$0;\$6\.990;cash;created$/);
  });

  it('exports nothing but its header when no order matches, and only to who may follow it', async () => {
    const { job, text } = await exported(admin, 'code=NOEXIST');
    expect(job.result).toEqual({ rows: 0, parts: 1 });
    expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [shop.store.id] });
    expect((await limited.client.get(job.file_url)).statusCode).toBe(404);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(job.file_url)).statusCode).toBe(404);
  });
});

describe("ordersAfter (the export's walk)", () => {
  it('gives every order once, batch after batch, orders of the same millisecond included', async () => {
    const email = `microsegundos.${randomUUID().slice(0, 8)}@example.cl`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = orderBody(shop, { customer: { name: 'Mía Micro', email, phone: '+56912345678' } });
      ids.push((await placeOrder(ctx, ctx.alpha, body)).json().id);
    }
    // Two in the same millisecond, the older one with the higher id.
    await ctx.db.executeOwnerSql(
      `update orders set created_at = (case id when $1 then '2026-05-01 12:00:00.123456+00'
         when $2 then '2026-05-01 12:00:00.123400+00' else '2026-05-01 11:00:00+00' end)::timestamptz
       where id = any($3::int[])`,
      [ids[1], ids[2], ids],
    );
    const walked: number[] = [];
    let after: OrderCursor | null = null;
    for (let step = 0; step < 5; step++) {
      const cursor: OrderCursor | null = after;
      const batch: Awaited<ReturnType<typeof ordersAfter>> = await ctx.db.readTenant(ctx.alpha.id, (tx) =>
        ordersAfter(tx, ctx.alpha.id, { customer: email }, cursor, 1),
      );
      const last: (typeof batch)[number] | undefined = batch.at(-1);
      if (!last) break;
      walked.push(last.id);
      after = { createdAt: last.at, id: last.id };
    }
    expect(walked).toEqual([ids[1], ids[2], ids[0]]);
  });
});
