import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * Where the migrated templates live (PGlite dump files, or PostgreSQL template databases): `bare`
 * holds no tenant; `tenants` holds the test tenants of `provisionTestTenants`.
 */
export interface TemplateRef {
  engine: 'pglite' | 'postgres';
  location: { bare: string; tenants: string };
}

export type TemplateKind = keyof TemplateRef['location'];

export function serverUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file, cloned from the migrated template (fast on both engines). */
export interface TestDatabase {
  db: Database;
  /** The owner URL of the clone on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
  drop: () => Promise<void>;
}

export async function cloneTestDatabase(
  template: TemplateRef,
  kind: TemplateKind = 'bare',
): Promise<TestDatabase> {
  const location = template.location[kind];
  if (template.engine === 'pglite') {
    const dump = await readFile(location);
    const lite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const db = await openDatabase({ pglite: lite });
    return { db, url: undefined, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `tablero_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${location}`);
  const url = serverUrl(base, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: 10 });
  return {
    db,
    url,
    async drop() {
      await db.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
