import { and, asc, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { checkoutQuestions } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type CheckoutQuestionRecord = typeof checkoutQuestions.$inferSelect;

export async function listQuestions(
  tx: Tx,
  tenantId: number,
  query: string | undefined,
  page: number,
  limit: number,
) {
  const where = and(
    ofTenant(checkoutQuestions.tenantId, tenantId),
    query ? ilike(checkoutQuestions.question, `%${query.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const rows = await tx
    .select()
    .from(checkoutQuestions)
    .where(where)
    .orderBy(asc(checkoutQuestions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(checkoutQuestions).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function insertQuestion(
  tx: Tx,
  tenantId: number,
  question: string,
): Promise<CheckoutQuestionRecord> {
  const [row] = await tx.insert(checkoutQuestions).values({ tenantId, question }).returning();
  if (!row) throw new Error('checkout question was not created');
  return row;
}

/** Which of these ids are checkout questions of the tenant. */
export async function existingQuestionIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: checkoutQuestions.id })
    .from(checkoutQuestions)
    .where(and(ofTenant(checkoutQuestions.tenantId, tenantId), inArray(checkoutQuestions.id, ids)));
  return rows.map((r) => r.id);
}
