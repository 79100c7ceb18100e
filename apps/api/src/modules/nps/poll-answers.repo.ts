import type { PollQuestion, ResolvedAnswer } from '@tablero/domain';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  orderStatusChanges,
  orders,
  pollAnswers,
  pollResponses,
  polls,
  stores,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { pollQuestionsJson } from './polls.repo.js';

/** What a poll link shows of its order, and when the order was completed (null if it is not). */
export async function orderOfPollLink(tx: Tx, tenantId: number, orderId: number) {
  const [row] = await tx
    .select({
      code: orders.code,
      status: orders.status,
      storeId: orders.storeId,
      storeName: stores.name,
      dispatchMethod: orders.dispatchMethod,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(stores, and(eq(stores.tenantId, orders.tenantId), eq(stores.id, orders.storeId)))
    .where(and(ofTenant(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (!row) return undefined;
  const [completed] = await tx
    .select({ at: max(orderStatusChanges.at) })
    .from(orderStatusChanges)
    .where(
      and(
        ofTenant(orderStatusChanges.tenantId, tenantId),
        eq(orderStatusChanges.orderId, orderId),
        eq(orderStatusChanges.toStatus, 'completed'),
      ),
    );
  return { ...row, completedAt: row.status === 'completed' ? (completed?.at ?? null) : null };
}

export interface PollOffered {
  id: number;
  title: string;
  questions: PollQuestion[];
}

const pollOffered = sql<PollOffered>`json_build_object('id', ${polls.id}, 'title', ${polls.title},
  'questions', ${pollQuestionsJson})`;

/** The active poll of a dispatch method, held (shared) so it cannot be deactivated while answered. */
export async function activePollOf(tx: Tx, tenantId: number, dispatchMethod: string, lock = false) {
  const query = tx
    .select({ poll: pollOffered })
    .from(polls)
    .where(
      and(
        ofTenant(polls.tenantId, tenantId),
        eq(polls.dispatchMethod, dispatchMethod),
        eq(polls.active, true),
      ),
    );
  const [row] = lock ? await query.for('share') : await query;
  return row?.poll;
}

/** The answer set of an order, if its customer answered, with the poll they answered. */
export async function responseOfOrder(tx: Tx, tenantId: number, orderId: number) {
  const [row] = await tx
    .select({ answeredAt: pollResponses.answeredAt, poll: pollOffered })
    .from(pollResponses)
    .innerJoin(polls, and(eq(polls.tenantId, pollResponses.tenantId), eq(polls.id, pollResponses.pollId)))
    .where(and(ofTenant(pollResponses.tenantId, tenantId), eq(pollResponses.orderId, orderId)))
    .orderBy(desc(pollResponses.id));
  return row;
}

export async function insertResponse(
  tx: Tx,
  tenantId: number,
  response: { orderId: number; pollId: number; storeId: number; dispatchMethod: string; npsScore: number },
  answers: readonly ResolvedAnswer[],
): Promise<number> {
  const [row] = await tx
    .insert(pollResponses)
    .values({ tenantId, ...response })
    .returning({ id: pollResponses.id });
  const responseId = row?.id as number;
  await tx
    .insert(pollAnswers)
    .values(
      answers.map((a) => ({ tenantId, responseId, questionId: a.questionId, score: a.score, text: a.text })),
    );
  return responseId;
}
