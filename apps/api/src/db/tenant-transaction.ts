import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, Tx } from './client.js';

type SessionParts = ConstructorParameters<typeof NodePgSession>;

/** What a drizzle session on one of our own pool clients is built from: `db`'s dialect, schema and options. */
function drizzlePartsOf(db: Db) {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: NodePgSession<never, never> };
  const { schema, options } = session as unknown as { schema: SessionParts[2]; options: SessionParts[3] };
  return { dialect, schema, options };
}

/**
 * drizzle's transaction object over one pool client, made once per client: building one sets up
 * a query builder for every table of the schema, a few percent of a list request when done per
 * request. It keeps no state between uses, and a pool client serves one request at a time.
 */
function transactionsPerClient(db: Db): (client: pg.PoolClient) => Tx {
  const { dialect, schema, options } = drizzlePartsOf(db);
  const made = new WeakMap<pg.PoolClient, Tx>();
  return (client) => {
    let tx = made.get(client);
    if (!tx) {
      const session = new NodePgSession(client, dialect, schema, options);
      tx = new NodePgTransaction(dialect, session, schema) as unknown as Tx;
      made.set(client, tx);
    }
    return tx;
  };
}

/** The tenant id as the binding writes it; anything but an integer is a bug upstream. */
export function tenantIdText(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return String(tenantId);
}

/**
 * Tenant transactions on a pool (PostgreSQL's, or PGlite's one session), with `begin` and the
 * tenant binding sent as one simple-protocol message: drizzle's `db.transaction` sends `begin`
 * alone and the binding is a second round trip, and a list page is only three to five statements. The transaction
 * handed to `work` is drizzle's own (nested transactions are savepoints as usual), built on the
 * same dialect, schema and options as `db`.
 */
export function pooledTenantTransactions(pool: pg.Pool, db: Db, role: string) {
  const transactionOn = transactionsPerClient(db);
  return async <T>(tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> => {
    // Written into the statement text, so it must be exactly an integer.
    const id = tenantIdText(tenantId);
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      await client.query(
        `begin; select set_config('app.tenant_id', '${id}', true), set_config('role', '${role}', true)`,
      );
      const result = await work(transactionOn(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        lost = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not even roll back is not given to the next request.
      client.release(lost);
    }
  };
}

/**
 * Read-only work on a pool kept for it, bound to the tenant at the level of the connection rather
 * than of a transaction: a list page is then one statement and one round trip, not `begin` +
 * binding, the query and `commit` (three writes and three waits, most of what separated a list
 * from one bare statement). Each connection remembers which tenant it is bound to and is re-bound
 * (one more round trip) only when another tenant's request takes it. The pool is opened read-only
 * (`default_transaction_read_only`), so a write that strays in here fails instead of committing
 * outside a transaction; and it is not the pool of `db.app`, so global queries never run bound to
 * a tenant left over from someone else. Statements are not in one transaction: each sees its own
 * snapshot, which is what a single-query page needs.
 */
export function pooledTenantReads(pool: pg.Pool, db: Db, role: string) {
  const transactionOn = transactionsPerClient(db);
  const boundTo = new WeakMap<pg.PoolClient, string>();
  return async <T>(tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> => {
    const id = tenantIdText(tenantId);
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      if (boundTo.get(client) !== id) {
        boundTo.delete(client);
        // Outside any transaction, so it holds until changed; written into the text, so `id` is an integer.
        await client.query(
          `select set_config('app.tenant_id', '${id}', false), set_config('role', '${role}', false)`,
        );
        boundTo.set(client, id);
      }
      // A transaction object over the bare session: a nested `transaction()` would be a savepoint
      // outside a transaction block, which PostgreSQL refuses.
      return await work(transactionOn(client));
    } catch (error) {
      // Rare on a read; whatever it was (a statement refused, a connection lost), the next request
      // gets a fresh connection rather than one in a state nobody checked.
      lost = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(lost);
    }
  };
}
