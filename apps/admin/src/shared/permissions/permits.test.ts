import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../session/index.js';
import { permits } from './permits.js';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  name: 'Ana',
  email: 'ana@demo.cl',
  phone: '+56912345678',
  superAdmin: false,
  platformOperator: false,
  storeIds: [],
  roles: [],
  policies: [
    {
      key: 'stores',
      path: '/stores',
      actions: [
        { key: 'show', label: 'visualizar info', active: true },
        { key: 'update', label: 'actualizar', active: false },
      ],
    },
  ],
  ...overrides,
});

describe('the action wrapper (spec part 1 §6)', () => {
  it.each([
    ['an active action of a held policy', { policy: 'stores', action: 'show' }, true],
    ['an inactive action', { policy: 'stores', action: 'update' }, false],
    ['a policy the role lacks', { policy: 'orders', action: 'show' }, false],
    ['no policy required', {}, true],
    ['super admin required, not held', { superAdmin: true }, false],
  ] as const)('%s', (_case, requirement, expected) => {
    expect(permits(user(), requirement)).toBe(expected);
  });

  it('lets a super admin through super-admin-only and policy checks', () => {
    const admin = user({ superAdmin: true, policies: [] });
    expect(permits(admin, { superAdmin: true })).toBe(true);
    expect(permits(admin, { policy: 'orders', action: 'delete' })).toBe(true);
  });

  it('ignores a policy without an admin path', () => {
    const pathless = user({
      policies: [{ key: 'stores', path: '', actions: [{ key: 'show', label: '', active: true }] }],
    });
    expect(permits(pathless, { policy: 'stores' })).toBe(false);
  });

  it('lets nobody through when signed out', () => {
    expect(permits(null, {})).toBe(false);
  });
});
