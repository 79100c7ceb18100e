import { IconPlug } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../shared/session/index.js';
import { allowed, type Viewer } from './allowed.js';
import { landingPath, sidebarSections } from './sidebar-sections.js';
import { routeEnabled, type TenantGates } from './tenant-gates.js';

const plainTenant: TenantGates = { features: [], consolidationReport: null, hiddenMenuItems: [] };

function userWith(policies: string[], superAdmin = false): CurrentUser {
  return {
    id: 1,
    email: 'ana@demo.cl',
    name: 'Ana',
    superAdmin,
    storeIds: null,
    roles: [],
    policies: policies.map((key) => ({
      id: 1,
      key,
      path: `/${key}`,
      actions: [{ key: 'show', label: 'visualizar info', active: true }],
    })),
  } as unknown as CurrentUser;
}

const paths = (viewer: Viewer) =>
  sidebarSections(viewer).flatMap((section) => section.items.map((item) => item.path));

describe('tenant gates (spec part 1 §2 "Other rules")', () => {
  it.each([
    ['/custom-landings', 'custom_landings'],
    ['/loyalty-program', 'loyalty_program'],
    ['/best-selling-products', 'best_selling_products'],
    ['/social-networks', 'social_networks'],
  ])('keeps %s off unless the tenant has the %s flag', (path, flag) => {
    expect(routeEnabled(plainTenant, path)).toBe(false);
    expect(routeEnabled(plainTenant, `${path}/edit/3`)).toBe(false);
    expect(routeEnabled({ ...plainTenant, features: [flag] }, path)).toBe(true);
  });

  it.each([
    [null, false],
    ['none', false],
    ['monthly', true],
  ])('with consolidation report %s, /payments and /payments/{id} are on: %s', (setting, on) => {
    const tenant = { ...plainTenant, consolidationReport: setting };
    expect(routeEnabled(tenant, '/payments')).toBe(on);
    expect(routeEnabled(tenant, '/payments/7')).toBe(on);
  });

  it('leaves every other area alone', () => {
    expect(routeEnabled(plainTenant, '/stores')).toBe(true);
    expect(routeEnabled(plainTenant, '/stores/edit-store/1/info')).toBe(true);
  });

  it('refuses a gated area even to a super admin', () => {
    const route = { path: '/loyalty-program', access: 'signed-in' as const };
    const viewer = { user: userWith([], true), tenant: plainTenant };
    expect(allowed(viewer, route)).toBe(false);
    expect(allowed({ ...viewer, tenant: { ...plainTenant, features: ['loyalty_program'] } }, route)).toBe(
      true,
    );
  });
});

describe('super-admin-only menu groups', () => {
  const integration = {
    path: '/delivery-integration',
    access: 'stores' as const,
    nav: { group: 'integrations' as const, label: 'x', icon: IconPlug },
  };

  it('hold for direct access, not only for the menu', () => {
    expect(allowed({ user: userWith(['stores']), tenant: plainTenant }, integration)).toBe(false);
    expect(allowed({ user: userWith([], true), tenant: plainTenant }, integration)).toBe(true);
  });
});

describe('the platform’s brands and notices', () => {
  const operator = { ...userWith([], true), platformOperator: true } as CurrentUser;

  it('show in the menu of a platform operator only, under PLATAFORMA', () => {
    const sections = sidebarSections({ user: operator, tenant: plainTenant });
    expect(sections.at(-1)).toMatchObject({
      group: 'platform',
      items: [{ path: '/platform/tenants' }, { path: '/platform/informative-banners' }],
    });
    const brandSuperAdmin = paths({ user: userWith([], true), tenant: plainTenant });
    expect(brandSuperAdmin).not.toContain('/platform/tenants');
    expect(brandSuperAdmin).not.toContain('/platform/informative-banners');
  });

  it('refuse direct access to anyone else, a super admin of a brand included', () => {
    const route = { path: '/platform/tenants/:id', access: 'platform' as const };
    expect(allowed({ user: operator, tenant: plainTenant }, route)).toBe(true);
    expect(allowed({ user: userWith([], true), tenant: plainTenant }, route)).toBe(false);
    expect(allowed({ user: userWith(['admin_users', 'settings']), tenant: plainTenant }, route)).toBe(false);
  });
});

describe('sidebar', () => {
  it('shows the permitted items only', () => {
    expect(paths({ user: userWith(['stores']), tenant: plainTenant })).toEqual(['/my-account', '/stores']);
    expect(paths({ user: userWith(['orders']), tenant: plainTenant })).toEqual(['/my-account', '/orders']);
    expect(paths({ user: userWith(['drivers']), tenant: plainTenant })).toEqual(['/my-account', '/drivers']);
    expect(paths({ user: userWith(['polls']), tenant: plainTenant })).toEqual(['/my-account', '/nps/polls']);
    expect(paths({ user: userWith(['banners', 'pop_ups']), tenant: plainTenant })).toEqual([
      '/my-account',
      '/banners',
      '/popup-banners',
    ]);
    expect(paths({ user: userWith(['pages']), tenant: plainTenant })).toEqual(['/my-account', '/pages']);
  });

  it('drops the items the tenant hides, while the screen stays reachable', () => {
    const viewer = { user: userWith(['stores']), tenant: { ...plainTenant, hiddenMenuItems: ['/stores'] } };
    expect(paths(viewer)).toEqual(['/my-account']);
    expect(landingPath(viewer)).toBe('/stores');
  });

  it('lands a user without the stores on their first permitted screen', () => {
    expect(landingPath({ user: userWith(['orders']), tenant: plainTenant })).toBe('/orders');
    expect(landingPath({ user: userWith(['banners']), tenant: plainTenant })).toBe('/banners');
    expect(landingPath({ user: userWith([]), tenant: plainTenant })).toBe('/my-account');
  });
});
