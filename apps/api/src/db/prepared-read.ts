import type { Tx } from './client.js';
import { applicationTenantFilterOn } from './tenant-filter.js';

const keptByTransaction = new WeakMap<Tx, Map<string, unknown>>();

/**
 * A query built once per connection and sent as a named prepared statement from then on. Building
 * a list's select with drizzle and having PostgreSQL parse and plan it again took more CPU than the
 * page's rows; prepared, each request only fills the placeholders (`sql.placeholder`), and
 * PostgreSQL reuses the statement (and, after a few runs, its plan) on that connection.
 *
 * `tx` is the transaction object `readTenant` / `withTenant` keep per pool connection, so the query
 * lives as long as the connection; on PGlite each transaction is new and the query is built per
 * request, as before. `name` must stand for one SQL text: a query whose text depends on which
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
