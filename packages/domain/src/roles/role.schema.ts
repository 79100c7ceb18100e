import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';

export const roleNames = ['admin', 'user kds', 'admin kds', 'user cc', 'admin cc'] as const;

/** Badge colour of each role name of the spec; other names use the neutral colour. */
export const roleBadgeColours: Record<string, string> = {
  admin: 'primary',
  'user kds': 'danger',
  'admin kds': 'success',
  'user cc': 'light',
  'admin cc': 'dark',
};

/**
 * What a GET answers but a write does not set. API.md: a GET body can be sent back to POST/PATCH
 * as it is, so these are accepted and ignored, while any other unknown field is still refused.
 */
const readOnly = () => z.unknown().optional().describe('Read-only; ignored');

const actionSwitch = z.strictObject({ key: z.string().min(1), active: z.boolean(), label: readOnly() });

/**
 * A role's policies: `policy_ids` switches every action of those policies on; `policies` sets
 * actions one by one. When both are sent, `policies` wins for the policies it names.
 */
export const roleInput = z
  .strictObject({
    name: trimmedText('name').pipe(z.string().min(1).max(60)),
    description: z.string().max(500).nullable().optional(),
    policy_ids: z.array(recordId).optional(),
    /** The stores the role is meant for; empty, every store. */
    store_ids: z.array(recordId).max(500).optional(),
    policies: z
      .array(
        z.strictObject({
          policy_id: recordId,
          actions: z.array(actionSwitch),
          key: readOnly(),
          path: readOnly(),
        }),
      )
      .optional(),
    id: readOnly(),
    users_count: readOnly(),
    created_at: readOnly(),
    updated_at: readOnly(),
  })
  .meta({ examples: [{ name: 'Cajero', description: 'Atiende la caja', store_ids: [] }] });
export type RoleInput = z.infer<typeof roleInput>;

export const rolePatch = roleInput
  .partial()
  .meta({ examples: [{ description: 'Atiende la caja y el delivery' }] });
export type RolePatch = z.infer<typeof rolePatch>;

export const rolePolicy = z.object({
  policy_id: z.number().int(),
  key: z.string(),
  path: z.string().nullable(),
  actions: z.array(z.object({ key: z.string(), label: z.string(), active: z.boolean() })),
});

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  policy_ids: z.array(z.number().int()),
  /** Empty: every store. */
  store_ids: z.array(z.number().int()),
  policies: z.array(rolePolicy),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof role>;

export const roleListQuery = pageQuery().extend({ query: z.string().max(100).optional() });

export const roleMessages = {
  unknownStore: (id: number) => `La tienda ${id} no existe`,
  usersOutside: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'trabaja' : 'trabajan'} en tiendas que quedarían fuera del rol: cambia sus tiendas primero`,
  storesOutsideRole: (role: string) =>
    `El rol «${role}» es solo para algunas tiendas: elige tiendas de ese rol`,
};
