import {
  buildPageMeta,
  ErrorCode,
  npsMessages,
  type QuestionListQuery,
  type QuestionState,
  type QuestionView,
  resolveQuestionWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import * as repo from './questions.repo.js';

/** 409, code 1054 (API.md): the question is asked by an active poll, or has answers. */
const questionLocked = (message: string) => new AppError(ErrorCode.questionHasAnswers, message);

async function viewNow(tx: Tx, tenantId: number, id: number): Promise<QuestionView> {
  const view = await repo.findQuestionView(tx, tenantId, id);
  if (!view) throw notFound();
  return view;
}

/** The question, locked, refused while an active poll asks it (its customers are answering it). */
async function editableQuestion(tx: Tx, tenantId: number, id: number): Promise<QuestionState> {
  const row = await repo.lockQuestion(tx, tenantId, id);
  if (!row) throw notFound();
  const activePoll = await repo.activePollAsking(tx, tenantId, id);
  if (activePoll !== undefined) throw questionLocked(npsMessages.inActivePoll(activePoll));
  return { description: row.description, category: row.category as QuestionState['category'] };
}

/**
 * NPS questions (spec part 2 §3, §5): one that an active poll asks cannot change or go; one with
 * answers keeps its category and stays (its results would change meaning or be lost).
 */
export function questionsService(db: Database) {
  return {
    list(tenantId: number, query: QuestionListQuery) {
      return db.readTenant(tenantId, async (tx) => {
        const filter = { tenantId, category: query.category, query: query.query };
        const { rows, total } = await repo.listQuestions(tx, filter, query.page, query.limit);
        return { data: rows, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    get(tenantId: number, id: number) {
      return db.readTenant(tenantId, (tx) => viewNow(tx, tenantId, id));
    },

    create(ctx: AuditContext, body: unknown): Promise<QuestionView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const result = resolveQuestionWrite(undefined, body);
        if ('errors' in result) throw validationFailed(result.errors);
        const id = await repo.insertQuestion(tx, ctx.tenantId, result.state);
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'question', entityId: id, action: 'create', after: view });
        return view;
      });
    },

    update(ctx: AuditContext, id: number, body: unknown): Promise<QuestionView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await repo.lockQuestion(tx, ctx.tenantId, id);
        if (!row) throw notFound();
        const current = { description: row.description, category: row.category as QuestionState['category'] };
        const result = resolveQuestionWrite(current, body);
        if ('errors' in result) throw validationFailed(result.errors);
        const before = await viewNow(tx, ctx.tenantId, id);
        if (JSON.stringify(current) === JSON.stringify(result.state)) return before;
        await editableQuestion(tx, ctx.tenantId, id);
        if (
          result.state.category !== current.category &&
          (await repo.questionHasAnswers(tx, ctx.tenantId, id))
        )
          throw questionLocked(npsMessages.categoryWithAnswers);
        await repo.updateQuestion(tx, ctx.tenantId, id, result.state);
        const view = await viewNow(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'question',
          entityId: id,
          action: 'update',
          before,
          after: view,
        });
        return view;
      });
    },

    remove(ctx: AuditContext, id: number): Promise<void> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        await editableQuestion(tx, ctx.tenantId, id);
        if (await repo.questionHasAnswers(tx, ctx.tenantId, id))
          throw questionLocked(npsMessages.deleteWithAnswers);
        const before = await viewNow(tx, ctx.tenantId, id);
        await repo.deleteQuestion(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, { entity: 'question', entityId: id, action: 'delete', before });
      });
    },
  };
}

export type QuestionsService = ReturnType<typeof questionsService>;
