import { setTimeout } from 'node:timers/promises';
import {
  CSV_BOM,
  csvRow,
  csvSeparatorFor,
  formatDateTime,
  formatMoney,
  orderExportHeader,
  orderExportParams,
  orderExportRow,
} from '@tablero/domain';
import type { FileStore } from '../lib/file-store.js';
import { countOrders, type OrderCursor, ordersAfter } from '../modules/orders/orders.repo.js';
import { listFilterOf } from '../modules/orders/orders.service.js';
import type { CoreJobHandler } from './core-jobs.js';
import { exportPartKey } from './export-parts.js';

/** Orders per batch: one statement and one file part each, a few MB at most in memory. */
const ORDERS_PER_PART = 5000;

/**
 * The orders spreadsheet (`GET /orders/export_csv`): walks the matching orders newest first in
 * batches (keyset, no offset), writes each batch as a part of the file with the progress reached,
 * and ends with how many rows and parts it wrote. Nothing holds more than one batch, so a million
 * orders export in the memory of five thousand. A retried attempt writes its parts over the
 * earlier attempt's; the result names how many parts the file has.
 */
export function exportOrdersJob(store: FileStore): CoreJobHandler {
  return async ({ tenant, job, step, complete }) => {
    const params = orderExportParams.parse(job.params);
    const filter = listFilterOf(tenant, params.query, params.store_ids ?? undefined);
    const separator = csvSeparatorFor(tenant.language);
    const formats = {
      money: (cents: number) => formatMoney(cents, tenant.country),
      dateTime: (instant: string) => formatDateTime(instant, tenant.timeZone).replace('T', ' '),
    };
    const total = await step(0, (tx) => countOrders(tx, tenant.id, filter));
    let after: OrderCursor | null = null;
    let rows = 0;
    let parts = 0;
    for (;;) {
      const progress = total === 0 ? 99 : Math.min(99, Math.floor((rows / total) * 100));
      const batch = await step(progress, (tx) => ordersAfter(tx, tenant.id, filter, after, ORDERS_PER_PART));
      const lines = batch.map(({ row }) => csvRow(orderExportRow(row, formats), separator));
      if (parts === 0) lines.unshift(`${CSV_BOM}${csvRow(orderExportHeader, separator)}`);
      if (lines.length > 0) {
        await store.put(
          exportPartKey(tenant.id, job.id, parts),
          Buffer.from(`${lines.join('\r\n')}\r\n`),
          'text/csv',
        );
        parts += 1;
      }
      rows += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < ORDERS_PER_PART) break;
      after = { createdAt: last.at, id: last.id };
      // On the embedded database one connection serves everyone: let waiting requests in between batches.
      await setTimeout(2);
    }
    await complete(async () => ({ rows, parts }));
  };
}
