import {
  buildPageMeta,
  npsMessages,
  type PollListQuery,
  type PollState,
  type PollView,
  pollQuestionErrors,
  resolvePollWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { invalidField, notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import * as repo from './polls.repo.js';

async function viewNow(tx: Tx, tenantId: number, id: number): Promise<PollView> {
  const view = await repo.findPollView(tx, tenantId, id);
  if (!view) throw notFound();
  return view;
}

/** Spec part 2 §5: the poll's questions exist and one is NPS; one active poll per dispatch method. */
async function checkPoll(tx: Tx, tenantId: number, state: PollState, id: number | null) {
  const named = await repo.questionsNamed(tx, tenantId, state.question_ids);
  const errors = pollQuestionErrors(state.question_ids, named);
  if (errors.length > 0) throw validationFailed(errors);
  if (!state.active) return;
  const other = await repo.otherActivePoll(tx, tenantId, state.dispatch_method, id);
  if (other !== undefined) throw invalidField('active', npsMessages.activePollTaken(other));
}

/** Two polls activated for one dispatch method at once: the database's index lets one through. */
async function savingActive<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('active', npsMessages.activePollTaken());
    throw error;
  }
}

/** NPS polls (spec part 2 §3, §5): sent with the completed orders of their dispatch method while active. */
export function pollsService(db: Database) {
  return {
    list(tenantId: number, query: PollListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const filter = {
          tenantId,
          dispatchMethod: query.dispatch_method,
          active: query.active === undefined ? undefined : query.active === 'true',
        };
        const { rows, total } = await repo.listPolls(tx, filter, query.page, query.limit);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenantId: number, id: number) {
      return db.readTenant(tenantId, (tx) => viewNow(tx, tenantId, id));
    },

    create(ctx: AuditContext, body: unknown): Promise<PollView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const result = resolvePollWrite(undefined, body);
        if ('errors' in result) throw validationFailed(result.errors);
        await checkPoll(tx, ctx.tenantId, result.state, null);
        const id = await savingActive(() => repo.insertPoll(tx, ctx.tenantId, result.state));
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'poll', entityId: id, action: 'create', after: view });
        return view;
      });
    },

    update(ctx: AuditContext, id: number, body: unknown): Promise<PollView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const current = await repo.lockPoll(tx, ctx.tenantId, id);
        if (!current) throw notFound();
        const result = resolvePollWrite(current, body);
        if ('errors' in result) throw validationFailed(result.errors);
        const before = await viewNow(tx, ctx.tenantId, id);
        if (JSON.stringify(current) === JSON.stringify(result.state)) return before;
        await checkPoll(tx, ctx.tenantId, result.state, id);
        const questionsChanged = current.question_ids.join() !== result.state.question_ids.join();
        await savingActive(() => repo.updatePoll(tx, ctx.tenantId, id, result.state, questionsChanged));
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'poll', entityId: id, action: 'update', before, after: view });
        return view;
      });
    },

    remove(ctx: AuditContext, id: number): Promise<void> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.lockPoll(tx, ctx.tenantId, id))) throw notFound();
        if (await repo.pollHasAnswers(tx, ctx.tenantId, id))
          throw invalidField('id', npsMessages.pollWithAnswers);
        const before = await viewNow(tx, ctx.tenantId, id);
        await repo.deletePoll(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'poll', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type PollsService = ReturnType<typeof pollsService>;
