import autocannon from 'autocannon';
import { startNodeServer } from '../../scripts/child-server.js';
import { log, runCleanups, runMain, startTablero } from './lifecycle.js';
import { buildListData } from './list-data.js';
import { listFloors } from './list-floors.js';
import { prepareSession, SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';

const settings = loadSettings();
await runMain('profile', async () => {
  const first = await startTablero('postgres', settings);
  await buildListData(first.baseUrl, await signIn(first.baseUrl, SEED_EMAIL, SEED_PASSWORD));
  const session = await prepareSession(first.baseUrl);
  await first.stop();
  const prof = await startNodeServer({
    name: 'prof',
    script: 'apps/api/src/server.ts',
    readyPath: '/',
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/wtperf/prof'],
    env: {
      DATA_DIR: '/tmp/wtperf/prof-data',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      HOST: '127.0.0.1',
      DATABASE_URL: first.databaseUrl!,
      DATABASE_APP_URL: '',
      MAP_TILE_URL: 'none',
      SEED_ADMIN_PASSWORD: 'bench-admin-password',
    },
  });
  const token = await signIn(prof.baseUrl, 'bench.user@demo.cl', 'bench-user-password');
  const only = process.env.LISTS?.split(',') ?? Object.keys(listFloors);
  for (const name of only) {
    const r = await autocannon({
      url: `${prof.baseUrl}/api/admin/v1${listFloors[name]!.apiPath}`,
      headers: { tenant: TENANT, authorization: `Bearer ${token}` },
      connections: 20,
      duration: 4,
    });
    log(`${name}: ${r.requests.average} req/s p99 ${r.latency.p99} non2xx ${r.non2xx}`);
  }
  await prof.stop();
  await runCleanups();
});
