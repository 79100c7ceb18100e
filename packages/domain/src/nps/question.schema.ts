import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { pageQuery } from '../shared/lists.js';
import { npsLimits, questionCategories } from './nps-constants.js';

export const questionFields = {
  description: z.string().trim().min(1).max(npsLimits.descriptionLength),
  category: z.enum(questionCategories),
};

export const questionState = z.strictObject(questionFields);
export type QuestionState = z.infer<typeof questionState>;

const questionReadOnly = {
  id: z.unknown(),
  active_polls: z.unknown(),
  answers_count: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** POST and PATCH body (`/questions`): only the fields sent change; a new question needs both. */
export const questionWrite = z
  .strictObject({ ...questionFields, ...questionReadOnly })
  .partial()
  .meta({
    examples: [{ description: '¿Qué tan probable es que nos recomiendes a un amigo?', category: 'nps' }],
  });
export type QuestionWrite = z.infer<typeof questionWrite>;

export const questionView = z.object({
  id: z.number().int(),
  description: z.string(),
  category: z.enum(questionCategories),
  /** Titles of the active polls that ask it: while there is one, it cannot change or go. */
  active_polls: z.array(z.string()),
  /** Answers customers gave it: with any, its category stays and it cannot be deleted. */
  answers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuestionView = z.infer<typeof questionView>;

export const questionListQuery = pageQuery().extend({
  category: z.enum(questionCategories).optional(),
  /** Part of the description. */
  query: z.string().trim().max(100).optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

export function resolveQuestionWrite(
  current: QuestionState | undefined,
  body: unknown,
): { state: QuestionState } | { errors: FieldError[] } {
  return resolveFlatWrite(questionState, { readOnly: Object.keys(questionReadOnly) }, current, body);
}
