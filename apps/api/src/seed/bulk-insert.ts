import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

export type Column = [name: string, type: string, values: unknown[]];

/**
 * Many rows in one statement, one array parameter per column (`unnest`): building a multi-row
 * insert through drizzle took 55 % of the seed's time (bench figure in the commit), and a
 * statement binds at most 65,535 parameters however many rows it holds this way.
 */
export async function bulkInsert<R>(tx: Tx, table: string, columns: Column[], ending?: string): Promise<R[]> {
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const tail = ending ? sql.raw(` ${ending}`) : sql``;
  const result = await tx.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})${tail}`,
  );
  return (result as unknown as { rows: R[] }).rows;
}
