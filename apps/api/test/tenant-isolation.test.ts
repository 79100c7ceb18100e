import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../src/db/client.js';
import { loadAuthContext } from '../src/modules/identity/auth-context.repo.js';
import { startTestApp, superAdmin, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/** The architecture's tenancy audit (shared/tools/tenancy-audit.sql), kept beside the tests. */
const tenancyAudit = readFileSync(new URL('./tenancy-audit.sql', import.meta.url), 'utf8');

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('tenant isolation in the database', () => {
  it('passes the tenancy audit: every tenant table keyed, constrained and guarded by tenant_id', async () => {
    const { rows } = await ctx.db.executeOwnerSql(tenancyAudit);
    expect(rows).toEqual([]);
  });

  it('the audit does catch a table that breaks the rule', async () => {
    await ctx.db.executeOwnerSql('create table audit_probe (id int primary key, tenant_id int)');
    try {
      const { rows } = await ctx.db.executeOwnerSql(tenancyAudit);
      const problems = rows.filter((r) => r.table === 'audit_probe').map((r) => r.problem);
      expect(problems).toEqual(
        expect.arrayContaining([
          'primary key does not start with tenant_id',
          'row-level security not enabled',
        ]),
      );
    } finally {
      await ctx.db.executeOwnerSql('drop table audit_probe');
    }
  });

  it('runs request transactions as a role that is neither superuser nor owner of any table', async () => {
    const [role] = await ctx.db.withTenant(ctx.alpha.id, async (tx) =>
      rowsOf(
        await tx.execute(sql`select current_user as name, r.rolsuper, r.rolbypassrls,
          (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owned
          from pg_roles r where r.rolname = current_user`),
      ),
    );
    expect(role).toEqual({ name: APP_ROLE, rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('a raw query in one tenant’s transaction cannot read another tenant’s rows', async () => {
    const seen = await ctx.db.withTenant(ctx.alpha.id, async (tx) => ({
      tenants: rowsOf(
        await tx.execute(
          sql`select distinct tenant_id from admin_users union select distinct tenant_id from stores`,
        ),
      ),
      beta: rowsOf(await tx.execute(sql`select id from stores where tenant_id = ${ctx.beta.id}`)),
    }));
    expect(seen.tenants).toEqual([{ tenant_id: ctx.alpha.id }]);
    expect(seen.beta).toEqual([]);
  });

  it('a raw query in one tenant’s transaction cannot change or delete another tenant’s rows', async () => {
    const changed = await ctx.db.withTenant(ctx.alpha.id, async (tx) => ({
      updated: rowsOf(
        await tx.execute(
          sql`update stores set name = 'robada' where tenant_id = ${ctx.beta.id} returning id`,
        ),
      ),
      deleted: rowsOf(await tx.execute(sql`delete from roles where tenant_id = ${ctx.beta.id} returning id`)),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    const betaStores = await ctx.db.withTenant(ctx.beta.id, async (tx) =>
      rowsOf(await tx.execute(sql`select name from stores order by id`)),
    );
    expect(betaStores.map((s) => s.name)).toEqual(['Centro', 'Costanera']);
  });

  it('a raw query in one tenant’s transaction cannot insert rows for another tenant', async () => {
    await expect(
      ctx.db.withTenant(ctx.alpha.id, (tx) =>
        tx.execute(sql`insert into stores (tenant_id, name) values (${ctx.beta.id}, 'intrusa')`),
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.withTenant(ctx.alpha.id, (tx) =>
        tx.execute(sql`update stores set tenant_id = ${ctx.beta.id} where tenant_id = ${ctx.alpha.id}`),
      ),
    ).rejects.toThrow();
    const betaCount = await ctx.db.withTenant(ctx.beta.id, async (tx) =>
      rowsOf(await tx.execute(sql`select count(*)::int as n from stores`)),
    );
    expect(betaCount).toEqual([{ n: 2 }]);
  });

  it('the auth_context function binds tenant and role for its own statement only', async () => {
    const admin = await superAdmin(ctx, ctx.alpha);
    const me = (await admin.get('/api/admin/v1/admin_users/me')).json();
    const [session] = await ctx.db.withTenant(ctx.alpha.id, async (tx) =>
      rowsOf(await tx.execute(sql`select id from sessions where admin_user_id = ${me.id} limit 1`)),
    );
    const row = await loadAuthContext(ctx.db, ctx.alpha.id, me.id, session?.id as string);
    expect(row?.email).toBe(me.email);
    // The same session asked for under another tenant finds nothing.
    expect(await loadAuthContext(ctx.db, ctx.beta.id, me.id, session?.id as string)).toBeUndefined();
    const [after] = rowsOf(
      await ctx.db.app.execute(
        sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
      ),
    );
    expect(after?.tenant ?? '').toBe('');
    // PGlite's one connection is the superuser's: the function's switch to the API role must end with it.
    if (ctx.db.engine === 'pglite') expect(after?.role).toBe('postgres');
  });

  it('sees no tenant rows at all when no tenant is bound', async () => {
    const rows = await ctx.db.owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return rowsOf(await tx.execute(sql`select count(*)::int as n from admin_users`));
    });
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps the tenant binding inside its transaction', async () => {
    await ctx.db.withTenant(ctx.alpha.id, async () => undefined);
    await loadAuthContext(ctx.db, ctx.alpha.id, 1, '00000000-0000-4000-8000-000000000000');
    const rows = await ctx.db.owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return rowsOf(await tx.execute(sql`select current_setting('app.tenant_id', true) as tenant`));
    });
    expect(rows[0]?.tenant ?? '').toBe('');
  });
});
