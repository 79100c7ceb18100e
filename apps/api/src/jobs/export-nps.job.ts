import {
  csvSeparatorFor,
  formatDateTime,
  npsExportHeader,
  npsExportParams,
  npsExportRows,
} from '@tablero/domain';
import type { FileStore } from '../lib/file-store.js';
import { countResponses, responsesAfter } from '../modules/nps/nps-result.repo.js';
import { npsFilterOf } from '../modules/nps/nps-result.service.js';
import type { CoreJobHandler } from './core-jobs.js';
import { writeExportParts } from './export-parts.js';

/** Answer sets per batch: one statement and one file part each. */
const RESPONSES_PER_PART = 2000;

type ExportedResponse = Awaited<ReturnType<typeof responsesAfter>>[number];

/**
 * The NPS spreadsheet (`GET /orders/export_nps_csv`), like the orders one: the matching answer sets
 * newest first in keyset batches, a row per answer (`answers=true`) or per answer set.
 */
export function exportNpsJob(store: FileStore): CoreJobHandler {
  return (running) => {
    const { tenant, job } = running;
    const params = npsExportParams.parse(job.params);
    const filter = npsFilterOf(tenant, params, params.store_ids ?? undefined);
    const perAnswer = params.answers === 'true';
    const dateTime = (instant: string) => formatDateTime(instant, tenant.timeZone).replace('T', ' ');
    return writeExportParts<ExportedResponse>(store, running, {
      header: npsExportHeader(perAnswer),
      separator: csvSeparatorFor(tenant.language),
      batchSize: RESPONSES_PER_PART,
      count: (tx) => countResponses(tx, filter),
      batchAfter: (tx, last) =>
        responsesAfter(tx, filter, last && { answeredAt: last.answered_at, id: last.id }, RESPONSES_PER_PART),
      linesOf: (response) => npsExportRows(response, perAnswer, dateTime),
    });
  };
}
