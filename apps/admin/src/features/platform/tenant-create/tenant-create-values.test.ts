import { featureFlags } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { tenantFieldErrors } from '../tenant-form/tenant-field-errors.js';
import { featureOrder } from '../tenant-options.js';
import {
  checkTenantCreate,
  newTenantValues,
  suggestSlug,
  type TenantCreateValues,
  tenantCreateBodyOf,
} from './tenant-create-values.js';

const valid: TenantCreateValues = {
  ...newTenantValues(),
  name: 'Sushi Norte',
  slug: 'sushi-norte',
  hostNames: ['pedidos.sushinorte.cl'],
  features: ['loyalty_program'],
  adminName: 'Valentina Muñoz',
  adminEmail: 'valentina@sushinorte.cl',
};

const check = (change: Partial<TenantCreateValues>) =>
  checkTenantCreate(tenantCreateBodyOf({ ...valid, ...change }));

describe('the new-brand form', () => {
  it.each([
    ['Sushi Norte', 'sushi-norte'],
    ['  Café Ñuñoa & Co.  ', 'cafe-nunoa-co'],
    ['Pizzería 24/7', 'pizzeria-24-7'],
    ['¡¡¡', ''],
    [`${'a'.repeat(47)} b`, 'a'.repeat(47)],
  ])('suggests the slug of %j: %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });

  it('sends the brand in wire spelling, the administrator nested', () => {
    expect(tenantCreateBodyOf(valid)).toEqual({
      slug: 'sushi-norte',
      name: 'Sushi Norte',
      country: 'cl',
      host_names: ['pedidos.sushinorte.cl'],
      features: ['loyalty_program'],
      admin: { name: 'Valentina Muñoz', email: 'valentina@sushinorte.cl' },
    });
  });

  it.each([
    ['accepts a complete brand', {}, {}],
    ['refuses a slug with spaces', { slug: 'sushi norte' }, { slug: 'Este campo no cumple con el formato' }],
    [
      'refuses a slug ending in a hyphen',
      { slug: 'sushi-' },
      { slug: 'Este campo no cumple con el formato' },
    ],
    ['requires the name', { name: '' }, { name: 'Este campo es requerido' }],
    [
      'names the host that is not a domain',
      { hostNames: ['pedidos.sushinorte.cl', 'sin-punto'] },
      { hostNames: 'sin-punto: no cumple con el formato' },
    ],
    ['requires the administrator', { adminName: '' }, { adminName: 'Este campo es requerido' }],
    [
      'refuses an invalid e-mail',
      { adminEmail: 'valentina@' },
      { adminEmail: 'Este campo no cumple con el formato' },
    ],
  ])('%s', (_rule, change, errors) => {
    expect(check(change)).toEqual(errors);
  });

  it('lists every missing field of an empty form, in the order of the form', () => {
    expect(Object.keys(checkTenantCreate(tenantCreateBodyOf(newTenantValues())))).toEqual([
      'slug',
      'name',
      'adminName',
      'adminEmail',
    ]);
  });

  it('puts the API’s refusals under the inputs they name', () => {
    expect(
      tenantFieldErrors(
        [
          { field: 'slug', message: 'Ya existe una marca con ese slug' },
          { field: 'host_names.1', message: 'El dominio b.cl ya es de la marca Demo' },
          { field: 'admin.email', message: 'El campo admin.email es inválido' },
        ],
        ['a.cl', 'b.cl'],
      ),
    ).toEqual({
      slug: 'Ya existe una marca con ese slug',
      hostNames: 'El dominio b.cl ya es de la marca Demo',
      adminEmail: 'Este campo es inválido',
    });
  });

  it('offers every feature flag of the domain, once', () => {
    expect([...featureOrder].sort()).toEqual([...featureFlags].sort());
  });
});
