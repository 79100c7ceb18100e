import { describe, expect, it } from 'vitest';
import { adminUserInputFor, adminUserPatchFor, fieldErrorsOf } from '../index.js';

const valid = {
  name: 'Ana Pérez',
  email: 'ana@tablero.cl',
  phone: '+56912345678',
  role_ids: [1],
  store_ids: [1, 2],
};

const phoneMessage = 'El campo phone debe incluir el código de país (11 dígitos, por ejemplo +56912345678)';

/** Spec part 2 §5 "Admin user", one row per rule: a change to a valid body and what it must give. */
const rules: [
  rule: string,
  change: Record<string, unknown>,
  error: { field: string; message: string } | null,
][] = [
  ['accepts a complete user', {}, null],
  ['requires the email', { email: undefined }, { field: 'email', message: 'El campo email es requerido' }],
  [
    'requires a blank email to be filled',
    { email: '' },
    { field: 'email', message: 'El campo email es requerido' },
  ],
  ['rejects an invalid email', { email: 'ana@' }, { field: 'email', message: 'El campo email es inválido' }],
  ['accepts an email in capitals', { email: 'ANA@Tablero.CL' }, null],
  ['requires the name', { name: undefined }, { field: 'name', message: 'El campo name es requerido' }],
  [
    'requires a blank name to be filled',
    { name: '' },
    { field: 'name', message: 'El campo name es requerido' },
  ],
  [
    'rejects spaces around the name',
    { name: ' Ana ' },
    { field: 'name', message: 'El campo name: Espacios al inicio o al final no son admitidos' },
  ],
  [
    'rejects a name over 100 characters',
    { name: 'a'.repeat(101) },
    { field: 'name', message: 'El campo name debe tener máximo 100 caracteres' },
  ],
  ['requires the phone', { phone: undefined }, { field: 'phone', message: 'El campo phone es requerido' }],
  [
    'requires a blank phone to be filled',
    { phone: '' },
    { field: 'phone', message: 'El campo phone es requerido' },
  ],
  [
    'rejects a phone without the country code',
    { phone: '912345678' },
    { field: 'phone', message: phoneMessage },
  ],
  [
    'rejects a phone without the plus sign',
    { phone: '56912345678' },
    { field: 'phone', message: phoneMessage },
  ],
  ['rejects a phone one digit short', { phone: '+5691234567' }, { field: 'phone', message: phoneMessage }],
  [
    'rejects a phone one digit too long',
    { phone: '+569123456789' },
    { field: 'phone', message: phoneMessage },
  ],
  ['rejects a phone with spaces', { phone: '+569 1234 5678' }, { field: 'phone', message: phoneMessage }],
  [
    'rejects a phone of another country',
    { phone: '+50612345678' },
    { field: 'phone', message: phoneMessage },
  ],
  [
    'requires the role ids',
    { role_ids: undefined },
    { field: 'role_ids', message: 'El campo role_ids es requerido' },
  ],
  [
    'requires at least one role',
    { role_ids: [] },
    { field: 'role_ids', message: 'El campo role_ids es requerido' },
  ],
  [
    'requires the store ids',
    { store_ids: undefined },
    { field: 'store_ids', message: 'El campo store_ids es requerido' },
  ],
  [
    'requires at least one store',
    { store_ids: [] },
    { field: 'store_ids', message: 'El campo store_ids es requerido' },
  ],
  [
    'rejects a store id that is not an id',
    { store_ids: [0] },
    { field: 'store_ids.0', message: 'El campo store_ids.0 debe ser mayor que 0' },
  ],
  ['accepts a password', { password: 'Clave-Segura-1' }, null],
  [
    'rejects a password under 8 characters',
    { password: 'corta' },
    { field: 'password', message: 'El campo password debe tener al menos 8 caracteres' },
  ],
  ['accepts the super admin flag', { super_admin: true }, null],
  [
    'rejects a super admin flag that is not a boolean',
    { super_admin: 'yes' },
    { field: 'super_admin', message: 'El campo super_admin es inválido' },
  ],
  [
    'rejects an unknown field',
    { apellido: 'x' },
    { field: 'apellido', message: 'El campo apellido no está permitido' },
  ],
];

describe('admin user validation (cl)', () => {
  it.each(rules)('%s', (_rule, change, error) => {
    const result = adminUserInputFor('cl').safeParse({ ...valid, ...change });
    if (error === null) {
      expect(result.success).toBe(true);
    } else {
      expect(result.success).toBe(false);
      expect(fieldErrorsOf(result.error!)).toEqual([error]);
    }
  });

  it('lets the password be left out', () => {
    const result = adminUserInputFor('cl').safeParse(valid);
    expect(result.success && result.data.password).toBe(undefined);
    expect(result.success).toBe(true);
  });

  it('lists every failing field of an empty body', () => {
    const result = adminUserInputFor('cl').safeParse({});
    expect(fieldErrorsOf(result.error!).map((e) => e.field)).toEqual([
      'name',
      'email',
      'phone',
      'role_ids',
      'store_ids',
    ]);
  });

  it('lists a wrong phone together with the other failing fields', () => {
    const result = adminUserInputFor('cl').safeParse({ ...valid, email: 'x', phone: '+5691234567' });
    expect(fieldErrorsOf(result.error!)).toEqual([
      { field: 'email', message: 'El campo email es inválido' },
      { field: 'phone', message: phoneMessage },
    ]);
  });
});

describe('admin user validation in other countries', () => {
  it.each([
    [
      'cr',
      '+50612345678',
      '+56912345678',
      'El campo phone debe incluir el código de país (11 dígitos, por ejemplo +50612345678)',
    ],
    [
      'mx',
      '+521234567890',
      '+5212345678',
      'El campo phone debe incluir el código de país (12 dígitos, por ejemplo +521234567890)',
    ],
  ])('%s accepts %s and rejects %s', (country, good, bad, message) => {
    expect(adminUserInputFor(country).safeParse({ ...valid, phone: good }).success).toBe(true);
    const result = adminUserInputFor(country).safeParse({ ...valid, phone: bad });
    expect(fieldErrorsOf(result.error!)).toEqual([{ field: 'phone', message }]);
  });
});

describe('admin user changes', () => {
  it('ignores the read-only fields a GET answers, so that it can be sent back', () => {
    const fetched = { ...valid, id: 7, roles: [{ id: 1, name: 'admin' }], created_at: 'x', updated_at: 'y' };
    expect(adminUserPatchFor('cl').safeParse(fetched).success).toBe(true);
    expect(adminUserInputFor('cl').safeParse({ ...fetched, users_count: 1 }).success).toBe(false);
  });

  it('accepts an empty change', () => {
    expect(adminUserPatchFor('cl').safeParse({}).success).toBe(true);
  });

  it('checks the phone of a change against the country', () => {
    expect(adminUserPatchFor('cl').safeParse({ phone: '+56987654321' }).success).toBe(true);
    const result = adminUserPatchFor('cl').safeParse({ phone: '987654321' });
    expect(fieldErrorsOf(result.error!)).toEqual([{ field: 'phone', message: phoneMessage }]);
  });

  it('does not let a change empty the roles or the stores', () => {
    const result = adminUserPatchFor('cl').safeParse({ role_ids: [], store_ids: [] });
    expect(fieldErrorsOf(result.error!).map((e) => e.field)).toEqual(['role_ids', 'store_ids']);
  });
});
