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
