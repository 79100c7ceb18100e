import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';

/**
 * The job queue, in its own `pgboss` schema of the same database (ARCHITECTURE.md rule 8).
 * Job kinds (menu sync, exports, imports) register their workers with `work` in later issues.
 */
export async function startQueue(db: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const boss =
    db.engine === 'pglite' && db.pglite
      ? new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  return boss;
}
