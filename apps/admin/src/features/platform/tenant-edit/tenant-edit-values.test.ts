import { describe, expect, it } from 'vitest';
import type { PlatformTenant } from '../api.js';
import { checkTenantPatch, tenantEditValues, tenantPatchOf } from './tenant-edit-values.js';

const tenant: PlatformTenant = {
  id: 7,
  slug: 'sushi-norte',
  name: 'Sushi Norte',
  country: 'cl',
  hostNames: ['pedidos.sushinorte.cl'],
  features: ['order_taker', 'points'],
  subscriptionStatus: 'active',
  active: true,
  hiddenMenuItems: [],
  consolidationReport: null,
  platform: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the brand edit form', () => {
  const saved = tenantEditValues(tenant);

  it('reads a brand without a consolidation setting as none', () => {
    expect(saved.consolidationReport).toBe('none');
  });

  it('sends nothing when nothing changed, features ticked again in another order included', () => {
    expect(tenantPatchOf(saved, saved)).toEqual({});
    expect(tenantPatchOf(saved, { ...saved, features: ['points', 'order_taker'] })).toEqual({});
  });

  it('sends only what changed, in wire spelling', () => {
    expect(
      tenantPatchOf(saved, {
        ...saved,
        subscriptionStatus: 'failed_payment',
        hiddenMenuItems: ['/reports'],
        active: false,
      }),
    ).toEqual({ subscription_status: 'failed_payment', hidden_menu_items: ['/reports'], active: false });
  });

  it('checks the change with the API’s rules', () => {
    expect(checkTenantPatch(tenantPatchOf(saved, { ...saved, name: '  ' }))).toEqual({
      name: 'Este campo es requerido',
    });
    expect(checkTenantPatch(tenantPatchOf(saved, { ...saved, hostNames: ['no es dominio'] }))).toEqual({
      hostNames: 'no es dominio: no cumple con el formato',
    });
  });
});
