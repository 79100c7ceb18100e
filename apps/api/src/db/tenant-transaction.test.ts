import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { APP_ROLE } from './client.js';
import { menus, stores } from './schema/index.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const menuCount = (tenantId: number) =>
  ctx.db.withTenant(tenantId, async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(menus);
    return row?.n ?? 0;
  });

describe('withTenant', () => {
  it('runs as the API role, bound to the tenant', async () => {
    const [row] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx
        .select({
          tenant: sql<string>`current_setting('app.tenant_id')`,
          role: sql<string>`current_user::text`,
        })
        .from(stores)
        .limit(1),
    );
    expect(row).toEqual({ tenant: String(ctx.alpha.id), role: APP_ROLE });
  });

  it('leaves nothing of a failed transaction, and the connection serves the next one', async () => {
    const before = await menuCount(ctx.alpha.id);
    await expect(
      ctx.db.withTenant(ctx.alpha.id, async (tx) => {
        await tx.insert(menus).values({ tenantId: ctx.alpha.id, name: 'Carta que no queda' });
        throw new Error('the write fails half-way');
      }),
    ).rejects.toThrow('the write fails half-way');
    expect(await menuCount(ctx.alpha.id)).toBe(before);
  });

  it('keeps a nested transaction to a savepoint', async () => {
    const before = await menuCount(ctx.alpha.id);
    await ctx.db.withTenant(ctx.alpha.id, async (tx) => {
      await tx.insert(menus).values({ tenantId: ctx.alpha.id, name: 'Carta que queda' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(menus).values({ tenantId: ctx.alpha.id, name: 'Carta deshecha' });
          throw new Error('only the inner part fails');
        })
        .catch(() => undefined);
    });
    expect(await menuCount(ctx.alpha.id)).toBe(before + 1);
  });

  it('refuses a tenant id that is not an integer', async () => {
    await expect(ctx.db.withTenant(Number.NaN, async () => 1)).rejects.toThrow();
  });
});

const settingOf = (result: unknown) => (result as { rows: { tenant: string | null }[] }).rows[0]?.tenant;

describe('readTenant', () => {
  const boundTenant = (tenantId: number) =>
    ctx.db.readTenant(tenantId, async (tx) =>
      settingOf(await tx.execute(sql`select current_setting('app.tenant_id', true) as tenant`)),
    );

  it('runs as the API role, bound to the tenant, and sees only its rows', async () => {
    const [row] = await ctx.db.readTenant(ctx.alpha.id, (tx) =>
      tx.select({ role: sql<string>`current_user::text` }).from(stores).limit(1),
    );
    expect(row).toEqual({ role: APP_ROLE });
    const seen = await ctx.db.readTenant(ctx.alpha.id, (tx) =>
      tx.selectDistinct({ tenantId: stores.tenantId }).from(stores),
    );
    expect(seen).toEqual([{ tenantId: ctx.alpha.id }]);
  });

  it('re-binds a connection another tenant used, however the requests interleave', async () => {
    const asked = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? ctx.beta.id : ctx.alpha.id));
    const bound = await Promise.all(asked.map((id) => boundTenant(id)));
    expect(bound).toEqual(asked.map(String));
    for (const id of [ctx.alpha.id, ctx.beta.id, ctx.alpha.id])
      expect(
        await ctx.db.readTenant(id, async (tx) => (await tx.select().from(menus)).map((m) => m.tenantId)),
      ).toSatisfy((ids: number[]) => ids.every((t) => t === id));
  });

  it('leaves no tenant bound for the global queries of the API role', async () => {
    await Promise.all(Array.from({ length: 10 }, () => boundTenant(ctx.alpha.id)));
    const global = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.db.app.execute(sql`select nullif(current_setting('app.tenant_id', true), '') as tenant`),
      ),
    );
    expect(global.map(settingOf)).toEqual(global.map(() => null));
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')('refuses a write, and saves nothing', async () => {
    const before = await menuCount(ctx.alpha.id);
    await expect(
      ctx.db.readTenant(ctx.alpha.id, (tx) =>
        tx.insert(menus).values({ tenantId: ctx.alpha.id, name: 'Carta de una lectura' }),
      ),
    ).rejects.toThrow();
    expect(await menuCount(ctx.alpha.id)).toBe(before);
  });

  it('serves the next read after one that failed', async () => {
    await expect(ctx.db.readTenant(ctx.alpha.id, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    expect(await boundTenant(ctx.beta.id)).toBe(String(ctx.beta.id));
  });

  it('refuses a tenant id that is not an integer', async () => {
    await expect(ctx.db.readTenant(Number.NaN, async () => 1)).rejects.toThrow();
  });
});
