import { z } from 'zod';
import { countrySettings } from '../tenants/countries.js';
import { adminUserInput, phoneOf } from './admin-user.schema.js';

const fields = {
  name: adminUserInput.shape.name.optional(),
  phone: adminUserInput.shape.phone.optional(),
  current_password: z.string().max(200).optional(),
  password: adminUserInput.shape.password,
};

/** A new password needs the current one. */
function withPasswordRule<
  T extends z.ZodType<{ password?: string | undefined; current_password?: string | undefined }>,
>(schema: T) {
  return schema.refine((value) => value.password === undefined || (value.current_password ?? '') !== '', {
    path: ['current_password'],
    message: 'El campo current_password es requerido para cambiar la contraseña',
  });
}

/** What a signed-in user may change of their own account (`/my-account`): name, phone and password. */
export const myAccountPatch = withPasswordRule(z.strictObject(fields)).meta({
  examples: [{ name: 'Camila Rojas Soto' }],
});
export type MyAccountPatch = z.infer<typeof myAccountPatch>;

/** The same with the tenant country's phone rule; the API and the form both use it. */
export function myAccountPatchFor(country: string) {
  return withPasswordRule(z.strictObject({ ...fields, phone: phoneOf(countrySettings(country)).optional() }));
}
