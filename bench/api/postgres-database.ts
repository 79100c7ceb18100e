/** A throwaway PostgreSQL database for one run, dropped afterwards even when the run fails. */
import { randomBytes } from 'node:crypto';
import { adminQuery, serverUrl } from '../../apps/api/test/test-database.js';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `tablero_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  let dropped = false;
  return {
    name,
    url: serverUrl(adminUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
