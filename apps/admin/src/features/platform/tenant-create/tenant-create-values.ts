import { fieldErrorsOf, tenantCreateBody } from '@tablero/domain';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { tenantFieldErrors } from '../tenant-form/tenant-field-errors.js';

/** The new-brand form (`POST /platform/tenants`), its administrator's fields flat. */
export interface TenantCreateValues extends Record<string, unknown> {
  name: string;
  slug: string;
  country: string;
  hostNames: string[];
  features: string[];
  adminName: string;
  adminEmail: string;
}

export function newTenantValues(): TenantCreateValues {
  return { name: '', slug: '', country: 'cl', hostNames: [], features: [], adminName: '', adminEmail: '' };
}

/** The brand in wire spelling, as the API takes it. */
export function tenantCreateBodyOf(values: TenantCreateValues) {
  return {
    slug: values.slug.trim(),
    name: values.name,
    country: values.country,
    host_names: values.hostNames,
    features: values.features,
    admin: { name: values.adminName, email: values.adminEmail },
  };
}

/** The longest slug the API takes (`tenantSlug`). */
const SLUG_MAX = 48;

/**
 * The slug a name suggests: lower case without accents, words joined by hyphens ("Sushi Ñuñoa" →
 * "sushi-nunoa"), within the API's length and never ending in a hyphen.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** The API's own rules (`tenantCreateBody`) on what the form would send, by form input. */
export function checkTenantCreate(body: ReturnType<typeof tenantCreateBodyOf>): FieldErrors {
  const result = tenantCreateBody.safeParse(body);
  return result.success ? {} : tenantFieldErrors(fieldErrorsOf(result.error), body.host_names);
}
