import { zonedParts } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { toE4 } from '../modules/reports/uncovered-addresses.repo.js';
import { bulkInsert } from './bulk-insert.js';

interface Point {
  storeId: number;
  day: string;
  latitudeE4: number;
  longitudeE4: number;
  attempts: number;
  textAddress: string;
  lastAt: Date;
}

/**
 * The demo's delivery orders the checkout would have refused (outside every zone), counted per
 * store, local day and point as the checkout counts them, and written at once at the end.
 */
export function uncoveredAttempts(timeZone: string) {
  const points = new Map<string, Point>();
  return {
    add(storeId: number, address: { text: string; latitude: number; longitude: number }, at: Date) {
      const day = zonedParts(at, timeZone).date;
      const latitudeE4 = toE4(address.latitude);
      const longitudeE4 = toE4(address.longitude);
      const key = `${storeId}|${day}|${latitudeE4}|${longitudeE4}`;
      const seen = points.get(key);
      if (!seen) {
        points.set(key, {
          storeId,
          day,
          latitudeE4,
          longitudeE4,
          attempts: 1,
          textAddress: address.text,
          lastAt: at,
        });
        return;
      }
      seen.attempts += 1;
      if (at > seen.lastAt) Object.assign(seen, { textAddress: address.text, lastAt: at });
    },

    async write(tx: Tx, tenantId: number) {
      const rows = [...points.values()];
      if (rows.length === 0) return;
      const of = <T>(pick: (p: Point) => T) => rows.map(pick);
      await bulkInsert(
        tx,
        'uncovered_addresses',
        [
          ['tenant_id', 'int', of(() => tenantId)],
          ['store_id', 'int', of((p) => p.storeId)],
          ['day', 'date', of((p) => p.day)],
          ['latitude_e4', 'int', of((p) => p.latitudeE4)],
          ['longitude_e4', 'int', of((p) => p.longitudeE4)],
          ['attempts', 'bigint', of((p) => p.attempts)],
          ['text_address', 'text', of((p) => p.textAddress)],
          ['last_at', 'timestamptz', of((p) => p.lastAt.toISOString())],
        ],
        'on conflict (tenant_id, store_id, day, latitude_e4, longitude_e4) do update set ' +
          'attempts = uncovered_addresses.attempts + excluded.attempts, ' +
          'text_address = excluded.text_address, last_at = greatest(uncovered_addresses.last_at, excluded.last_at)',
      );
    },
  };
}
