import type { NpsExportResponse } from '@tablero/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { rowsOf } from '../../db/rows-of.js';
import {
  npsAnswerDays,
  npsScoreDays,
  orders,
  pollAnswers,
  questions,
  pollResponses as responses,
  stores,
} from '../../db/schema/index.js';

/** Which answer sets a result counts: answered on the tenant's local days `from`–`to`, in these stores and method. */
export interface NpsFilter {
  tenantId: number;
  timeZone: string;
  from: string;
  to: string;
  storeIds?: readonly number[] | undefined;
  dispatchMethod?: string | undefined;
}

/** The filter on `poll_responses` (as `r`): the local days as instants, so the answered-at index serves it. */
export function responsesOf(filter: NpsFilter): SQL {
  return sql.join(
    [
      sql`r.tenant_id = ${filter.tenantId}`,
      sql`r.answered_at >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})`,
      sql`r.answered_at < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`,
      filter.storeIds ? sql`r.store_id = any(${sql.param([...filter.storeIds])}::int[])` : undefined,
      filter.dispatchMethod ? sql`r.dispatch_method = ${filter.dispatchMethod}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

/** The filter on a daily NPS rollup (as `d`): the local days, stores and method asked for. */
function daysOf(filter: NpsFilter): SQL {
  return sql.join(
    [
      sql`d.tenant_id = ${filter.tenantId}`,
      sql`d.day between ${filter.from}::date and ${filter.to}::date`,
      filter.storeIds ? sql`d.store_id = any(${sql.param([...filter.storeIds])}::int[])` : undefined,
      filter.dispatchMethod ? sql`d.dispatch_method = ${filter.dispatchMethod}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

const bands = sql`sum(d.responses)::int as answers,
  coalesce(sum(d.responses) filter (where d.score >= 9), 0)::int as promoters,
  coalesce(sum(d.responses) filter (where d.score between 7 and 8), 0)::int as passives,
  coalesce(sum(d.responses) filter (where d.score <= 6), 0)::int as detractors`;

export interface BandRow {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
}

/**
 * From one pass over the daily rollup (grouping sets): answer sets per NPS answer 0–10 (`score`),
 * the bands of each week from Monday, local (`week`), and of each store, most answered first (`store`).
 */
export async function npsBreakdowns(tx: Tx, filter: NpsFilter) {
  const result = await tx.execute(sql`select b.*, s.name as store_name from (
      select case when grouping(d.score) = 0 then 'score' when grouping(d.week) = 0 then 'week' else 'store' end as part,
             d.score, to_char(d.week, 'YYYY-MM-DD') as week, d.store_id, ${bands}
        from (select d.*, d.day - (extract(isodow from d.day)::int - 1) as week
                from ${npsScoreDays} d where ${daysOf(filter)}) d
       group by grouping sets ((d.score), (d.week), (d.store_id))
    ) b left join ${stores} s on s.tenant_id = ${filter.tenantId} and s.id = b.store_id
    order by b.part, b.score, b.week, b.answers desc, s.name`);
  const rows = rowsOf<
    BandRow & {
      part: 'score' | 'week' | 'store';
      score: number;
      week: string;
      store_id: number;
      store_name: string;
    }
  >(result);
  return {
    perScore: rows.filter((row) => row.part === 'score').map(({ score, answers }) => ({ score, answers })),
    weeks: rows.filter((row) => row.part === 'week'),
    stores: rows.filter((row) => row.part === 'store'),
  };
}

/**
 * Answers per question and value (open answers as one row with a null score), questions in id
 * order: the rollup's rows summed by question and value before the questions are joined.
 */
export async function answersPerQuestion(tx: Tx, filter: NpsFilter) {
  const result =
    await tx.execute(sql`select q.id, q.description, q.category, nullif(a.score, -1) as score, a.answers
    from (select d.question_id, d.score, sum(d.answers)::int as answers
            from ${npsAnswerDays} d where ${daysOf(filter)} group by d.question_id, d.score) a
    join ${questions} q on q.tenant_id = ${filter.tenantId} and q.id = a.question_id
    order by q.id, a.score`);
  return rowsOf<{ id: number; description: string; category: string; score: number | null; answers: number }>(
    result,
  );
}

/** The newest open answers, with their order, store and the set's NPS answer. */
export async function newestComments(tx: Tx, filter: NpsFilter, limit: number) {
  const result = await tx.execute(sql`select o.code as order_code, s.name as store_name,
      ${isoInstant(sql`r.answered_at`)} as answered_at, q.description as question, a.text, r.nps_score as score
    from ${responses} r
    join ${pollAnswers} a on a.tenant_id = r.tenant_id and a.response_id = r.id and a.text is not null
    join ${questions} q on q.tenant_id = a.tenant_id and q.id = a.question_id
    join ${orders} o on o.tenant_id = r.tenant_id and o.id = r.order_id
    join ${stores} s on s.tenant_id = r.tenant_id and s.id = r.store_id
    where ${responsesOf(filter)} order by r.answered_at desc, r.id desc, q.id limit ${limit}`);
  return rowsOf<{
    order_code: string;
    store_name: string;
    answered_at: string;
    question: string;
    text: string;
    score: number;
  }>(result);
}

/** Where an export's walk stopped: the last answer set written (newest first). */
export interface ResponseCursor {
  answeredAt: string;
  id: number;
}

/** A batch of answer sets newest first after `after` (keyset), each with its order and answers. */
export async function responsesAfter(tx: Tx, filter: NpsFilter, after: ResponseCursor | null, limit: number) {
  const cursor = after
    ? sql`and (r.answered_at, r.id) < (${after.answeredAt}::timestamptz, ${after.id})`
    : sql``;
  const result = await tx.execute(sql`select r.id, ${isoInstant(sql`r.answered_at`)} as answered_at,
      o.code as order_code, s.name as store_name, r.dispatch_method, o.customer_name, o.customer_email,
      p.title as poll_title, r.nps_score,
      (select json_agg(json_build_object('question', q.description, 'category', q.category,
          'score', a.score, 'text', a.text) order by coalesce(pq.position, 1000), q.id)
        from ${pollAnswers} a join ${questions} q on q.tenant_id = a.tenant_id and q.id = a.question_id
        left join poll_questions pq on pq.tenant_id = r.tenant_id and pq.poll_id = r.poll_id and pq.question_id = q.id
        where a.tenant_id = r.tenant_id and a.response_id = r.id) as answers
    from ${responses} r
    join ${orders} o on o.tenant_id = r.tenant_id and o.id = r.order_id
    join ${stores} s on s.tenant_id = r.tenant_id and s.id = r.store_id
    join polls p on p.tenant_id = r.tenant_id and p.id = r.poll_id
    where ${responsesOf(filter)} ${cursor}
    order by r.answered_at desc, r.id desc limit ${limit}`);
  return rowsOf<NpsExportResponse & { id: number }>(result);
}

export async function countResponses(tx: Tx, filter: NpsFilter): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from ${responses} r where ${responsesOf(filter)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
