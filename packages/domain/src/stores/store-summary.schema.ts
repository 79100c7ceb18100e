import { z } from 'zod';

/** The smallest store reference: what a picker or another area needs. */
export const storeSummary = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  name: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummary>;
