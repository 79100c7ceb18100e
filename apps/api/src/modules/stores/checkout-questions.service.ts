import { buildPageMeta, type CheckoutQuestion } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { type CheckoutQuestionRecord, insertQuestion, listQuestions } from './checkout-questions.repo.js';

const viewOf = (row: CheckoutQuestionRecord): CheckoutQuestion => ({
  id: row.id,
  question: row.question,
  created_at: row.createdAt.toISOString(),
});

/** The tenant's checkout question catalogue (spec part 1 §7); each store picks up to 3 of them. */
export function checkoutQuestionsService(db: Database) {
  return {
    list(tenantId: number, query: { page: number; limit: number; query?: string | undefined }) {
      return db.withTenant(tenantId, async (tx) => {
        const { rows, total } = await listQuestions(tx, tenantId, query.query, query.page, query.limit);
        return { data: rows.map(viewOf), meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    create(ctx: AuditContext, input: { question: string }): Promise<CheckoutQuestion> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const view = viewOf(await insertQuestion(tx, ctx.tenantId, input.question));
        await recordAudit(tx, ctx, {
          entity: 'checkout_question',
          entityId: view.id,
          action: 'create',
          after: view,
        });
        return view;
      });
    },
  };
}

export type CheckoutQuestionsService = ReturnType<typeof checkoutQuestionsService>;
