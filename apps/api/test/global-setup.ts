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
import { provisionTestTenants } from './test-tenants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/**
 * Migrates the template databases once for the whole run (one bare, one with the test tenants);
 * each test file clones one. PGlite by default; PostgreSQL when TEST_DATABASE_URL names a server
 * database to work from.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres' && !base) {
    throw new Error(
      'npm run test:pg needs TEST_DATABASE_URL=postgres://user@host:port/database (a database to work from)',
    );
  }
  if (base) {
    const suffix = randomBytes(6).toString('hex');
    const bare = `tablero_tpl_${suffix}`;
    const tenants = `tablero_tpl_tenants_${suffix}`;
    await adminQuery(base, `create database ${bare}`);
    const db = await openDatabase({ databaseUrl: serverUrl(base, bare) });
    await migrate(db);
    await syncPolicyCatalogue(db.owner);
    await db.close();
    await adminQuery(base, `create database ${tenants} template ${bare}`);
    const withTenants = await openDatabase({ databaseUrl: serverUrl(base, tenants) });
    await provisionTestTenants(withTenants);
    await withTenants.close();
    project.provide('template', { engine: 'postgres', location: { bare, tenants } });
    return async () => {
      for (const name of [bare, tenants])
        await adminQuery(base, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tablero-test-'));
  const lite = await PGlite.create();
  const db = await openDatabase({ pglite: lite });
  await migrate(db);
  await syncPolicyCatalogue(db.owner);
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const bare = await dump('template.tar');
  await provisionTestTenants(db);
  const tenants = await dump('template-tenants.tar');
  await db.close();
  project.provide('template', { engine: 'pglite', location: { bare, tenants } });
  return async () => rm(dir, { recursive: true, force: true });
}
