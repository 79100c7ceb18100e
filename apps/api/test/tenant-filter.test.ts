import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { switchApplicationTenantFilter } from '../src/db/tenant-filter.js';
import { findStores } from '../src/modules/stores/stores.repo.js';
import { startTestApp, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());
afterEach(() => switchApplicationTenantFilter(process.env.TEST_TENANT_FILTER !== 'off'));

const tenantsOf = (rows: { tenantId: number }[]) => [...new Set(rows.map((r) => r.tenantId))].sort();

describe('the application tenant filter and row-level security, each a wall of its own', () => {
  it('keeps a repository query to its tenant even where row-level security does not apply', async () => {
    switchApplicationTenantFilter(true);
    const rows = await findStores(ctx.db.owner as unknown as Tx, { tenantId: ctx.alpha.id });
    expect(tenantsOf(rows)).toEqual([ctx.alpha.id]);
  });

  it('switched off, leaves row-level security alone to keep a request to its tenant', async () => {
    switchApplicationTenantFilter(false);
    // Outside row-level security (the owner connection) the switched-off filter lets every tenant through…
    const unguarded = await findStores(ctx.db.owner as unknown as Tx, { tenantId: ctx.alpha.id });
    expect(tenantsOf(unguarded)).toEqual([ctx.alpha.id, ctx.beta.id].sort());
    // …and inside a request's transaction row-level security alone keeps it to alpha.
    const guarded = await ctx.db.withTenant(ctx.alpha.id, (tx) => findStores(tx, { tenantId: ctx.alpha.id }));
    expect(tenantsOf(guarded)).toEqual([ctx.alpha.id]);
  });

  it('cannot be switched off outside a test run', async () => {
    const { VITEST: _vitest, ...env } = process.env;
    const script =
      "import('./apps/api/src/db/tenant-filter.ts').then((m) => m.switchApplicationTenantFilter(false))";
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { env });
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('only be switched off in tests'),
    });
  });
});

/** `eq(table.tenantId, value)` written by hand bypasses the switch above, so the RLS-only run would not see it. */
describe('repositories', () => {
  it('name their tenant through ofTenant, never with a bare comparison', async () => {
    const sourceDir = path.resolve(import.meta.dirname, '../src');
    const files = (await readdir(sourceDir, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const bare: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(sourceDir, file), 'utf8');
      for (const match of text.matchAll(/\beq\(\w+\.tenantId, (\w+)[.)]/g)) {
        const isJoin = (match[1] as string) in schema;
        if (!isJoin) bare.push(`${file}: ${match[0]}`);
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(bare).toEqual([]);
  });
});
