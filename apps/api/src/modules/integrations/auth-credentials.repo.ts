import type { CredentialValues } from '@tablero/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { storeCredentials, stores } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type StoreCredentialsRecord = typeof storeCredentials.$inferSelect;

export interface StoreScope {
  tenantId: number;
  /** Only these stores (a store-limited user); undefined for all. */
  storeIds?: number[] | undefined;
}

function storesIn(scope: StoreScope, storeId?: number): SQL | undefined {
  return and(
    ofTenant(stores.tenantId, scope.tenantId),
    scope.storeIds ? inArray(stores.id, scope.storeIds) : undefined,
    storeId === undefined ? undefined : eq(stores.id, storeId),
  );
}

/** Every store in scope, by name, with its credentials for one provider when it has any. */
export async function listStoresWithCredentials(
  tx: Tx,
  scope: StoreScope,
  filter: { provider: string; storeId?: number | undefined },
  page: number,
  limit: number,
) {
  const where = storesIn(scope, filter.storeId);
  const rows = await tx
    .select({
      id: stores.id,
      name: stores.name,
      settings: storeCredentials.settings,
      sealedSecrets: storeCredentials.sealedSecrets,
      configured: storeCredentials.configured,
      updatedAt: storeCredentials.updatedAt,
    })
    .from(stores)
    .leftJoin(
      storeCredentials,
      and(
        eq(storeCredentials.tenantId, stores.tenantId),
        eq(storeCredentials.storeId, stores.id),
        eq(storeCredentials.provider, filter.provider),
      ),
    )
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findStore(tx: Tx, scope: StoreScope, storeId: number) {
  const [row] = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(storesIn(scope, storeId));
  return row;
}

const credentialsOf = (tx: Tx, tenantId: number, storeId: number, provider: string) =>
  tx
    .select()
    .from(storeCredentials)
    .where(
      and(
        ofTenant(storeCredentials.tenantId, tenantId),
        eq(storeCredentials.storeId, storeId),
        eq(storeCredentials.provider, provider),
      ),
    );

/** A store's stored credentials for one provider (sealed), if any. */
export async function findCredentials(
  tx: Tx,
  tenantId: number,
  storeId: number,
  provider: string,
): Promise<StoreCredentialsRecord | undefined> {
  const [row] = await credentialsOf(tx, tenantId, storeId, provider);
  return row;
}

/** The stored credentials, locked until the transaction ends so two saves do not lose a change. */
export async function findCredentialsForUpdate(
  tx: Tx,
  tenantId: number,
  storeId: number,
  provider: string,
): Promise<StoreCredentialsRecord | undefined> {
  const [row] = await credentialsOf(tx, tenantId, storeId, provider).for('update');
  return row;
}

export async function saveCredentials(
  tx: Tx,
  tenantId: number,
  values: {
    storeId: number;
    provider: string;
    settings: CredentialValues;
    sealedSecrets: string | null;
    configured: boolean;
  },
): Promise<StoreCredentialsRecord> {
  const changes = {
    settings: values.settings,
    sealedSecrets: values.sealedSecrets,
    configured: values.configured,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(storeCredentials)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: [storeCredentials.tenantId, storeCredentials.storeId, storeCredentials.provider],
      set: changes,
    })
    .returning();
  if (!row) throw new Error('store credentials were not saved');
  return row;
}

/** How many stores in scope have complete credentials, per provider. */
export async function countConfiguredByProvider(tx: Tx, scope: StoreScope): Promise<Map<string, number>> {
  const rows = await tx
    .select({ provider: storeCredentials.provider, n: sql<number>`count(*)::int` })
    .from(storeCredentials)
    .where(
      and(
        ofTenant(storeCredentials.tenantId, scope.tenantId),
        eq(storeCredentials.configured, true),
        scope.storeIds ? inArray(storeCredentials.storeId, scope.storeIds) : undefined,
      ),
    )
    .groupBy(storeCredentials.provider);
  return new Map(rows.map((r) => [r.provider, r.n]));
}
