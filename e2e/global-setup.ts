import { exportServer } from './fixtures.js';
import { startServer } from './server.js';

/**
 * Starts the real API once for the whole run and hands it to the workers through the environment
 * (workers are started after global setup and inherit it). The returned function is the teardown:
 * it stops the server (SIGTERM to its PID, SIGKILL after 10 s) and removes its temporary DATA_DIR.
 */
export default async function globalSetup() {
  const server = await startServer();
  exportServer(server);
  return () => server.stop();
}
