import { loadConfig } from './config.js';
import { openPreparedDatabase } from './db/prepare.js';

const db = await openPreparedDatabase(loadConfig());
console.log('migrated');
await db.close?.();
process.exit(0);
