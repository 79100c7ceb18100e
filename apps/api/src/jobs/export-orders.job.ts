import {
  csvSeparatorFor,
  formatDateTime,
  formatMoney,
  orderExportHeader,
  orderExportParams,
  orderExportRow,
} from '@tablero/domain';
import type { FileStore } from '../lib/file-store.js';
import { countOrders, ordersAfter } from '../modules/orders/orders.repo.js';
import { listFilterOf } from '../modules/orders/orders.service.js';
import type { CoreJobHandler } from './core-jobs.js';
import { writeExportParts } from './export-parts.js';

/** Orders per batch: one statement and one file part each, a few MB at most in memory. */
const ORDERS_PER_PART = 5000;

type ExportedOrder = Awaited<ReturnType<typeof ordersAfter>>[number];

/**
 * The orders spreadsheet (`GET /orders/export_csv`): the matching orders newest first in batches
 * (keyset, no offset), each written as a part of the file with the progress reached.
 */
export function exportOrdersJob(store: FileStore): CoreJobHandler {
  return (running) => {
    const { tenant, job } = running;
    const params = orderExportParams.parse(job.params);
    const filter = listFilterOf(tenant, params.query, params.store_ids ?? undefined);
    const formats = {
      money: (cents: number) => formatMoney(cents, tenant.country),
      dateTime: (instant: string) => formatDateTime(instant, tenant.timeZone).replace('T', ' '),
    };
    return writeExportParts<ExportedOrder>(store, running, {
      header: orderExportHeader,
      separator: csvSeparatorFor(tenant.language),
      batchSize: ORDERS_PER_PART,
      count: (tx) => countOrders(tx, tenant.id, filter),
      batchAfter: (tx, last) =>
        ordersAfter(tx, tenant.id, filter, last && { createdAt: last.at, id: last.id }, ORDERS_PER_PART),
      linesOf: ({ row }) => [orderExportRow(row, formats)],
    });
  };
}
