import { z } from 'zod';
import { pageQuery } from '../shared/lists.js';

/** The tenant's checkout question catalogue; a store picks up to 3 of them (§7, §9). */
export const checkoutQuestionInput = z
  .strictObject({
    question: z.string().trim().min(1).max(200),
  })
  .meta({ examples: [{ question: '¿Necesitas cubiertos?' }] });
export type CheckoutQuestionInput = z.infer<typeof checkoutQuestionInput>;

export const checkoutQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  created_at: z.string(),
});
export type CheckoutQuestion = z.infer<typeof checkoutQuestion>;

export const checkoutQuestionListQuery = pageQuery().extend({ query: z.string().max(100).optional() });
