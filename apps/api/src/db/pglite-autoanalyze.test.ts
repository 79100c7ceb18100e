import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoAnalyze } from './pglite-autoanalyze.js';
import { pglitePool } from './pglite-pool.js';

let lite: PGlite;
let pool: pg.Pool;
beforeAll(async () => {
  lite = await PGlite.create();
  pool = pglitePool(lite);
  await pool.query('create table shops (id int primary key, name text); create table quiet (id int)');
});
afterAll(async () => {
  await pool?.end();
  await lite?.close();
});

const analyzedAt = async (table: string) => {
  await pool.query('select pg_stat_force_next_flush()');
  const { rows } = await pool.query<{ at: Date | null }>(
    'select last_analyze as at from pg_stat_user_tables where relname = $1',
    [table],
  );
  return rows[0]?.at ?? null;
};

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('autoAnalyze on PGlite', () => {
  it('analyzes the tables that changed past the threshold, and only those', async () => {
    await pool.query("insert into shops select i, 'Local ' || i from generate_series(1, 500) i");
    const stop = autoAnalyze(pool, () => lite.closed, 100);
    await until(async () => (await analyzedAt('shops')) !== null);
    const first = await analyzedAt('shops');
    expect(first).not.toBeNull();
    expect(await analyzedAt('quiet')).toBeNull();

    // 10 rows of 500 is under 50 + 10%: no new analyze.
    await pool.query("insert into shops select i, 'Otro ' || i from generate_series(501, 510) i");
    await new Promise((r) => setTimeout(r, 400));
    expect(await analyzedAt('shops')).toEqual(first);

    await pool.query("insert into shops select i, 'Más ' || i from generate_series(511, 700) i");
    await until(async () => (await analyzedAt('shops'))?.getTime() !== first?.getTime());
    expect((await analyzedAt('shops'))?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
    const { rows } = await pool.query<{ n: number }>(
      "select reltuples::int as n from pg_class where relname = 'shops'",
    );
    expect(rows[0]?.n).toBe(700);
    await stop();
  });
});
