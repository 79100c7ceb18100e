import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { stores } from './stores.js';
import { childTenantIdColumn, tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/** A satisfaction question (spec part 2 §3): its category is the kind of answer it takes. */
export const questions = pgTable(
  'questions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantIsolation('questions')],
);

/** A poll sent with the completed orders of one dispatch method; at most one active per method. */
export const polls = pgTable(
  'polls',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    title: text('title').notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('polls_one_active_per_dispatch').on(t.tenantId, t.dispatchMethod).where(sql`active`),
    tenantIsolation('polls'),
  ],
);

/** A poll's questions in order. A question leaves the (inactive) polls that ask it when deleted. */
export const pollQuestions = pgTable(
  'poll_questions',
  {
    tenantId: childTenantIdColumn(),
    pollId: integer('poll_id').notNull(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.pollId, t.questionId] }),
    foreignKey({
      name: 'poll_questions_poll_fk',
      columns: [t.tenantId, t.pollId],
      foreignColumns: [polls.tenantId, polls.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'poll_questions_question_fk',
      columns: [t.tenantId, t.questionId],
      foreignColumns: [questions.tenantId, questions.id],
    }).onDelete('cascade'),
    index('poll_questions_question_idx').on(t.tenantId, t.questionId),
    tenantIsolation('poll_questions'),
  ],
);

/**
 * One order's answers to a poll (one set per order). The order's store and dispatch method and the
 * NPS answer are kept beside it, so the results read one table; answered polls cannot be deleted.
 */
export const pollResponses = pgTable(
  'poll_responses',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    orderId: integer('order_id').notNull(),
    pollId: integer('poll_id').notNull(),
    storeId: integer('store_id').notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    /** The answer to the poll's (first) NPS question, 0–10. */
    npsScore: smallint('nps_score').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('poll_responses_order_key').on(t.tenantId, t.orderId),
    index('poll_responses_answered_idx').on(t.tenantId, t.answeredAt),
    index('poll_responses_poll_idx').on(t.tenantId, t.pollId),
    foreignKey({
      name: 'poll_responses_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    foreignKey({
      name: 'poll_responses_poll_fk',
      columns: [t.tenantId, t.pollId],
      foreignColumns: [polls.tenantId, polls.id],
    }),
    foreignKey({
      name: 'poll_responses_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }),
    tenantIsolation('poll_responses'),
  ],
);

/** An answer of a response: a scale's number (yes 1, no 0) or an open text. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    tenantId: childTenantIdColumn(),
    responseId: integer('response_id').notNull(),
    questionId: integer('question_id').notNull(),
    score: smallint('score'),
    text: text('text'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.responseId, t.questionId] }),
    index('poll_answers_question_idx').on(t.tenantId, t.questionId),
    foreignKey({
      name: 'poll_answers_response_fk',
      columns: [t.tenantId, t.responseId],
      foreignColumns: [pollResponses.tenantId, pollResponses.id],
    }).onDelete('cascade'),
    // A question with answers is not deleted (the questions service says so, 1054).
    foreignKey({
      name: 'poll_answers_question_fk',
      columns: [t.tenantId, t.questionId],
      foreignColumns: [questions.tenantId, questions.id],
    }),
    tenantIsolation('poll_answers'),
  ],
);

/**
 * Answer sets per store, local day (the tenant's zone), dispatch method and NPS answer (0–10):
 * the NPS result's totals, distribution, weeks and stores read a few rows per store and day
 * instead of every answer. Kept by a statement trigger on `poll_responses` (migration 0062);
 * answers are only ever added.
 */
export const npsScoreDays = pgTable(
  'nps_score_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    score: smallint('score').notNull(),
    responses: bigint('responses', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.dispatchMethod, t.score] }),
    index('nps_score_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'nps_score_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('nps_score_days'),
  ],
);

/** Answers per question and value the same way (an open answer's value is −1): each question's figures. */
export const npsAnswerDays = pgTable(
  'nps_answer_days',
  {
    tenantId: tenantIdColumn(),
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dispatchMethod: text('dispatch_method').notNull(),
    questionId: integer('question_id').notNull(),
    score: smallint('score').notNull(),
    answers: bigint('answers', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.day, t.dispatchMethod, t.questionId, t.score] }),
    index('nps_answer_days_day_idx').on(t.tenantId, t.day),
    foreignKey({
      name: 'nps_answer_days_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    tenantIsolation('nps_answer_days'),
  ],
);
