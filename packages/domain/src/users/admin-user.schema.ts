import { z } from 'zod';
import { fieldMessages } from '../errors/field-messages.js';
import { effectivePolicy } from '../policies/schemas.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { type CountrySettings, countrySettings } from '../tenants/countries.js';
import { isValidPhone, phoneDigits, phoneExample } from '../tenants/formats.js';

const idList = (field: string) => z.array(z.number().int().positive()).min(1, fieldMessages.required(field));

/** An admin user as created (spec part 2 §5: email, name, phone, role and store ids required). */
export const adminUserInput = z.strictObject({
  name: trimmedText('name').pipe(z.string().min(1).max(100)),
  email: z.email().max(254),
  phone: z.string().regex(/^\+\d{8,15}$/, fieldMessages.format('phone')),
  password: z.string().min(8).max(200).optional(),
  role_ids: idList('role_ids'),
  store_ids: idList('store_ids'),
  super_admin: z.boolean().optional(),
});
export type AdminUserInput = z.infer<typeof adminUserInput>;

export const adminUserPatch = adminUserInput.partial();
export type AdminUserPatch = z.infer<typeof adminUserPatch>;

function checkPhone(country: CountrySettings) {
  return (value: { phone?: string | undefined }, ctx: z.RefinementCtx) => {
    if (value.phone !== undefined && !isValidPhone(value.phone, country)) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: fieldMessages.phone('phone', phoneExample(country), phoneDigits(country)),
      });
    }
  };
}

/** The same rules plus the tenant country's phone format; both the API and the form use these. */
export function adminUserInputFor(country: string) {
  return adminUserInput.superRefine(checkPhone(countrySettings(country)));
}

export function adminUserPatchFor(country: string) {
  return adminUserPatch.superRefine(checkPhone(countrySettings(country)));
}

export const roleRef = z.object({ id: z.number().int(), name: z.string() });

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  super_admin: z.boolean(),
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
  store_ids: z.array(z.number().int()),
  roles: z.array(roleRef),
  policies: z.array(effectivePolicy),
});
export type CurrentAdminUser = z.infer<typeof currentAdminUser>;

export const adminUserListQuery = pageQuery().extend({
  query: z.string().max(100).optional(),
});
