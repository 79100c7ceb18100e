import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** The tenant's catalogue of checkout questions (spec part 1 §7 `/checkout_questions`). */
export const checkoutQuestions = pgTable(
  'checkout_questions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    question: text('question').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantIsolation('checkout_questions')],
);

/** The (at most 3) questions a store asks at checkout, in order. */
export const storeCheckoutQuestions = pgTable(
  'store_checkout_questions',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.questionId] }),
    foreignKey({
      name: 'store_checkout_questions_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_checkout_questions_question_fk',
      columns: [t.tenantId, t.questionId],
      foreignColumns: [checkoutQuestions.tenantId, checkoutQuestions.id],
    }).onDelete('cascade'),
    index('store_checkout_questions_question_idx').on(t.tenantId, t.questionId),
    tenantIsolation('store_checkout_questions'),
  ],
);
