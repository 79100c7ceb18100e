import type { QuestionState, QuestionView } from '@tablero/domain';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { containsPattern } from '../../db/like-pattern.js';
import { pollAnswers, pollQuestions, polls, questions } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export interface QuestionFilter {
  tenantId: number;
  category?: string | undefined;
  query?: string | undefined;
}

function whereOf(filter: QuestionFilter): SQL | undefined {
  return and(
    ofTenant(questions.tenantId, filter.tenantId),
    filter.category ? eq(questions.category, filter.category) : undefined,
    filter.query ? ilike(questions.description, containsPattern(filter.query)) : undefined,
  );
}

/** A question as the API shows it, with the active polls that ask it and its answers, written by the database. */
const questionViewRow = sql<QuestionView>`json_build_object('id', ${questions.id},
  'description', ${questions.description}, 'category', ${questions.category},
  'active_polls', coalesce((select json_agg(p.title order by p.title) from ${pollQuestions} pq
    join ${polls} p on p.tenant_id = pq.tenant_id and p.id = pq.poll_id and p.active
    where pq.tenant_id = questions.tenant_id and pq.question_id = questions.id), '[]'::json),
  'answers_count', (select count(*)::int from ${pollAnswers} a
    where a.tenant_id = questions.tenant_id and a.question_id = questions.id),
  'created_at', ${isoInstant(sql`${questions.createdAt}`)}, 'updated_at', ${isoInstant(sql`${questions.updatedAt}`)})`;

export async function listQuestions(tx: Tx, filter: QuestionFilter, page: number, limit: number) {
  const where = whereOf(filter);
  const rows = await tx
    .select({ view: questionViewRow })
    .from(questions)
    .where(where)
    .orderBy(desc(questions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await tx.select({ n: count() }).from(questions).where(where);
  return { rows: rows.map((row) => row.view), total: total?.n ?? 0 };
}

export async function findQuestionView(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ view: questionViewRow })
    .from(questions)
    .where(and(ofTenant(questions.tenantId, tenantId), eq(questions.id, id)));
  return row?.view;
}

/** The question's row, held until the transaction ends (a poll naming it waits, and so does its edit). */
export async function lockQuestion(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(ofTenant(questions.tenantId, tenantId), eq(questions.id, id)))
    .for('update');
  return row;
}

export async function insertQuestion(tx: Tx, tenantId: number, state: QuestionState): Promise<number> {
  const [row] = await tx
    .insert(questions)
    .values({ tenantId, description: state.description, category: state.category })
    .returning({ id: questions.id });
  return row?.id as number;
}

export async function updateQuestion(tx: Tx, tenantId: number, id: number, state: QuestionState) {
  await tx
    .update(questions)
    .set({ description: state.description, category: state.category, updatedAt: new Date() })
    .where(and(ofTenant(questions.tenantId, tenantId), eq(questions.id, id)));
}

export async function deleteQuestion(tx: Tx, tenantId: number, id: number) {
  await tx.delete(questions).where(and(ofTenant(questions.tenantId, tenantId), eq(questions.id, id)));
}

/** Whether customers answered the question. */
export async function questionHasAnswers(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(pollAnswers)
    .where(and(ofTenant(pollAnswers.tenantId, tenantId), eq(pollAnswers.questionId, id)))
    .limit(1);
  return row !== undefined;
}

/** The title of an active poll that asks the question, if any. */
export async function activePollAsking(tx: Tx, tenantId: number, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ title: polls.title })
    .from(pollQuestions)
    .innerJoin(polls, and(eq(polls.tenantId, pollQuestions.tenantId), eq(polls.id, pollQuestions.pollId)))
    .where(
      and(
        ofTenant(pollQuestions.tenantId, tenantId),
        eq(pollQuestions.questionId, id),
        eq(polls.active, true),
      ),
    )
    .orderBy(polls.title)
    .limit(1);
  return row?.title;
}
