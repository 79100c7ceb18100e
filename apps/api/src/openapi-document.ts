/**
 * The OpenAPI document the server serves at /api/openapi.json, built without a server: the app
 * on a throwaway in-memory PGlite, so the document can be linted and published from a checkout.
 * `node --import tsx apps/api/src/openapi-document.ts [file]` writes it (stdout without a file).
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { SecretBox } from './lib/secret-box.js';
import { syncPolicyCatalogue } from './modules/policies/policies.repo.js';

export async function buildOpenApiDocument(): Promise<unknown> {
  const db = await openDatabase({ pglite: await PGlite.create() });
  try {
    await migrate(db);
    await syncPolicyCatalogue(db.owner);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', JOBS: 'off' }), consoleDir: '/nonexistent' };
    const app = await buildApp(config, {
      db,
      jwtSecret: 'x'.repeat(64),
      secretBox: new SecretBox(Buffer.alloc(32, 1)),
    });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = JSON.stringify(await buildOpenApiDocument(), null, 2);
  const file = process.argv[2];
  if (file) await writeFile(file, text);
  else process.stdout.write(text);
}
