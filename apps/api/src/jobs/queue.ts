import type { PgBoss } from 'pg-boss';
import type { JobTimings } from '../config.js';
import type { Database } from '../db/client.js';

/**
 * The job queue, in its own `pgboss` schema of the same database (ARCHITECTURE.md rule 8). Jobs
 * persist there: after a restart, a job whose worker died is retried once it expires, found by
 * the supervisor (`timings.superviseIntervalSeconds`).
 */
export async function startQueue(
  db: Database,
  databaseUrl: string | undefined,
  timings?: Pick<JobTimings, 'superviseIntervalSeconds'>,
): Promise<PgBoss> {
  // Loaded only when jobs run (JOBS=off starts none): ~20 MB resident.
  const { PgBoss } = await import('pg-boss');
  // Expired jobs are found by the monitor pass, which runs at the slower of the two intervals.
  const supervise = timings
    ? {
        superviseIntervalSeconds: timings.superviseIntervalSeconds,
        monitorIntervalSeconds: timings.superviseIntervalSeconds,
      }
    : {};
  // On PGlite through the one session's pool, so that its statements queue with the requests'.
  const boss =
    db.engine === 'pglite'
      ? new PgBoss({
          db: { executeSql: db.executeOwnerSql },
          backend: 'pglite',
          schema: 'pgboss',
          ...supervise,
        })
      : new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4, ...supervise });
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  return boss;
}
