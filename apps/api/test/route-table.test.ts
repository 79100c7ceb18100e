import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, superAdmin, type TestContext, userWith } from './harness.js';

// Every route against every actor is the access matrix's (test/access-matrix); what is left here
// is what the matrix cannot show: lists narrowed by store, and routes the server refuses to start with.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('store-limited users', () => {
  it('see only their stores; super admins and unrestricted users see all', async () => {
    const admin = await superAdmin(ctx, ctx.alpha);
    const all = (await admin.get('/api/admin/v1/stores')).json().data as { id: number }[];
    expect(all).toHaveLength(2);
    const first = all[0]?.id as number;
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'], storeIds: [first] });
    const seen = (await limited.client.get('/api/admin/v1/stores')).json();
    expect(seen.data.map((s: { id: number }) => s.id)).toEqual([first]);
    expect(seen.meta.total_count).toBe(1);
    const me = (await limited.client.get('/api/admin/v1/admin_users/me')).json();
    expect(me.store_ids).toEqual([first]);
    const both = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await both.client.get('/api/admin/v1/stores')).json().data).toHaveLength(2);
  });
});

describe('super-admin-only routes', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await startTestApp({}, (app) => {
      app.get('/api/admin/v1/integrations-probe', { config: { access: 'super-admin' } }, async () => ({
        ok: true,
      }));
    });
  });
  afterAll(() => guarded?.close());

  it('refuse everyone but a super admin, whatever their policies', async () => {
    const admin = await superAdmin(guarded, guarded.alpha);
    expect((await admin.get('/api/admin/v1/integrations-probe')).statusCode).toBe(200);
    const manager = await userWith(guarded, guarded.alpha, { roleNames: ['admin'] });
    const refused = await manager.client.get('/api/admin/v1/integrations-probe');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(401);
  });

  it('an admin route that declares neither policy nor access does not start', async () => {
    await expect(
      startTestApp({}, (app) => {
        app.get('/api/admin/v1/forgotten', async () => ({ open: true }));
      }),
    ).rejects.toThrow(/must declare a policy/);
  });

  it('a route outside the admin API that does not say it is public does not start', async () => {
    await expect(
      startTestApp({}, (app) => {
        app.get('/api/public/v1/forgotten', async () => ({ open: true }));
      }),
    ).rejects.toThrow(/must declare access: 'public'/);
  });
});
