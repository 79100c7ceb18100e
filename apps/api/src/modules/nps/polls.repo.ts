import type { PollState, PollView, QuestionCategory } from '@tablero/domain';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { pollQuestions, pollResponses, polls, questions } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export interface PollFilter {
  tenantId: number;
  dispatchMethod?: string | undefined;
  active?: boolean | undefined;
}

function whereOf(filter: PollFilter): SQL | undefined {
  return and(
    ofTenant(polls.tenantId, filter.tenantId),
    filter.dispatchMethod ? eq(polls.dispatchMethod, filter.dispatchMethod) : undefined,
    filter.active === undefined ? undefined : eq(polls.active, filter.active),
  );
}

/** A poll's questions in order, as `[{ id, description, category }]`, in a query over `polls`. */
export const pollQuestionsJson = sql`coalesce((select json_agg(json_build_object('id', q.id, 'description', q.description,
    'category', q.category) order by pq.position) from ${pollQuestions} pq
    join ${questions} q on q.tenant_id = pq.tenant_id and q.id = pq.question_id
    where pq.tenant_id = polls.tenant_id and pq.poll_id = polls.id), '[]'::json)`;

const pollViewRow = sql<Omit<PollView, 'question_ids'>>`json_build_object('id', ${polls.id},
  'title', ${polls.title}, 'dispatch_method', ${polls.dispatchMethod}, 'active', ${polls.active},
  'questions', ${pollQuestionsJson},
  'answers_count', (select count(*)::int from ${pollResponses} r
    where r.tenant_id = polls.tenant_id and r.poll_id = polls.id),
  'created_at', ${isoInstant(sql`${polls.createdAt}`)}, 'updated_at', ${isoInstant(sql`${polls.updatedAt}`)})`;

const withIds = (view: Omit<PollView, 'question_ids'>): PollView => ({
  ...view,
  question_ids: view.questions.map((q) => q.id),
});

export async function listPolls(tx: Tx, filter: PollFilter, page: number, limit: number) {
  const where = whereOf(filter);
  const rows = await tx
    .select({ view: pollViewRow })
    .from(polls)
    .where(where)
    .orderBy(desc(polls.active), desc(polls.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await tx.select({ n: count() }).from(polls).where(where);
  return { rows: rows.map((row) => withIds(row.view)), total: total?.n ?? 0 };
}

export async function findPollView(tx: Tx, tenantId: number, id: number): Promise<PollView | undefined> {
  const [row] = await tx
    .select({ view: pollViewRow })
    .from(polls)
    .where(and(ofTenant(polls.tenantId, tenantId), eq(polls.id, id)));
  return row ? withIds(row.view) : undefined;
}

/** The poll as kept, held until the transaction ends. */
export async function lockPoll(tx: Tx, tenantId: number, id: number): Promise<PollState | undefined> {
  const [row] = await tx
    .select()
    .from(polls)
    .where(and(ofTenant(polls.tenantId, tenantId), eq(polls.id, id)))
    .for('update');
  if (!row) return undefined;
  const asked = await tx
    .select({ id: pollQuestions.questionId })
    .from(pollQuestions)
    .where(and(ofTenant(pollQuestions.tenantId, tenantId), eq(pollQuestions.pollId, id)))
    .orderBy(pollQuestions.position);
  return {
    title: row.title,
    dispatch_method: row.dispatchMethod as PollState['dispatch_method'],
    question_ids: asked.map((q) => q.id),
    active: row.active,
  };
}

/**
 * The tenant's questions among `ids`, held (shared) until the transaction ends: a question cannot
 * change or go while a poll that names it is being saved.
 */
export async function questionsNamed(tx: Tx, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { description: string; category: QuestionCategory }>();
  const rows = await tx
    .select({ id: questions.id, description: questions.description, category: questions.category })
    .from(questions)
    .where(and(ofTenant(questions.tenantId, tenantId), inArray(questions.id, [...ids])))
    .orderBy(questions.id)
    .for('share');
  return new Map(
    rows.map((q) => [q.id, { description: q.description, category: q.category as QuestionCategory }]),
  );
}

/** The title of another active poll of the dispatch method, if any. */
export async function otherActivePoll(tx: Tx, tenantId: number, dispatchMethod: string, id: number | null) {
  const [row] = await tx
    .select({ title: polls.title })
    .from(polls)
    .where(
      and(
        ofTenant(polls.tenantId, tenantId),
        eq(polls.dispatchMethod, dispatchMethod),
        eq(polls.active, true),
        id === null ? undefined : ne(polls.id, id),
      ),
    );
  return row?.title;
}

async function writeQuestions(tx: Tx, tenantId: number, pollId: number, questionIds: readonly number[]) {
  await tx
    .delete(pollQuestions)
    .where(and(ofTenant(pollQuestions.tenantId, tenantId), eq(pollQuestions.pollId, pollId)));
  if (questionIds.length > 0)
    await tx
      .insert(pollQuestions)
      .values(questionIds.map((questionId, position) => ({ tenantId, pollId, questionId, position })));
}

export async function insertPoll(tx: Tx, tenantId: number, state: PollState): Promise<number> {
  const [row] = await tx
    .insert(polls)
    .values({ tenantId, title: state.title, dispatchMethod: state.dispatch_method, active: state.active })
    .returning({ id: polls.id });
  const id = row?.id as number;
  await writeQuestions(tx, tenantId, id, state.question_ids);
  return id;
}

export async function updatePoll(
  tx: Tx,
  tenantId: number,
  id: number,
  state: PollState,
  questionsChanged: boolean,
) {
  await tx
    .update(polls)
    .set({
      title: state.title,
      dispatchMethod: state.dispatch_method,
      active: state.active,
      updatedAt: new Date(),
    })
    .where(and(ofTenant(polls.tenantId, tenantId), eq(polls.id, id)));
  if (questionsChanged) await writeQuestions(tx, tenantId, id, state.question_ids);
}

export async function deletePoll(tx: Tx, tenantId: number, id: number) {
  await tx.delete(polls).where(and(ofTenant(polls.tenantId, tenantId), eq(polls.id, id)));
}

export async function pollHasAnswers(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(pollResponses)
    .where(and(ofTenant(pollResponses.tenantId, tenantId), eq(pollResponses.pollId, id)))
    .limit(1);
  return row !== undefined;
}
