import type { AppConfig } from '../config.js';
import { syncPolicyCatalogue } from '../modules/policies/policies.repo.js';
import { type Database, openDatabase } from './client.js';
import { migrate } from './migrate.js';

/** Opens the configured engine, applies migrations and writes the policy catalogue. */
export async function openPreparedDatabase(config: AppConfig): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseAppUrl: config.databaseAppUrl,
    dataDir: config.dataDir,
    poolSize: config.poolSize,
  });
  await migrate(db);
  await syncPolicyCatalogue(db.owner);
  return db;
}
