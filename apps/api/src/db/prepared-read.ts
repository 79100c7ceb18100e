import { and, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';
import { applicationTenantFilterOn, ofTenant } from './tenant-filter.js';

const keptByTransaction = new WeakMap<Tx, Map<string, unknown>>();

/**
 * A query built once per connection and sent as a named prepared statement from then on. Building
 * a list's select with drizzle and having PostgreSQL parse and plan it again took more CPU than the
 * page's rows; prepared, each request only fills the placeholders (`sql.placeholder`), and
 * PostgreSQL reuses the statement (and, after a few runs, its plan) on that connection.
 *
 * `tx` is the transaction object `readTenant` / `withTenant` keep per pool connection, so the query
 * lives as long as the connection (on PGlite, its one session's, `pglite-pool.ts`). `name` must stand for one SQL text: a query whose text depends on which
 * filters are set gets one name per combination. Its length stays under PostgreSQL's 63.
 */
export function preparedRead<Q>(tx: Tx, name: string, build: (tx: Tx, name: string) => Q): Q {
  // A test running on row-level security alone builds the same query without the tenant condition.
  const key = applicationTenantFilterOn() ? name : `${name}.rls`;
  let kept = keptByTransaction.get(tx);
  if (!kept) {
    kept = new Map();
    keptByTransaction.set(tx, kept);
  }
  let query = kept.get(key) as Q | undefined;
  if (!query) {
    query = build(tx, key);
    kept.set(key, query);
  }
  return query;
}

/** A list whose only filter is a search of one text column (`%query%`, case-insensitive). */
export interface SearchedList<R> {
  /** Statement names start with it: `<name>.0` without the search, `<name>.1` with it. */
  name: string;
  table: PgTable;
  tenantColumn: AnyPgColumn;
  searchColumn: AnyPgColumn;
  /** The page's query, with placeholders `tenantId`, `pattern` (when `searched`), `limit` and `offset`. */
  build: (
    tx: Tx,
    name: string,
    searched: boolean,
  ) => { execute(values: Record<string, unknown>): Promise<R[]> };
}

/**
 * A page of a searched list and its total, the page (each row carrying the window count `total`)
 * as a prepared statement; only an empty page asks for the count on its own.
 */
export async function searchedPage<R extends { total: number }>(
  tx: Tx,
  list: SearchedList<R>,
  tenantId: number,
  query: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const pattern = query ? `%${query.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const searched = pattern !== undefined;
  const counted = await preparedRead(tx, `${list.name}.${Number(searched)}`, (t, name) =>
    list.build(t, name, searched),
  ).execute({ tenantId, pattern, limit, offset: (page - 1) * limit });
  const rows = counted.map(({ total: _total, ...row }) => row);
  if (counted[0]) return { rows, total: counted[0].total };
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(list.table)
    .where(
      and(ofTenant(list.tenantColumn, tenantId), pattern ? ilike(list.searchColumn, pattern) : undefined),
    );
  return { rows, total: count?.n ?? 0 };
}
