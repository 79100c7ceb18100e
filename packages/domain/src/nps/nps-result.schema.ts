import { z } from 'zod';
import { rangeDate } from '../orders/order.schema.js';
import { MAX_REPORT_DAYS, reportMessages } from '../reports/sales-summary.schema.js';
import { queryIdList } from '../shared/ids.js';
import { pollDispatchMethods, questionCategories } from './nps-constants.js';

/** Promoters answer 9–10, passives 7–8, detractors 0–6 (the Net Promoter Score's bands). */
export type NpsBand = 'promoter' | 'passive' | 'detractor';

export function npsBandOf(score: number): NpsBand {
  if (score >= 9) return 'promoter';
  return score >= 7 ? 'passive' : 'detractor';
}

export interface NpsCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

/** % promoters − % detractors, −100 to 100, to one decimal; null without answers. */
export function npsScoreOf({ promoters, passives, detractors }: NpsCounts): number | null {
  const total = promoters + passives + detractors;
  if (total === 0) return null;
  return Math.round(((promoters - detractors) * 1000) / total) / 10;
}

const spanInDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * `GET /answers/nps_result` and `GET /orders/export_nps_csv`: local days `start_date`–`end_date`
 * of the answers (both included; default the last 30 days), dispatch method, stores (repeatable).
 */
export const npsResultQuery = z
  .object({
    start_date: rangeDate.optional(),
    end_date: rangeDate.optional(),
    dispatch_method: z.enum(pollDispatchMethods).optional(),
    store_id: queryIdList('store_id').optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.start_date || !query.end_date) return;
    if (query.start_date > query.end_date)
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: reportMessages.rangeReversed });
    else if (spanInDays(query.start_date, query.end_date) >= MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: reportMessages.rangeTooLong });
  });
export type NpsResultQuery = z.infer<typeof npsResultQuery>;

const npsFigures = z.object({
  /** Orders answered (one answer set each). */
  answers: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  score: z.number().nullable(),
});
export type NpsFigures = z.infer<typeof npsFigures>;

export const npsQuestionResult = z.object({
  id: z.number().int(),
  description: z.string(),
  category: z.enum(questionCategories),
  answers: z.number().int(),
  /** Mean of the scale (NPS 0–10, satisfaction 1–5; yes/no: share of yes, 0–1); null for open ones. */
  mean: z.number().nullable(),
  /** Answers per value of the scale, lowest first (yes/no: [no, yes]); empty for open questions. */
  distribution: z.array(z.number().int()),
  /** NPS questions: their own score. */
  score: z.number().nullable(),
});
export type NpsQuestionResult = z.infer<typeof npsQuestionResult>;

export const npsResult = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: npsFigures,
  /** Answers 0 to 10 of the poll's NPS question (its first, if it has several). */
  distribution: z.array(z.number().int()).length(11),
  /** Each week (from Monday) with answers in the period. */
  weeks: z.array(npsFigures.extend({ week: z.string() })),
  /** Each store with answers, most answered first. */
  stores: z.array(npsFigures.extend({ store_id: z.number().int(), store_name: z.string() })),
  questions: z.array(npsQuestionResult),
  /** The newest open answers. */
  comments: z.array(
    z.object({
      order_code: z.string(),
      store_name: z.string(),
      answered_at: z.string(),
      question: z.string(),
      text: z.string(),
      score: z.number().int().nullable(),
    }),
  ),
});
export type NpsResult = z.infer<typeof npsResult>;

/** `GET /orders/export_nps_csv`: `answers=true` writes one row per answer, otherwise one per answered order. */
export const npsExportQuery = npsResultQuery.safeExtend({
  answers: z.enum(['true', 'false']).default('true'),
});
export type NpsExportQuery = z.infer<typeof npsExportQuery>;

/** What an NPS export job was asked for, its period and stores resolved when it started. */
export const npsExportParams = z.object({
  start_date: z.string(),
  end_date: z.string(),
  dispatch_method: z.enum(pollDispatchMethods).optional(),
  /** The stores counted (asked for, or a store-limited user's); null: all. */
  store_ids: z.array(z.number().int()).nullable(),
  answers: z.enum(['true', 'false']),
});
export type NpsExportParams = z.infer<typeof npsExportParams>;
