import { describe, expect, it } from 'vitest';
import {
  actionCatalogue,
  forbiddenMessage,
  isPolicyKey,
  type PolicyAction,
  policyAllows,
  policyCatalogue,
  policyKeys,
} from './catalogue.js';

/** Every policy area of the spec (part 1 §6, part 2 §2) with the console path it opens. */
const specAreas: Record<string, string | null> = {
  coupons: '/coupons',
  settings: '/general-settings',
  orders: '/orders',
  menus: '/menu',
  modifiers: '/modifiers',
  products: '/products',
  stores: '/stores',
  banners: '/banners',
  position_banners: '/position-banners',
  pop_ups: '/popup-banners',
  pages: '/pages',
  kpi: '/reports',
  admin_users: '/users',
  roles: '/roles',
  templates: '/templates',
  questions: '/nps/questions',
  polls: '/nps/polls',
  drivers: '/drivers',
  answers: '/dashboard-nps',
  auth_credentials: null,
};

/** The action labels of spec part 2 §6. */
const specLabels = [
  'actualizar',
  'crear',
  'eliminar',
  'visualizar info',
  'ordenes',
  'metodos de pago',
  'metodos de envío',
  'resultados NPS',
  'exportar informe ordenes',
  'listado completo',
  'resumen',
  'actualización masiva',
];

describe('policy catalogue', () => {
  it('has every policy area of the spec and no other', () => {
    expect([...policyKeys].sort()).toEqual(Object.keys(specAreas).sort());
  });

  it.each(Object.entries(specAreas))('guards %s with the path %s', (key, path) => {
    expect(isPolicyKey(key)).toBe(true);
    if (!isPolicyKey(key)) return;
    expect(policyCatalogue[key].path).toBe(path);
  });

  it('has auth_credentials as the only area without a route', () => {
    expect(policyKeys.filter((key) => policyCatalogue[key].path === null)).toEqual(['auth_credentials']);
  });

  it('lets every area be shown', () => {
    for (const key of policyKeys) expect(policyAllows(key, 'show')).toBe(true);
  });

  it('labels the actions with the words of the spec', () => {
    expect(
      Object.values(actionCatalogue)
        .map((a) => a.label)
        .sort(),
    ).toEqual([...specLabels].sort());
    expect(actionCatalogue.show.label).toBe('visualizar info');
    expect(actionCatalogue.update.label).toBe('actualizar');
  });

  it('offers every labelled extra action on some policy', () => {
    const offered = new Set(policyKeys.flatMap((key) => policyCatalogue[key].actions as readonly string[]));
    for (const action of Object.keys(actionCatalogue)) expect(offered, action).toContain(action);
  });

  it.each([
    ['orders', 'export_orders'],
    ['orders', 'full_list'],
    ['stores', 'payment_methods'],
    ['stores', 'delivery_methods'],
    ['stores', 'massive_update'],
    ['kpi', 'orders'],
    ['kpi', 'summary'],
    ['answers', 'nps_results'],
  ] as const)('offers %s the extra action %s', (policy, action) => {
    expect(policyAllows(policy, action)).toBe(true);
  });

  it('refuses actions an area does not have', () => {
    expect(policyAllows('coupons', 'massive_update')).toBe(false);
    expect(policyAllows('settings', 'delete')).toBe(false);
  });

  it('does not take inherited object keys for policy keys', () => {
    expect(isPolicyKey('toString')).toBe(false);
    expect(isPolicyKey('users')).toBe(false);
  });
});

describe('forbiddenMessage', () => {
  it('says the spec sentence for seeing stores', () => {
    expect(forbiddenMessage('stores', 'show')).toBe(
      'Para ver tiendas debes tener acceso al mantenedor de tiendas',
    );
  });

  it.each([
    ['admin_users', 'show', 'Para ver usuarios debes tener acceso al mantenedor de usuarios'],
    ['admin_users', 'create', 'Para crear usuarios debes tener acceso al mantenedor de usuarios'],
    ['stores', 'update', 'Para actualizar tiendas debes tener acceso al mantenedor de tiendas'],
    ['roles', 'delete', 'Para eliminar roles debes tener acceso al mantenedor de roles'],
  ] as [
    Parameters<typeof forbiddenMessage>[0],
    PolicyAction,
    string,
  ][])('names the action and the object: %s %s', (policy, action, message) => {
    expect(forbiddenMessage(policy, action)).toBe(message);
  });
});
