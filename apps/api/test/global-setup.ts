import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { syncPolicyCatalogue } from '../src/modules/policies/policies.repo.js';
import { adminQuery, serverUrl, type TemplateRef } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/**
 * Migrates one template database for the whole run; each test file clones it. PGlite by
 * default; PostgreSQL when TEST_DATABASE_URL names a server database to work from.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres' && !base) {
    throw new Error(
      'npm run test:pg needs TEST_DATABASE_URL=postgres://user@host:port/database (a database to work from)',
    );
  }
  if (base) {
    const name = `tablero_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `create database ${name}`);
    const db = await openDatabase({ databaseUrl: serverUrl(base, name) });
    await migrate(db);
    await syncPolicyCatalogue(db.owner);
    await db.close();
    project.provide('template', { engine: 'postgres', location: name });
    return async () => adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tablero-test-'));
  const lite = await PGlite.create();
  const db = await openDatabase({ pglite: lite });
  await migrate(db);
  await syncPolicyCatalogue(db.owner);
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('template', { engine: 'pglite', location: file });
  return async () => rm(dir, { recursive: true, force: true });
}
