import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './src/db/client.js';
import { migrate } from './src/db/migrate.js';

let t = Date.now();
const lite = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
const db = await openDatabase({ pglite: lite });
await migrate(db);
console.log('migrate', Date.now() - t);
t = Date.now();
const dump = await lite.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t);
t = Date.now();
console.log((await b.query('select count(*) from admin_users')).rows);
