/**
 * The first start's seed, run by `seedInOwnProcess` in a process of its own: it opens the
 * database, seeds it when it is empty and sends what it made to the server that started it.
 */
import { loadConfig } from './config.js';
import { openPreparedDatabase } from './db/prepare.js';
import { seedIfEmpty } from './seed/seed.js';

const config = loadConfig();
const db = await openPreparedDatabase(config);
try {
  const seeded = await seedIfEmpty(db, config);
  process.send?.({ seeded: seeded ?? null });
} finally {
  await db.close();
}
