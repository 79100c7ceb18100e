import {
  addDays,
  answerScales,
  type NpsExportParams,
  type NpsExportQuery,
  type NpsFigures,
  type NpsQuestionResult,
  type NpsResult,
  type NpsResultQuery,
  npsLimits,
  npsScoreOf,
  type QuestionCategory,
  zonedParts,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { type JobQueue, startJob } from '../../jobs/core-jobs.js';
import type { Actor } from '../identity/actor.js';
import { reportStores } from '../reports/reports.service.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './nps-result.repo.js';

const figuresOf = (row: repo.BandRow): NpsFigures => ({
  answers: row.answers,
  promoters: row.promoters,
  passives: row.passives,
  detractors: row.detractors,
  score: npsScoreOf(row),
});

/** The answer sets a result or an export counts: the period (default the last 30 days), stores, method. */
export function npsFilterOf(
  tenant: TenantRecord,
  query: NpsResultQuery,
  storeIds: readonly number[] | undefined,
  now = new Date(),
): repo.NpsFilter {
  const today = zonedParts(now, tenant.timeZone).date;
  const to = query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const from = query.start_date ?? addDays(to, -29);
  return {
    tenantId: tenant.id,
    timeZone: tenant.timeZone,
    from,
    to,
    storeIds,
    dispatchMethod: query.dispatch_method,
  };
}

type QuestionRows = Awaited<ReturnType<typeof repo.answersPerQuestion>>;

/** Each question's answers: its scale's distribution and mean (yes/no: share of yes), NPS its score. */
function questionResults(rows: QuestionRows): NpsQuestionResult[] {
  const byQuestion = new Map<number, QuestionRows>();
  for (const row of rows) byQuestion.set(row.id, [...(byQuestion.get(row.id) ?? []), row]);
  return [...byQuestion.values()].map((answers) => {
    const { id, description } = answers[0] as QuestionRows[number];
    const category = (answers[0] as QuestionRows[number]).category as QuestionCategory;
    const count = answers.reduce((sum, a) => sum + a.answers, 0);
    if (category === 'open')
      return { id, description, category, answers: count, mean: null, distribution: [], score: null };
    const { min, max } = answerScales[category];
    const distribution = Array.from(
      { length: max - min + 1 },
      (_, i) => answers.find((a) => a.score === min + i)?.answers ?? 0,
    );
    const sum = answers.reduce((total, a) => total + (a.score ?? 0) * a.answers, 0);
    const mean = count === 0 ? null : Math.round((sum / count) * 100) / 100;
    const band = (from: number, to: number) => distribution.slice(from, to + 1).reduce((a, b) => a + b, 0);
    const score =
      category === 'nps'
        ? npsScoreOf({ promoters: band(9, 10), passives: band(7, 8), detractors: band(0, 6) })
        : null;
    return { id, description, category, answers: count, mean, distribution, score };
  });
}

/** NPS results (`GET /answers/nps_result`) and their spreadsheet (`GET /orders/export_nps_csv`). */
export function npsResultsService(db: Database, queue?: JobQueue) {
  return {
    result(tenant: TenantRecord, actor: Actor, query: NpsResultQuery, now = new Date()): Promise<NpsResult> {
      const filter = npsFilterOf(tenant, query, reportStores(actor, query.store_id), now);
      return db.readTenant(tenant.id, async (tx) => {
        const { perScore, weeks, stores } = await repo.npsBreakdowns(tx, filter);
        const distribution = Array.from(
          { length: 11 },
          (_, score) => perScore.find((row) => row.score === score)?.answers ?? 0,
        );
        const band = (from: number, to: number) =>
          distribution.slice(from, to + 1).reduce((a, b) => a + b, 0);
        const totals = figuresOf({
          answers: band(0, 10),
          promoters: band(9, 10),
          passives: band(7, 8),
          detractors: band(0, 6),
        });
        const questions = questionResults(await repo.answersPerQuestion(tx, filter));
        const comments = await repo.newestComments(tx, filter, npsLimits.commentsListed);
        return {
          start_date: filter.from,
          end_date: filter.to,
          totals,
          distribution,
          weeks: weeks.map((row) => ({ week: row.week, ...figuresOf(row) })),
          stores: stores.map((row) => ({
            store_id: row.store_id,
            store_name: row.store_name,
            ...figuresOf(row),
          })),
          questions,
          comments,
        };
      });
    },

    startExport(tenant: TenantRecord, actor: Actor, query: NpsExportQuery): Promise<string> {
      const filter = npsFilterOf(tenant, query, reportStores(actor, query.store_id));
      const params: NpsExportParams = {
        start_date: filter.from,
        end_date: filter.to,
        ...(filter.dispatchMethod ? { dispatch_method: query.dispatch_method } : {}),
        store_ids: filter.storeIds ? [...filter.storeIds] : null,
        answers: query.answers,
      };
      return startJob(db, queue, { tenantId: tenant.id, kind: 'export_nps', params, createdBy: actor.id });
    },
  };
}

export type NpsResultsService = ReturnType<typeof npsResultsService>;
