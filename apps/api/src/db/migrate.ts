import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { apiPackageDir } from '../lib/api-package-dir.js';
import type { Database } from './client.js';

export const migrationsFolder = path.join(apiPackageDir, 'src/db/migrations');

/** Applies every pending migration as the owner. */
export async function migrate(db: Database): Promise<void> {
  // Both engines are node-postgres pools (PGlite's of its one session).
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await migratePg(db.owner as unknown as NodePgDatabase, { migrationsFolder });
}
