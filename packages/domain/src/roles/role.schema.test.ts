import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, roleBadgeColours, roleInput, roleNames, rolePatch } from '../index.js';

describe('role validation', () => {
  it.each([
    ['accepts a name alone', { name: 'Cajero' }, null],
    [
      'accepts policy ids and per-action switches',
      {
        name: 'Cajero',
        policy_ids: [1],
        policies: [{ policy_id: 2, actions: [{ key: 'show', active: true }] }],
      },
      null,
    ],
    ['requires the name', {}, { field: 'name', message: 'El campo name es requerido' }],
    [
      'requires a blank name to be filled',
      { name: '' },
      { field: 'name', message: 'El campo name es requerido' },
    ],
    [
      'rejects spaces around the name',
      { name: 'Cajero ' },
      { field: 'name', message: 'El campo name: Espacios al inicio o al final no son admitidos' },
    ],
    [
      'rejects a name over 60 characters',
      { name: 'n'.repeat(61) },
      { field: 'name', message: 'El campo name debe tener máximo 60 caracteres' },
    ],
    [
      'rejects a policy id that is not an id',
      { name: 'Cajero', policy_ids: [0] },
      { field: 'policy_ids.0', message: 'El campo policy_ids.0 debe ser mayor que 0' },
    ],
    [
      'requires the active flag of an action',
      { name: 'Cajero', policies: [{ policy_id: 1, actions: [{ key: 'show' }] }] },
      { field: 'policies.0.actions.0.active', message: 'El campo policies.0.actions.0.active es requerido' },
    ],
    [
      'rejects an unknown field',
      { name: 'Cajero', color: 'rojo' },
      { field: 'color', message: 'El campo color no está permitido' },
    ],
  ])('%s', (_rule, body, error) => {
    const result = roleInput.safeParse(body);
    if (error === null) expect(result.success).toBe(true);
    else expect(fieldErrorsOf(result.error!)).toEqual([error]);
  });

  it('accepts a role as GET answers it, read-only fields included', () => {
    const fetched = {
      id: 3,
      name: 'user cc',
      description: null,
      policy_ids: [1],
      policies: [
        {
          policy_id: 1,
          key: 'coupons',
          path: '/coupons',
          actions: [{ key: 'show', label: 'visualizar info', active: true }],
        },
      ],
      users_count: 2,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(roleInput.safeParse(fetched).success).toBe(true);
    expect(rolePatch.safeParse({}).success).toBe(true);
  });

  it('gives each role name of the spec its badge colour', () => {
    expect(roleNames.map((name) => roleBadgeColours[name])).toEqual([
      'primary',
      'danger',
      'success',
      'light',
      'dark',
    ]);
  });
});
