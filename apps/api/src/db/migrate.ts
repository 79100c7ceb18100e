import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every pending migration as the owner. */
export async function migrate(db: Database): Promise<void> {
  if (db.engine === 'pglite') {
    await migratePglite(db.owner as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(db.owner as unknown as NodePgDatabase, { migrationsFolder });
  }
}
