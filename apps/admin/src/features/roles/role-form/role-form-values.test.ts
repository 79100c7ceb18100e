import { describe, expect, it } from 'vitest';
import type { Policy } from '../api.js';
import { checkRoleForm, newRoleFormValues, roleBodyOf } from './role-form-values.js';

const stores: Policy = {
  id: 7,
  key: 'stores',
  name: 'tiendas',
  path: '/stores',
  actions: [
    { key: 'show', label: 'visualizar info' },
    { key: 'update', label: 'actualizar' },
  ],
};

const check = (change: Record<string, unknown>) =>
  checkRoleForm(roleBodyOf({ ...newRoleFormValues(), name: 'Cajero', ...change }, [stores]));

describe('the role form (spec part 2 §3, §6)', () => {
  it.each([
    ['accepts a name alone', {}, {}],
    ['requires the name', { name: '' }, { name: 'Este campo es requerido' }],
    [
      'refuses spaces around the name',
      { name: ' Cajero ' },
      { name: 'El campo name: Espacios al inicio o al final no son admitidos' },
    ],
    [
      'refuses a name over 60 characters',
      { name: 'a'.repeat(61) },
      { name: 'Este campo debe tener máximo 60 caracteres' },
    ],
    [
      'refuses a description over 500 characters',
      { description: 'a'.repeat(501) },
      { description: 'Este campo debe tener máximo 500 caracteres' },
    ],
  ])('%s', (_rule, change, errors) => {
    expect(check(change)).toEqual(errors);
  });

  it('sends a blank description as none, the role’s stores, and the ticked areas', () => {
    const body = roleBodyOf(
      { name: 'Cajero', description: '  ', storeIds: [4, 9], grants: { 7: ['show'] } },
      [stores],
    );
    expect(body).toEqual({
      name: 'Cajero',
      description: null,
      store_ids: [4, 9],
      policies: [
        {
          policy_id: 7,
          actions: [
            { key: 'show', active: true },
            { key: 'update', active: false },
          ],
        },
      ],
    });
  });
});
