import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { tenantIdColumn, tenantIsolation } from './tenant-isolation.js';

/**
 * Our record of a long job (API.md "Jobs"): what `GET /core_job` answers. pg-boss (schema
 * `pgboss`) only queues and retries it; status, progress, result and error live here, under
 * row-level security, so a tenant can only ever poll its own jobs. `attempt` fences a worker
 * that pg-boss gave up on (expired) from writing over the attempt that replaced it.
 */
export const coreJobs = pgTable(
  'core_jobs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    /** `deploy_menu` | `fetch_menu` | `generate_coupons`. */
    kind: text('kind').notNull(),
    /** The store a menu job works on; null for a job of the whole tenant (generating coupons). */
    storeId: integer('store_id'),
    /** The sales channel of a menu job; null for other kinds. */
    channel: text('channel'),
    /** `queued` | `running` | `completed` | `failed`. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** What the job was asked to do (e.g. the version to roll back to). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<{ code: string; message: string }>(),
    attempt: integer('attempt').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'core_jobs_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    // One unfinished job per store, channel and kind: a second request gets the first one's id.
    uniqueIndex('core_jobs_one_unfinished_key')
      .on(t.tenantId, t.storeId, t.channel, t.kind)
      .where(sql`status in ('queued', 'running')`),
    tenantIsolation('core_jobs'),
  ],
);

/**
 * A menu document a channel accepted for a store: kept whole (`document`, to roll back to) and as
 * a channel-neutral snapshot (`snapshot`, for diffs). One per deploy job, at most.
 */
export const menuVersions = pgTable(
  'menu_versions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedByDefaultAsIdentity().notNull(),
    storeId: integer('store_id').notNull(),
    channel: text('channel').notNull(),
    jobId: uuid('job_id').notNull(),
    document: jsonb('document').notNull(),
    menu: jsonb('menu').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    productsCount: integer('products_count').notNull(),
    modifiersCount: integer('modifiers_count').notNull(),
    rollbackOf: integer('rollback_of'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'menu_versions_store_fk',
      columns: [t.tenantId, t.storeId],
      foreignColumns: [stores.tenantId, stores.id],
    }).onDelete('cascade'),
    unique('menu_versions_job_key').on(t.tenantId, t.jobId),
    index('menu_versions_store_channel_idx').on(t.tenantId, t.storeId, t.channel, t.id),
    tenantIsolation('menu_versions'),
  ],
);

/**
 * Which of our products and modifiers a channel's id stands for, so that importing a channel's
 * menu twice updates what the first import created instead of creating it again.
 */
export const channelExternalIds = pgTable(
  'channel_external_ids',
  {
    tenantId: tenantIdColumn(),
    channel: text('channel').notNull(),
    /** `product` | `modifier`. */
    entity: text('entity').notNull(),
    externalId: text('external_id').notNull(),
    localId: integer('local_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.channel, t.entity, t.externalId] }),
    tenantIsolation('channel_external_ids'),
  ],
);
