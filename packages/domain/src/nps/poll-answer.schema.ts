import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { recordId } from '../shared/ids.js';
import { answerScales, npsLimits, npsMessages, pollDispatchMethods } from './nps-constants.js';
import { type PollQuestion, pollQuestion } from './poll.schema.js';

/** `GET /api/web/v1/polls/{token}`: what the customer's link shows. */
export const publicPoll = z.object({
  poll_id: z.number().int(),
  title: z.string(),
  questions: z.array(pollQuestion),
  order: z.object({
    code: z.string(),
    store_name: z.string(),
    dispatch_method: z.enum(pollDispatchMethods),
    created_at: z.string(),
  }),
  /** When the link stops working. */
  expires_at: z.string(),
  /** When the customer already answered (they cannot answer again), or null. */
  answered_at: z.string().nullable(),
});
export type PublicPoll = z.infer<typeof publicPoll>;

/**
 * An answer: NPS 0–10 and satisfaction 1–5 as integers, yes/no as a boolean, open as text.
 * Checked against its question's category by `resolvePollAnswers`.
 */
export const pollAnswerInput = z.object({
  question_id: recordId,
  value: z.union([z.number(), z.boolean(), z.string().max(npsLimits.openAnswerLength * 4)]),
});

/** `POST /api/web/v1/polls/{token}`: one answer set per order. */
export const pollAnswersBody = z
  .object({
    /** The poll the customer was shown (`GET` answers it): a poll that changed since is refused. */
    poll_id: recordId,
    answers: z.array(pollAnswerInput).min(1).max(npsLimits.questionsPerPoll),
  })
  .meta({ examples: [{ poll_id: 1, answers: [{ question_id: 1, value: 10 }] }] });
export type PollAnswersBody = z.infer<typeof pollAnswersBody>;

/** An answer as kept: a number for scales (yes 1, no 0), text for open questions. */
export interface ResolvedAnswer {
  questionId: number;
  score: number | null;
  text: string | null;
}

function answerOf(
  question: PollQuestion,
  value: number | boolean | string,
): { answer: ResolvedAnswer } | { message: string } {
  const questionId = question.id;
  if (question.category === 'open') {
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value !== 'string' || text.length > npsLimits.openAnswerLength)
      return { message: npsMessages.answerText };
    return { answer: { questionId, score: null, text } };
  }
  if (question.category === 'yes_no') {
    if (typeof value !== 'boolean') return { message: npsMessages.answerYesNo };
    return { answer: { questionId, score: value ? 1 : 0, text: null } };
  }
  const { min, max } = answerScales[question.category];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return { message: npsMessages.answerOutOfScale(min, max) };
  return { answer: { questionId, score: value, text: null } };
}

/**
 * Checks a customer's answers against the poll's questions: each answer must be to one of them, of
 * its kind; every NPS question must be answered (the others may be skipped, and an empty open
 * answer counts as skipped). Errors are named `answers.<index>.value` or `answers` for a missing one.
 */
export function resolvePollAnswers(
  questions: readonly PollQuestion[],
  body: unknown,
): { answers: ResolvedAnswer[]; pollId: number } | { errors: FieldError[] } {
  const parsed = pollAnswersBody.safeParse(body);
  if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: FieldError[] = [];
  const answers = new Map<number, ResolvedAnswer>();
  parsed.data.answers.forEach((sent, index) => {
    const question = byId.get(sent.question_id);
    if (!question || answers.has(sent.question_id)) {
      errors.push({ field: `answers.${index}.question_id`, message: npsMessages.answerNotInPoll });
      return;
    }
    const result = answerOf(question, sent.value);
    if ('message' in result) errors.push({ field: `answers.${index}.value`, message: result.message });
    else if (result.answer.text !== '') answers.set(question.id, result.answer);
  });
  for (const question of questions)
    if (question.category === 'nps' && !answers.has(question.id) && errors.length === 0)
      errors.push({ field: 'answers', message: `${npsMessages.answerRequired} «${question.description}»` });
  if (errors.length > 0) return { errors };
  return { answers: [...answers.values()], pollId: parsed.data.poll_id };
}

/**
 * `GET /orders/{id}/poll_link`: the link a completed order's customer answers the poll at (the
 * console's public page `/encuesta/{token}?tenant={slug}`), for staff to send it themselves.
 */
export const pollLink = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type PollLink = z.infer<typeof pollLink>;

/** The console's public page where a customer answers; `origin` is where customers reach the server. */
export const pollPageUrl = (origin: string, token: string, tenantSlug: string) =>
  `${origin}/encuesta/${encodeURIComponent(token)}?tenant=${encodeURIComponent(tenantSlug)}`;
