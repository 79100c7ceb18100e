/**
 * What a benchmark run measures, from the environment (BENCH_DURATION, BENCH_WARMUP, BENCH_ENGINES,
 * BENCH_ROUNDS, BENCH_PROFILE, BENCH_AUTH_CACHE=off to measure the signed-in path with every request reading its session from
 * the database).
 */

export type Engine = 'pglite' | 'postgres';

export interface BenchSettings {
  engines: Engine[];
  /** Seconds of each measured autocannon run. */
  durationSeconds: number;
  /** Seconds of the unrecorded run before each measured one. */
  warmupSeconds: number;
  connections: number;
  pipelining: number;
  /** Alternating runs of each target per engine; the median run of each is reported. */
  rounds: number;
  /** Whether the server remembers signed-in sessions between requests (its default). */
  authCache: boolean;
  /** The server PostgreSQL database are created on and dropped from. */
  postgresAdminUrl: string;
  /** BENCH_PROFILE: a folder the Tablero server writes a V8 CPU profile into when it stops. */
  profileDir: string | undefined;
}

/** The target, checked on PostgreSQL. */
export const TARGET = { minRatio: 0.2, maxP99Ms: 25 } as const;

const ALL_ENGINES: Engine[] = ['pglite', 'postgres'];

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

function engines(): Engine[] {
  const raw = process.env.BENCH_ENGINES;
  if (!raw) return ALL_ENGINES;
  const names = raw.split(',').map((s) => s.trim().toLowerCase());
  for (const name of names) {
    if (!ALL_ENGINES.includes(name as Engine)) {
      throw new Error(`BENCH_ENGINES: unknown engine "${name}" (use ${ALL_ENGINES.join(',')})`);
    }
  }
  return ALL_ENGINES.filter((e) => names.includes(e));
}

export function loadSettings(): BenchSettings {
  const durationSeconds = seconds('BENCH_DURATION', 10);
  return {
    engines: engines(),
    durationSeconds,
    warmupSeconds: seconds('BENCH_WARMUP', Math.min(3, durationSeconds)),
    connections: 50,
    pipelining: 1,
    rounds: Math.round(seconds('BENCH_ROUNDS', 3)),
    authCache: process.env.BENCH_AUTH_CACHE !== 'off',
    postgresAdminUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    profileDir: process.env.BENCH_PROFILE || undefined,
  };
}
