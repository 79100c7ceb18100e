import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Global: the policy catalogue of packages/domain, synchronised on start. */
export const policies = pgTable(
  'policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    actions: jsonb('actions').$type<{ key: string; label: string }[]>().notNull(),
  },
  (t) => [uniqueIndex('policies_key_key').on(t.key)],
);
