import { execFileSync } from 'node:child_process';
import { startUberEatsFake } from '../apps/api/test/fakes/uber-eats.fake.js';
import { REPO_ROOT } from '../scripts/child-server.js';
import { exportServer, UBER_EATS_FAKE_ENV } from './fixtures.js';
import { startServer } from './server.js';

/** The API serves apps/admin/dist: build the console once first (E2E_SKIP_BUILD=1 reuses the last build). */
function buildConsole(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build:admin'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts the real API once for the whole run and hands it to the workers through the environment
 * (workers are started after global setup and inherit it). The returned function is the teardown:
 * it stops the server (SIGTERM to its PID, SIGKILL after 10 s) and removes its temporary DATA_DIR.
 */
export default async function globalSetup() {
  buildConsole();
  // Uber Eats is outside our system: a local fake speaking its menu API stands in for it.
  const uberEats = await startUberEatsFake();
  const server = await startServer({ UBER_EATS_API_URL: uberEats.url, UBER_EATS_AUTH_URL: uberEats.url });
  exportServer(server);
  process.env[UBER_EATS_FAKE_ENV] = uberEats.url;
  return async () => {
    await server.stop();
    await uberEats.close();
  };
}
