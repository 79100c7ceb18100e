import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { startQueue } from './queue.js';

let ctx: TestContext;
let queue: PgBoss;

beforeAll(async () => {
  ctx = await startTestApp();
  queue = await startQueue(ctx.db, ctx.databaseUrl);
});
afterAll(async () => {
  await queue?.stop({ graceful: false, close: true, timeout: 1000 });
  await ctx?.close();
});

describe('job queue on the same database', () => {
  it('keeps its tables in its own schema, outside the tenancy audit', async () => {
    const { rows } = await ctx.db.executeOwnerSql(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('runs a job sent to it exactly once and records it completed', async () => {
    await queue.createQueue('probe');
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void queue.work('probe', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        seen.push(job?.data);
        resolve();
      });
    });
    const id = await queue.send('probe', { tenant_id: ctx.alpha.id, kind: 'probe' });
    expect(id).toBeTruthy();
    await done;
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual([{ tenant_id: ctx.alpha.id, kind: 'probe' }]);
    const job = await queue.getJobById('probe', id as string);
    expect(job?.state).toBe('completed');
  });
});
