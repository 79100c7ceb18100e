import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, Tx } from './client.js';

type SessionParts = ConstructorParameters<typeof NodePgSession>;

/** The tenant id as the binding writes it; anything but an integer is a bug upstream. */
export function tenantIdText(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return String(tenantId);
}

/**
 * Tenant transactions on a PostgreSQL pool, with `begin` and the tenant binding sent as one
 * simple-protocol message: drizzle's `db.transaction` sends `begin` alone and the binding is a
 * second round trip, and a list page is only three to five statements in all. The transaction
 * handed to `work` is drizzle's own (nested transactions are savepoints as usual), built on the
 * same dialect, schema and options as `db`.
 */
export function pooledTenantTransactions(pool: pg.Pool, db: Db, role: string) {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: NodePgSession<never, never> };
  const { schema, options } = session as unknown as { schema: SessionParts[2]; options: SessionParts[3] };
  return async <T>(tenantId: number, work: (tx: Tx) => Promise<T>): Promise<T> => {
    // Written into the statement text, so it must be exactly an integer.
    const id = tenantIdText(tenantId);
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      await client.query(
        `begin; select set_config('app.tenant_id', '${id}', true), set_config('role', '${role}', true)`,
      );
      const txSession = new NodePgSession(client, dialect, schema, options);
      const tx = new NodePgTransaction(dialect, txSession, schema) as unknown as Tx;
      const result = await work(tx);
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
