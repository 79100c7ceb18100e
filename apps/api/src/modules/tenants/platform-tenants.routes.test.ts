import { randomBytes } from 'node:crypto';
import { tenantAdminMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  signIn,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';

const TENANTS = '/api/admin/v1/platform/tenants';

let ctx: TestContext;
let operator: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  operator = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const slugOf = () => `marca-${randomBytes(3).toString('hex')}`;
const createBody = (slug = slugOf(), change: Record<string, unknown> = {}) => ({
  slug,
  name: `Sushi ${slug}`,
  country: 'cl',
  host_names: [`${slug}.pedidos.test`],
  features: ['order_taker'],
  admin: { name: 'Valentina Muñoz', email: `valentina@${slug}.test` },
  ...change,
});

/** The new brand's administrator sets a password through the link and signs in. */
async function firstAdminSignsIn(
  created: { slug: string; admin_password_link: { url: string } },
  email: string,
) {
  const token = new URL(created.admin_password_link.url).pathname.split('/').at(-1) ?? '';
  const set = await ctx.app.inject({
    method: 'POST',
    url: `/api/identity/v1/password_links/${token}`,
    headers: { tenant: created.slug },
    payload: { password: 'Primera-Clave-2026' },
  });
  expect(set.statusCode, set.body).toBe(204);
  const { access } = await signIn(ctx.app, created.slug, email, 'Primera-Clave-2026');
  return client(ctx.app, created.slug, access);
}

describe('platform tenants', () => {
  it('are listed to the platform’s super admins, the platform’s own brand marked', async () => {
    const page = (await operator.get(`${TENANTS}?limit=100`)).json();
    const slugs = page.data.map((t: { slug: string }) => t.slug);
    expect(slugs).toEqual(expect.arrayContaining(['alpha', 'beta']));
    expect(page.data.find((t: { slug: string }) => t.slug === 'alpha')).toMatchObject({
      platform: true,
      active: true,
    });
    expect(
      (await operator.get(`${TENANTS}?query=bet`)).json().data.map((t: { slug: string }) => t.slug),
    ).toEqual(['beta']);
    expect((await operator.get('/api/admin/v1/admin_users/me')).json().platform_operator).toBe(true);
  });

  it('are refused to another brand’s super admin and to this brand’s other users', async () => {
    const betaAdmin = await superAdmin(ctx, ctx.beta);
    const refused = await betaAdmin.get(TENANTS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(tenantAdminMessages.onlyPlatform);
    expect((await betaAdmin.get('/api/admin/v1/admin_users/me')).json().platform_operator).toBe(false);
    expect((await betaAdmin.post(TENANTS, createBody())).statusCode).toBe(403);
    const alphaAdmin = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    expect((await alphaAdmin.client.patch(`${TENANTS}/${ctx.beta.id}`, { active: false })).statusCode).toBe(
      403,
    );
    expect((await operator.get(`${TENANTS}/${ctx.beta.id}`)).json().active).toBe(true);
  });

  it('are created with the five roles and a first administrator who sets a password through the link', async () => {
    const body = createBody();
    const response = await operator.post(TENANTS, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      slug: body.slug,
      name: body.name,
      country: 'cl',
      host_names: body.host_names,
      features: ['order_taker'],
      subscription_status: 'active',
      active: true,
      platform: false,
    });
    expect(created.admin_password_link.url).toMatch(
      new RegExp(`/definir-contrasena/.+\\?tenant=${body.slug}$`),
    );
    const theirs = await firstAdminSignsIn(created, body.admin.email);
    const me = (await theirs.get('/api/admin/v1/admin_users/me')).json();
    expect(me).toMatchObject({
      name: 'Valentina Muñoz',
      super_admin: true,
      platform_operator: false,
      store_ids: [],
    });
    expect((await theirs.get('/api/admin/v1/roles?limit=100')).json().meta.total_count).toBe(5);
    expect((await theirs.get('/api/admin/v1/stores')).json().data).toEqual([]);
    // Their brand knows nothing of the platform's data.
    expect((await theirs.get(TENANTS)).statusCode).toBe(403);
  });

  it('refuse a slug or host name already taken, and bodies of the wrong shape, creating nothing', async () => {
    const countNow = async () => (await operator.get(TENANTS)).json().meta.total_count as number;
    const before = await countNow();
    expectValidationError(await operator.post(TENANTS, createBody('beta')), [
      { field: 'slug', message: tenantAdminMessages.slugTaken },
    ]);
    const taken = createBody();
    expect((await operator.post(TENANTS, taken)).statusCode).toBe(201);
    expectValidationError(
      await operator.post(TENANTS, createBody(slugOf(), { host_names: taken.host_names })),
      [
        {
          field: 'host_names.0',
          message: tenantAdminMessages.hostTaken(taken.host_names[0] ?? '', taken.name),
        },
      ],
    );
    const wrong = await operator.post(TENANTS, {
      slug: 'Con Espacios',
      name: '',
      country: 'ar',
      features: ['teleport'],
      admin: { name: 'X', email: 'no-es-correo' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      wrong
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['admin.email', 'country', 'features.0', 'name', 'slug'].sort());
    for (const payload of ['null', '[]', '{"slug":'])
      expect(
        (
          await operator.raw({
            method: 'POST',
            url: TENANTS,
            payload,
            headers: { 'content-type': 'application/json' },
          })
        ).statusCode,
        payload,
      ).toBeGreaterThanOrEqual(400);
    expect(await countNow()).toBe(before + 1);
  });

  it('switch features, subscription and menu items, seen by the brand at once; a deactivated brand is gone', async () => {
    const body = createBody();
    const created = (await operator.post(TENANTS, body)).json();
    const theirs = await firstAdminSignsIn(created, body.admin.email);
    expect((await theirs.get('/api/admin/v1/settings')).json().loyalty_available).toBe(false);

    const changed = await operator.patch(`${TENANTS}/${created.id}`, {
      features: ['loyalty_program'],
      subscription_status: 'failed_payment',
      hidden_menu_items: ['/reports'],
      consolidation_report: 'monthly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      features: ['loyalty_program'],
      subscription_status: 'failed_payment',
      hidden_menu_items: ['/reports'],
      consolidation_report: 'monthly',
    });
    expect((await theirs.get('/api/admin/v1/settings')).json()).toMatchObject({
      loyalty_available: true,
      consolidation_report: 'monthly',
    });
    expectValidationError(
      await operator.patch(`${TENANTS}/${created.id}`, { subscription_status: 'gratis' }),
      [{ field: 'subscription_status' }],
    );

    expect((await operator.patch(`${TENANTS}/${created.id}`, { active: false })).json().active).toBe(false);
    expect((await theirs.get('/api/admin/v1/settings')).statusCode).toBe(404);
    expect((await operator.patch(`${TENANTS}/${created.id}`, { active: true })).statusCode).toBe(200);
    expect((await theirs.get('/api/admin/v1/settings')).statusCode).toBe(200);
  });

  it('give a new link to a first administrator who lost theirs, until they set a password', async () => {
    const body = createBody();
    const made = await operator.post(TENANTS, body);
    expect(made.statusCode, made.body).toBe(201);
    const brand = made.json() as { id: number; slug: string };
    const again = await operator.post(`${TENANTS}/${brand.id}/admin_password_link`, {});
    expect(again.statusCode, again.body).toBe(200);
    const link = again.json() as { url: string; expires_at: string; admin: { email: string } };
    expect(link.admin.email).toBe(body.admin.email);
    expect(link.url).toContain(`tenant=${brand.slug}`);

    await firstAdminSignsIn({ slug: brand.slug, admin_password_link: link }, body.admin.email);
    expectValidationError(await operator.post(`${TENANTS}/${brand.id}/admin_password_link`, {}), [
      { field: 'admin', message: tenantAdminMessages.adminHasPassword },
    ]);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.post(`${TENANTS}/${brand.id}/admin_password_link`, {})).statusCode).toBe(403);
    expect((await operator.post(`${TENANTS}/999999/admin_password_link`, {})).statusCode).toBe(404);
  });

  it('keep the platform’s own brand active, and answer 404 for a brand that does not exist', async () => {
    expectValidationError(await operator.patch(`${TENANTS}/${ctx.alpha.id}`, { active: false }), [
      { field: 'active', message: tenantAdminMessages.platformStaysActive },
    ]);
    expect((await operator.get(`${TENANTS}/999999`)).statusCode).toBe(404);
    expect((await operator.patch(`${TENANTS}/999999`, { name: 'X' })).statusCode).toBe(404);
  });
});
