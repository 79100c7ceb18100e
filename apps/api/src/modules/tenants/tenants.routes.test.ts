import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { defaultTenantBlueprint } from '../../seed/demo-tenants.js';
import { provisionTenant } from '../../seed/provision-tenant.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ defaultTenant: 'alpha' });
});
afterAll(() => ctx?.close());

const root = (host: string) => ctx.app.inject({ method: 'GET', url: '/', headers: { host } });

describe('GET / names the tenant of the host', () => {
  it('answers the tenant that owns the host name in the tenant header', async () => {
    const response = await root('beta.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers.tenant).toBe('beta');
    expect(response.json()).toMatchObject({
      slug: 'beta',
      country: 'cl',
      currency: 'CLP',
      currency_symbol: '$',
      phone_prefix: '+569',
      time_zone: 'America/Santiago',
      subscription_status: 'active',
    });
  });

  it('tells the console which menu items the tenant hides and its consolidation report', async () => {
    expect((await root('beta.localhost')).json()).toMatchObject({
      consolidation_report: null,
      hidden_menu_items: [],
    });
    await provisionTenant(
      ctx.db,
      {
        ...defaultTenantBlueprint('gamma'),
        settings: { hidden_menu_items: ['/reports', '/payments'], consolidation_report: 'monthly' },
        subscriptionStatus: 'suspended',
      },
      { email: 'root@gamma.cl', passwordHash: 'x' },
    );
    expect((await root('gamma.localhost')).json()).toMatchObject({
      consolidation_report: 'monthly',
      hidden_menu_items: ['/reports', '/payments'],
      subscription_status: 'suspended',
    });
  });

  it('ignores settings of the wrong shape instead of failing the console start-up', async () => {
    await provisionTenant(
      ctx.db,
      { ...defaultTenantBlueprint('delta'), settings: { hidden_menu_items: 'todo' } as never },
      { email: 'root@delta.cl', passwordHash: 'x' },
    );
    const response = await root('delta.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json().hidden_menu_items).toEqual([]);
  });

  it('names the map tiles the console draws under its maps, and lets the CSP load them', async () => {
    const response = await root('beta.localhost');
    expect(response.json().map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(response.headers['content-security-policy']).toContain('img-src');
    expect(response.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
  });

  it('falls back to the default tenant for a host nobody owns', async () => {
    const response = await root('otro.example.com');
    expect(response.headers.tenant).toBe('alpha');
  });

  it('needs no tenant header and no sign-in', async () => {
    const response = await root('alpha.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe('alpha');
  });
});

describe('API documentation', () => {
  it('serves OpenAPI 3.1 generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const signIn = document.paths['/api/identity/v1/sign-in'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const me = document.paths['/api/admin/v1/admin_users/me'].get;
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'tenant', required: true }),
    );
    expect(signIn.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'tenant', required: false }),
    );
    expect(me.responses['200'].content['application/json'].schema.properties.policies).toBeDefined();
  });

  it('serves browsable docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('maps without tiles', () => {
  it('answers a null tile URL and keeps the CSP to our own images with MAP_TILE_URL=none', async () => {
    const offline = await startTestApp({ defaultTenant: 'alpha', mapTileUrl: null });
    try {
      const response = await offline.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'alpha.localhost' },
      });
      expect(response.json().map_tile_url).toBeNull();
      expect(response.headers['content-security-policy']).not.toContain('openstreetmap');
    } finally {
      await offline.close();
    }
  });
});
