import type pg from 'pg';

/** PostgreSQL's own defaults: analyze a table once 50 rows + 10% of it changed. */
const THRESHOLD_ROWS = 50;
const THRESHOLD_SHARE = 0.1;

/**
 * PGlite runs no autovacuum, so its planner never gets statistics: with a few hundred stores a
 * list page that PostgreSQL answers from an index took a sequential plan five times slower. This
 * does what autovacuum's analyze would: every `intervalMs` (and once at start) it looks at the
 * change counters and analyzes the tables past PostgreSQL's own threshold. Answers a stop function.
 */
export function autoAnalyze(pool: pg.Pool, closed: () => boolean, intervalMs = 10_000): () => Promise<void> {
  let running: Promise<void> | undefined;
  const pass = async () => {
    // The counters reach pg_stat_user_tables only when a backend flushes them; PGlite's one backend
    // is flushed on request.
    await pool.query('select pg_stat_force_next_flush()');
    const { rows } = await pool.query<{ name: string }>(
      `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
        where n_mod_since_analyze > ${THRESHOLD_ROWS} + ${THRESHOLD_SHARE} * n_live_tup
           or (last_analyze is null and n_live_tup > 0)`,
    );
    for (const { name } of rows) await pool.query(`analyze ${name}`);
  };
  const tick = () => {
    if (running || closed()) return;
    running = pass()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
