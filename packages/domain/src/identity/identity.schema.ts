import { z } from 'zod';

export const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  tenant_id: z.string().optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const tokenManager = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expiration_time: z.number().int().describe('Access token expiry, milliseconds since the epoch'),
});

export const signInResponse = z.object({
  user: z.object({
    uid: z.string(),
    email: z.string(),
    display_name: z.string(),
    token_manager: tokenManager,
  }),
});

/** Without `refresh_token`, the one in the HttpOnly cookie set at sign-in is used (the console's way). */
export const refreshBody = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(200).optional(),
});

export const refreshResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().describe('Seconds until the access token expires'),
});

export const signOutBody = z.object({ refresh_token: z.string().max(200).optional() });
