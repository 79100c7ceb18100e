import { z } from 'zod';
import { pageQuery } from '../shared/lists.js';

/** The minimal store row of the platform issue; the full store comes with the stores area. */
export const storeSummary = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  name: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const storeListQuery = pageQuery().extend({
  name: z.string().max(100).optional(),
});
