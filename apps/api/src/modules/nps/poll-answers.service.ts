import {
  ErrorCode,
  npsMessages,
  type PollLink,
  type PublicPoll,
  pollPageUrl,
  resolvePollAnswers,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, invalidField, notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../identity/actor.js';
import { findOrder } from '../orders/orders.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './poll-answers.repo.js';
import { type PollLinkTokens, pollLinkExpiry } from './poll-links.js';

const unavailable = (message: string) => new AppError(ErrorCode.notFound, message);

/**
 * Customers' answers through the link sent with a completed order (`/api/web/v1/polls/{token}`):
 * the active poll of the order's dispatch method, one answer set per order, for 30 days after
 * the order was completed.
 */
export function pollAnswersService(db: Database, tokens: PollLinkTokens, origin: string) {
  /** The order a link names, completed and within its 30 days; `now` for tests. */
  async function orderOfLink(tx: Tx, tenant: TenantRecord, token: string, now: Date) {
    const orderId = tokens.orderOf(tenant.id, token);
    const order = orderId === undefined ? undefined : await repo.orderOfPollLink(tx, tenant.id, orderId);
    if (orderId === undefined || !order) throw unavailable(npsMessages.linkUnknown);
    if (!order.completedAt) throw unavailable(npsMessages.orderNotCompleted);
    const expiresAt = pollLinkExpiry(order.completedAt);
    if (expiresAt <= now) throw unavailable(npsMessages.linkExpired);
    return { orderId, order, expiresAt };
  }

  return {
    show(tenant: TenantRecord, token: string, now = new Date()): Promise<PublicPoll> {
      return db.readTenant(tenant.id, async (tx) => {
        const { orderId, order, expiresAt } = await orderOfLink(tx, tenant, token, now);
        const answered = await repo.responseOfOrder(tx, tenant.id, orderId);
        const poll = answered?.poll ?? (await repo.activePollOf(tx, tenant.id, order.dispatchMethod));
        if (!poll) throw unavailable(npsMessages.noActivePoll);
        return {
          poll_id: poll.id,
          title: poll.title,
          questions: poll.questions,
          order: {
            code: order.code,
            store_name: order.storeName,
            dispatch_method: order.dispatchMethod as PublicPoll['order']['dispatch_method'],
            created_at: order.createdAt.toISOString(),
          },
          expires_at: expiresAt.toISOString(),
          answered_at: answered ? answered.answeredAt.toISOString() : null,
        };
      });
    },

    answer(tenant: TenantRecord, token: string, body: unknown, now = new Date()): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const { orderId, order } = await orderOfLink(tx, tenant, token, now);
        if (await repo.responseOfOrder(tx, tenant.id, orderId))
          throw invalidField('order', npsMessages.alreadyAnswered);
        const poll = await repo.activePollOf(tx, tenant.id, order.dispatchMethod, true);
        if (!poll) throw unavailable(npsMessages.noActivePoll);
        const result = resolvePollAnswers(poll.questions, body);
        if ('errors' in result) throw validationFailed(result.errors);
        if (result.pollId !== poll.id) throw invalidField('poll_id', npsMessages.pollChanged);
        const firstNps = poll.questions.find((q) => q.category === 'nps');
        const npsScore = result.answers.find((a) => a.questionId === firstNps?.id)?.score;
        if (npsScore === null || npsScore === undefined)
          throw invalidField('answers', npsMessages.answerRequired);
        const response = {
          orderId,
          pollId: poll.id,
          storeId: order.storeId,
          dispatchMethod: order.dispatchMethod,
          npsScore,
        };
        try {
          await repo.insertResponse(tx, tenant.id, response, result.answers);
        } catch (error) {
          // The same link answered twice at once: the order's unique key lets one through.
          if (isUniqueViolation(error)) throw invalidField('order', npsMessages.alreadyAnswered);
          throw error;
        }
      });
    },

    /** The link of a completed order (staff may send it themselves), for a user who sees the order. */
    link(tenant: TenantRecord, actor: Actor, orderId: number, now = new Date()): Promise<PollLink> {
      return db.readTenant(tenant.id, async (tx) => {
        if (!(await findOrder(tx, tenant.id, orderId, actor.storeIds))) throw notFound();
        const token = tokens.tokenOf(tenant.id, orderId);
        const { expiresAt } = await orderOfLink(tx, tenant, token, now).catch((error: unknown) => {
          if (error instanceof AppError) throw invalidField('status', error.message);
          throw error;
        });
        return { url: pollPageUrl(origin, token, tenant.slug), token, expires_at: expiresAt.toISOString() };
      });
    },
  };
}

export type PollAnswersService = ReturnType<typeof pollAnswersService>;
