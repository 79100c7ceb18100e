import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Client, TestContext } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { demoStoreBody } from '../../seed/demo-stores.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

export const STORES = '/api/admin/v1/stores';

export const uniqueName = (prefix = 'Tienda') => `${prefix} ${randomBytes(3).toString('hex')}`;

/** A whole, valid store body for the tenant (the seed's), with changes. */
export function storeBody(
  tenant: TenantRecord,
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...demoStoreBody(tenant, uniqueName(), 0), ...change };
}

export type StoreJson = Record<string, unknown> & {
  id: number;
  name: string;
  business_hours: {
    id: number;
    day: string;
    opening_time: string;
    closing_time: string;
    dispatch_method: string;
  }[];
  scheduled_closing_times: {
    id: number;
    start_datetime: string;
    end_datetime: string;
    reason: string | null;
    expired: boolean;
  }[];
  delivery_areas: { id: number; name: string; locked: boolean; points: unknown[] }[];
  delivery_methods: { id: number; delivery_type: string; enabled: boolean }[];
  exceptional_wait_times: { id: number; kind: string }[];
  payment_methods: Record<string, string[]>;
};

export async function createStore(
  client: Client,
  tenant: TenantRecord,
  change: Record<string, unknown> = {},
) {
  const response = await client.post(STORES, storeBody(tenant, change));
  if (response.statusCode !== 201) throw new Error(`store not created: ${response.body}`);
  return response.json() as StoreJson;
}

/** Hours open all day every day, so a store is open whenever a test runs (but at 23:59). */
export const allDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
  (day) => ({
    day,
    opening_time: '00:00',
    closing_time: '23:59',
    dispatch_method: 'both',
  }),
);

export function auditOf(ctx: TestContext, tenant: TenantRecord, entity: string, entityId: number) {
  return ctx.db.withTenant(tenant.id, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id)),
  );
}

export async function auditCount(ctx: TestContext, tenant: TenantRecord): Promise<number> {
  const [row] = await ctx.db.withTenant(tenant.id, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  );
  return row?.n ?? 0;
}

/** Runs a call that must fail and checks that the resource at `path` and the audit log are exactly as before. */
export async function expectResourceUnchanged(
  ctx: TestContext,
  tenant: TenantRecord,
  client: Client,
  path: string,
  call: () => Promise<unknown>,
) {
  const before = (await client.get(path)).json();
  const audits = await auditCount(ctx, tenant);
  await call();
  expect((await client.get(path)).json()).toEqual(before);
  expect(await auditCount(ctx, tenant)).toBe(audits);
}

/** Runs a call that must fail and checks that the store and the audit log are exactly as before. */
export function expectUnchanged(
  ctx: TestContext,
  tenant: TenantRecord,
  client: Client,
  id: number,
  call: () => Promise<unknown>,
) {
  return expectResourceUnchanged(ctx, tenant, client, `${STORES}/${id}`, call);
}
