import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';

/** Each user's console preferences: theirs alone, merged change by change, checked whole. */
const PREFERENCES = '/api/admin/v1/admin_users/me/preferences';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

describe('console preferences', () => {
  it('start empty, keep each change over the others, and follow the user to a new session', async () => {
    const cashier = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await cashier.client.get(PREFERENCES)).json()).toEqual({});
    expect((await cashier.client.patch(PREFERENCES, { layout: 'horizontal' })).json()).toEqual({
      layout: 'horizontal',
    });
    const both = await cashier.client.patch(PREFERENCES, { language: 'en', sidebar_collapsed: true });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toEqual({ layout: 'horizontal', language: 'en', sidebar_collapsed: true });
    const again = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await again.client.get(PREFERENCES)).json()).toEqual({});
    expect((await admin.get(PREFERENCES)).json()).toEqual({});
    expect((await cashier.client.get(PREFERENCES)).json()).toEqual({
      layout: 'horizontal',
      language: 'en',
      sidebar_collapsed: true,
    });
  });

  it('refuse an unknown choice or key, changing nothing, and ask for a session', async () => {
    await admin.patch(PREFERENCES, { color_scheme: 'dark' });
    expectValidationError(await admin.patch(PREFERENCES, { layout: 'diagonal', theme: 'x' }), [
      { field: 'layout' },
      { field: 'theme' },
    ]);
    expectValidationError(await admin.patch(PREFERENCES, []), [{ field: 'body' }]);
    expect((await admin.get(PREFERENCES)).json()).toEqual({ color_scheme: 'dark' });
    expect((await client(ctx.app, ctx.alpha.slug).get(PREFERENCES)).statusCode).toBe(401);
  });
});
