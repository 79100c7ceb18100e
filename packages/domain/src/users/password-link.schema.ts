import { z } from 'zod';

/** How long a link to set a password works. */
export const PASSWORD_LINK_DAYS = 7;

/**
 * `GET /admin_users/{id}/password_link`: where a user sets their password (the console's public page
 * `/definir-contrasena/{token}?tenant={slug}`), for staff to hand over themselves: no mail provider
 * here. It works once, until its expiry.
 */
export const passwordLink = z.object({ url: z.string(), token: z.string(), expires_at: z.string() });
export type PasswordLink = z.infer<typeof passwordLink>;

/** `GET /api/identity/v1/password_links/{token}`: whose password the link sets. */
export const passwordLinkView = z.object({ name: z.string(), email: z.string(), expires_at: z.string() });
export type PasswordLinkView = z.infer<typeof passwordLinkView>;

/** `POST /api/identity/v1/password_links/{token}`: the new password. */
export const passwordLinkBody = z.strictObject({ password: z.string().min(8).max(200) });
export type PasswordLinkBody = z.infer<typeof passwordLinkBody>;

export const passwordLinkMessages = {
  invalid: 'El enlace no es válido. Pide uno nuevo a quien administra tu cuenta.',
  expired: 'El enlace venció. Pide uno nuevo a quien administra tu cuenta.',
  used: 'El enlace ya se usó: tu contraseña ya fue definida. Ingresa con ella o pide un enlace nuevo.',
} as const;

/** The console's public page of a password link; `origin` is where people reach the server. */
export const passwordPageUrl = (origin: string, token: string, tenantSlug: string) =>
  `${origin}/definir-contrasena/${encodeURIComponent(token)}?tenant=${encodeURIComponent(tenantSlug)}`;
