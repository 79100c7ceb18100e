import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { recordId } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';
import {
  npsLimits,
  npsMessages,
  pollDispatchMethods,
  type QuestionCategory,
  questionCategories,
} from './nps-constants.js';

export const pollFields = {
  title: z.string().trim().min(1).max(npsLimits.titleLength),
  dispatch_method: z.enum(pollDispatchMethods),
  /** The questions in the order customers see them. */
  question_ids: z
    .array(recordId)
    .min(1)
    .max(npsLimits.questionsPerPoll)
    .refine((ids) => new Set(ids).size === ids.length, fieldMessages.repeatedItem),
  active: z.boolean(),
};

export const pollState = z.strictObject(pollFields);
export type PollState = z.infer<typeof pollState>;

const pollReadOnly = {
  id: z.unknown(),
  questions: z.unknown(),
  answers_count: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** POST and PATCH body (`/polls`): only the fields sent change; a new poll is inactive unless said. */
export const pollWrite = z
  .strictObject({ ...pollFields, ...pollReadOnly })
  .partial()
  .meta({
    examples: [
      { title: 'Encuesta de delivery', dispatch_method: 'delivery', question_ids: [1], active: false },
    ],
  });
export type PollWrite = z.infer<typeof pollWrite>;

export const pollQuestion = z.object({
  id: z.number().int(),
  description: z.string(),
  category: z.enum(questionCategories),
});
export type PollQuestion = z.infer<typeof pollQuestion>;

export const pollView = z.object({
  id: z.number().int(),
  title: z.string(),
  dispatch_method: z.enum(pollDispatchMethods),
  active: z.boolean(),
  question_ids: z.array(z.number().int()),
  questions: z.array(pollQuestion),
  /** Orders whose customers answered it. */
  answers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PollView = z.infer<typeof pollView>;

export const pollListQuery = pageQuery().extend({
  dispatch_method: z.enum(pollDispatchMethods).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type PollListQuery = z.infer<typeof pollListQuery>;

export function resolvePollWrite(
  current: PollState | undefined,
  body: unknown,
): { state: PollState } | { errors: FieldError[] } {
  return resolveFlatWrite(
    pollState,
    { readOnly: Object.keys(pollReadOnly), defaults: { active: false } },
    current,
    body,
  );
}

/**
 * Spec part 2 §5: every question of a poll is complete (one of the tenant's, described) and at
 * least one is an NPS question. `questions` are the tenant's questions the poll names (those found).
 */
export function pollQuestionErrors(
  questionIds: readonly number[],
  questions: ReadonlyMap<number, { description: string; category: QuestionCategory }>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const id of questionIds) {
    const question = questions.get(id);
    if (!question) errors.push({ field: 'question_ids', message: npsMessages.questionUnknown(id) });
    else if (question.description.trim() === '')
      errors.push({ field: 'question_ids', message: npsMessages.questionIncomplete(id) });
  }
  if (errors.length > 0) return errors.slice(0, 1);
  const hasNps = questionIds.some((id) => questions.get(id)?.category === 'nps');
  return hasNps ? [] : [{ field: 'question_ids', message: npsMessages.noNpsQuestion }];
}

/**
 * `GET /polls/invitations`: how the e-mails inviting customers to answer fared over the link's
 * lifetime (the last 30 days): sent, waiting (queued, or no mail server), failed with why.
 */
export const pollInvitations = z.object({
  /** Whether this deployment has a mail server (`SMTP_URL`); without one, invitations wait. */
  mail_server: z.boolean(),
  sent: z.number().int(),
  waiting: z.number().int(),
  failed: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** The latest failures, newest first (at most 5). */
  failures: z.array(
    z.object({
      order_id: z.number().int(),
      order_code: z.string(),
      recipient: z.string(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type PollInvitations = z.infer<typeof pollInvitations>;
