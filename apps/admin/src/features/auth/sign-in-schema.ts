import { signInBody } from '@tablero/domain';
import { z } from 'zod';

/** The API's sign-in body plus an email format check; the domain's zod config makes the messages Spanish. */
export const signInForm = signInBody.pick({ email: true, password: true }).extend({
  email: signInBody.shape.email.pipe(z.email()),
});
export type SignInForm = z.infer<typeof signInForm>;
export type SignInErrors = Partial<Record<keyof SignInForm, string>>;

export function validateSignIn(values: SignInForm): SignInErrors {
  const result = signInForm.safeParse(values);
  if (result.success) return {};
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignInForm;
    errors[field] ??= issue.message;
  }
  return errors;
}
