import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness.js';

let ctx: TestContext;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/**
 * A database restart or failover ends the API's idle connections. On PostgreSQL that must not
 * crash the process (pg raises it as an 'error' event nobody else listens to), and the next
 * request must get a fresh connection. PGlite has no connections to lose.
 */
describe('connections the database ends', () => {
  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'leave the API answering: idle connections killed by the server are replaced',
    async () => {
      const before = await ctx.db.withTenant(ctx.alpha.id, (tx) => tx.execute(sql`select 1 as one`));
      expect(rowsOf(before)).toEqual([{ one: 1 }]);
      const read = await ctx.db.readTenant(ctx.alpha.id, (tx) => tx.execute(sql`select 1 as one`));
      expect(rowsOf(read)).toEqual([{ one: 1 }]);
      const killed = await ctx.db.executeOwnerSql(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = current_database() and usename = 'tablero_app' and pid <> pg_backend_pid()`,
      );
      expect(killed.rows.length).toBeGreaterThan(0);
      // Let the terminations reach the clients before asking again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await ctx.db.withTenant(ctx.alpha.id, (tx) => tx.execute(sql`select 2 as two`));
      expect(rowsOf(after)).toEqual([{ two: 2 }]);
      const readAfter = await ctx.db.readTenant(ctx.alpha.id, (tx) => tx.execute(sql`select 2 as two`));
      expect(rowsOf(readAfter)).toEqual([{ two: 2 }]);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'alpha.localhost' },
      });
      expect(response.statusCode).toBe(200);
    },
  );
});
