import { z } from 'zod';

export const policyActionView = z.object({
  key: z.string(),
  label: z.string(),
  active: z.boolean(),
});

/** A policy as the current user holds it: path and actions with their active flag. */
export const effectivePolicy = z.object({
  key: z.string(),
  path: z.string(),
  actions: z.array(policyActionView),
});
export type EffectivePolicy = z.infer<typeof effectivePolicy>;

/** A catalogue entry as `GET /policies` lists it. */
export const policyView = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  actions: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type PolicyView = z.infer<typeof policyView>;
