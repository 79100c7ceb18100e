import { salesStatuses } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { demoWithOrders, moveSeventyOrdersInOneStatement } from './reports.test-helpers.js';

const TOP = '/api/admin/v1/kpi/top_customers';

let ctx: TestContext;
let demo: TenantRecord;
let admin: Client;
let demoStores: number[];

beforeAll(async () => {
  ctx = await startTestApp();
  ({ demo, admin, demoStores } = await demoWithOrders(ctx, 1500));
}, 120_000);
afterAll(() => ctx?.close());

interface SaleRow {
  email: string;
  name: string;
  phone: string;
  total: string;
  at: string;
  id: number;
}

/** The period's sales read plainly, ranked here: what the report must equal. */
async function expected(from: string, to: string, limit: number, stores?: number[], dispatch?: string) {
  const { rows } = await ctx.db.executeOwnerSql(
    `select customer_email as email, customer_name as name, customer_phone as phone, total, id,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
       from orders
      where tenant_id = $1 and status = any($2::text[])
        and (created_at at time zone $3)::date between $4 and $5
        and ($6::int[] is null or store_id = any($6::int[])) and ($7::text is null or dispatch_method = $7)`,
    [demo.id, [...salesStatuses], demo.timeZone, from, to, stores ?? null, dispatch ?? null],
  );
  const byEmail = new Map<string, SaleRow[]>();
  for (const row of rows as unknown as SaleRow[])
    byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  const customers = [...byEmail.entries()].map(([email, sales]) => {
    const total = sales.reduce((sum, s) => sum + Number(s.total), 0);
    const byTime = [...sales].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
    const latest = byTime.at(-1) as SaleRow;
    return {
      email,
      name: latest.name,
      phone: latest.phone,
      orders: sales.length,
      total,
      average_ticket: Math.round(total / sales.length),
      first_order_at: (byTime[0] as SaleRow).at,
      last_order_at: latest.at,
    };
  });
  customers.sort((a, b) => b.total - a.total || b.orders - a.orders || (a.email < b.email ? -1 : 1));
  return {
    from,
    to,
    customers: customers.slice(0, limit),
    totals: {
      orders: rows.length,
      total: customers.reduce((sum, c) => sum + c.total, 0),
    },
  };
}

const answer = async (query: string, as = admin) => {
  const response = await as.get(`${TOP}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /kpi/top_customers', () => {
  it('ranks the period’s customers by what they paid, to the cent, as plain SQL over the orders does', async () => {
    const year = await answer('from=2026-07-03&to=2026-09-20');
    expect(year).toEqual(await expected('2026-07-03', '2026-09-20', 5));
    expect(year.customers).toHaveLength(5);
    expect(year.customers[0].orders).toBeGreaterThan(1);
    // Most of the sales but not all: each customer's all-time sales only bound what they paid.
    const most = await answer('from=2026-07-10&to=2026-09-20&limit=20');
    expect(most).toEqual(await expected('2026-07-10', '2026-09-20', 20));
    // Across Chile's clock change (6 September) and a month end, twenty of them.
    const twenty = await answer('from=2026-08-25&to=2026-09-10&limit=20');
    expect(twenty).toEqual(await expected('2026-08-25', '2026-09-10', 20));
  });

  it('honours stores and dispatch method, and a user limited to a store counts only it', async () => {
    const [first, second] = demoStores as [number, number];
    const filtered = await answer(
      `from=2026-07-03&to=2026-09-20&store_id=${second}&dispatch_method=delivery`,
    );
    expect(filtered).toEqual(await expected('2026-07-03', '2026-09-20', 5, [second], 'delivery'));
    const limited = await userWith(ctx, demo, { roleNames: ['admin'], storeIds: [first] });
    expect(await answer('from=2026-07-03&to=2026-09-20', limited.client)).toEqual(
      await expected('2026-07-03', '2026-09-20', 5, [first]),
    );
    const other = await answer(`from=2026-07-03&to=2026-09-20&store_id=${second}`, limited.client);
    expect(other.customers).toEqual([]);
    expect(other.totals).toEqual({ orders: 0, total: 0 });
  });

  it('keeps each customer’s all-time sales through orders moved in and out of sales, and ranks from them', async () => {
    /** Each customer's all-time sales as kept, and as plain SQL over the orders says. */
    const kept = async () =>
      (
        await ctx.db.executeOwnerSql(
          `select email, orders::int, total::bigint::text from customer_sales where tenant_id = $1 order by email`,
          [demo.id],
        )
      ).rows;
    const plain = async () =>
      (
        await ctx.db.executeOwnerSql(
          `select customer_email as email, count(*)::int as orders, sum(total)::bigint::text as total from orders
            where tenant_id = $1 and status = any($2::text[]) group by customer_email order by customer_email`,
          [demo.id, [...salesStatuses]],
        )
      ).rows;
    expect((await kept()).length).toBeGreaterThan(100);
    expect(await kept()).toEqual(await plain());

    await moveSeventyOrdersInOneStatement(ctx, demo.id);
    // The period's best customer loses every sale in one statement: no longer a customer.
    const best = (await answer('from=2026-07-03&to=2026-09-20')).customers[0].email as string;
    await ctx.db.withTenant(demo.id, (tx) =>
      tx.execute(
        `update orders set status = 'canceled' where tenant_id = ${demo.id} and customer_email = '${best}'`,
      ),
    );
    expect(await kept()).toEqual(await plain());
    expect((await kept()).some((row) => row.email === best)).toBe(false);

    const whole = await answer('from=2026-07-03&to=2026-09-20&limit=20');
    expect(whole).toEqual(await expected('2026-07-03', '2026-09-20', 20));
    expect(whole.customers.map((c: { email: string }) => c.email)).not.toContain(best);
    const delivery = await answer('from=2026-07-03&to=2026-09-20&dispatch_method=delivery');
    expect(delivery).toEqual(await expected('2026-07-03', '2026-09-20', 5, undefined, 'delivery'));
  });

  it('refuses a limit out of range and a reversed period', async () => {
    expectValidationError(await admin.get(`${TOP}?limit=21`), [{ field: 'limit' }]);
    expectValidationError(await admin.get(`${TOP}?from=2026-09-02&to=2026-09-01`), [{ field: 'from' }]);
  });
});
