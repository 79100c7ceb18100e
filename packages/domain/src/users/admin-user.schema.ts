import { z } from 'zod';
import { fieldMessages } from '../errors/field-messages.js';
import { effectivePolicy } from '../policies/schemas.js';
import { recordId } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { type CountrySettings, countrySettings } from '../tenants/countries.js';
import { isValidPhone, phoneDigits, phoneExample } from '../tenants/formats.js';

/**
 * What a GET answers but a write does not set. API.md: a GET body can be sent back to POST/PATCH
 * as it is, so these are accepted and ignored, while any other unknown field is still refused.
 */
const readOnlyFields = {
  id: z.unknown().optional().describe('Read-only; ignored'),
  roles: z.unknown().optional().describe('Read-only; ignored'),
  has_password: z.unknown().optional().describe('Read-only; ignored'),
  created_at: z.unknown().optional().describe('Read-only; ignored'),
  updated_at: z.unknown().optional().describe('Read-only; ignored'),
};

const idList = (field: string) => z.array(recordId).min(1, fieldMessages.required(field));

/**
 * An admin user as created (spec part 2 §5: email, name, phone, role and store ids required).
 * `min(1)` comes before the format so that a blank field, as a form sends it, reads "es requerido".
 */
export const adminUserInput = z
  .strictObject({
    name: trimmedText('name').pipe(z.string().min(1).max(100)),
    email: z.string().min(1).max(254).check(z.email()),
    phone: z
      .string()
      .min(1)
      .regex(/^\+\d{8,15}$/, fieldMessages.format('phone')),
    password: z.string().min(8).max(200).optional(),
    role_ids: idList('role_ids'),
    store_ids: idList('store_ids'),
    super_admin: z.boolean().optional(),
    ...readOnlyFields,
  })
  .meta({
    examples: [
      {
        name: 'Camila Rojas',
        email: 'camila.rojas@example.cl',
        phone: '+56912345678',
        password: 'Clave-Segura-2026',
        role_ids: [1],
        store_ids: [1],
      },
    ],
  });
export type AdminUserInput = z.infer<typeof adminUserInput>;

export const adminUserPatch = adminUserInput.partial().meta({ examples: [{ name: 'Camila Rojas Soto' }] });
export type AdminUserPatch = z.infer<typeof adminUserPatch>;

/**
 * The phone of the country (spec: "must include country code; 11 digits, example {phone}"). Every
 * wrong phone gets that one message, a missing country code being the usual mistake.
 */
export function phoneOf(country: CountrySettings) {
  return z
    .string()
    .min(1)
    .refine(
      (value) => isValidPhone(value, country),
      fieldMessages.phone('phone', phoneExample(country), phoneDigits(country)),
    );
}

/** The same rules plus the tenant country's phone format; both the API and the form use these. */
export function adminUserInputFor(country: string) {
  return adminUserInput.extend({ phone: phoneOf(countrySettings(country)) });
}

export function adminUserPatchFor(country: string) {
  return adminUserInputFor(country).partial();
}

export const roleRef = z.object({ id: z.number().int(), name: z.string() });

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  super_admin: z.boolean(),
  /** Whether they have a password to sign in with (a user created without one needs a password link). */
  has_password: z.boolean(),
  role_ids: z.array(z.number().int()),
  store_ids: z.array(z.number().int()),
  roles: z.array(roleRef),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /admin_users/me`: who is signed in, what they may do and where (spec part 1 §6). */
export const currentAdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  super_admin: z.boolean(),
  /** A super admin of the platform's own tenant: they administer every brand. */
  platform_operator: z.boolean(),
  store_ids: z.array(z.number().int()),
  roles: z.array(roleRef),
  policies: z.array(effectivePolicy),
});
export type CurrentAdminUser = z.infer<typeof currentAdminUser>;

export const adminUserListQuery = pageQuery().extend({
  query: z.string().max(100).optional(),
  /** Only the users holding this role. */
  role_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Only the users working in this store. */
  store_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;
