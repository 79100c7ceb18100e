import { describe, expect, it } from 'vitest';
import { checkUserForm, newUserFormValues, type UserFormValues, userBodyOf } from './user-form-values.js';

const valid: UserFormValues = {
  ...newUserFormValues(),
  name: 'Ana Pérez',
  email: 'ana@tablero.cl',
  phone: '+56912345678',
  roleIds: [1],
  storeIds: [2],
};

const phoneMessage = 'Este campo debe incluir el código de país (11 dígitos, por ejemplo +56912345678)';

const check = (change: Partial<UserFormValues>, isNew = true) =>
  checkUserForm('cl', isNew)(userBodyOf({ ...valid, ...change }, { withSuperAdmin: false }));

/** Spec part 2 §5 "Admin user", one row per rule, as the form shows them under each input. */
describe('the user form', () => {
  it.each([
    ['accepts a complete user without a password', {}, {}],
    ['requires the name', { name: '' }, { name: 'Este campo es requerido' }],
    ['requires the email', { email: '' }, { email: 'Este campo es requerido' }],
    ['refuses an invalid email', { email: 'ana@' }, { email: 'Este campo es inválido' }],
    ['requires the phone', { phone: '' }, { phone: 'Este campo es requerido' }],
    ['refuses a phone without the country code', { phone: '912345678' }, { phone: phoneMessage }],
    ['refuses a phone one digit short', { phone: '+5691234567' }, { phone: phoneMessage }],
    ['requires a role', { roleIds: [] }, { roleIds: 'Este campo es requerido' }],
    ['requires a store', { storeIds: [] }, { storeIds: 'Este campo es requerido' }],
    [
      'refuses a password under 8 characters',
      { password: 'corta' },
      { password: 'Este campo debe tener al menos 8 caracteres' },
    ],
    ['accepts a password of 8 characters', { password: 'Clave-12' }, {}],
  ])('%s', (_rule, change, errors) => {
    expect(check(change)).toEqual(errors);
  });

  it('lists every missing field of an empty form, in the order of the form', () => {
    const errors = checkUserForm('cl', true)(userBodyOf(newUserFormValues(), { withSuperAdmin: false }));
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'roleIds', 'storeIds']);
  });

  it('checks a saved user with the same rules', () => {
    expect(check({ roleIds: [], phone: '+5691234567' }, false)).toEqual({
      phone: phoneMessage,
      roleIds: 'Este campo es requerido',
    });
  });

  it('sends a blank password as none and the super-admin flag only when the sender may set it', () => {
    expect(userBodyOf(valid, { withSuperAdmin: false })).toEqual({
      name: 'Ana Pérez',
      email: 'ana@tablero.cl',
      phone: '+56912345678',
      role_ids: [1],
      store_ids: [2],
    });
    expect(
      userBodyOf({ ...valid, password: 'Clave-Segura', superAdmin: true }, { withSuperAdmin: true }),
    ).toMatchObject({
      password: 'Clave-Segura',
      super_admin: true,
    });
  });
});
