import { setTimeout } from 'node:timers/promises';
import { CSV_BOM, csvRow } from '@tablero/domain';
import type { Database, Tx } from '../db/client.js';
import { notFound } from '../lib/app-error.js';
import type { FileStore } from '../lib/file-store.js';
import { isUuid } from '../lib/uuid.js';
import { mayFollow } from '../modules/core-jobs/core-jobs.service.js';
import type { Actor } from '../modules/identity/actor.js';
import type { CoreJobKind, RunningJob } from './core-jobs.js';
import { findJob } from './core-jobs.repo.js';

/** Where part `index` of an export's file is kept; the download sends the parts in order. */
export const exportPartKey = (tenantId: number, jobId: string, index: number) =>
  `tenants/${tenantId}/exports/${jobId}/part-${String(index).padStart(5, '0')}.csv`;

/**
 * The file a finished export of `kind` made, part after part as the job wrote them (never whole in
 * memory); 404 for a job that is not a finished export of that kind the user may follow.
 */
export async function exportFileParts(
  db: Database,
  files: FileStore,
  tenantId: number,
  actor: Actor,
  jobId: string,
  kind: CoreJobKind,
): Promise<AsyncIterable<Buffer>> {
  if (!isUuid(jobId)) throw notFound();
  const job = await db.withTenant(tenantId, (tx) => findJob(tx, tenantId, jobId));
  if (job?.kind !== kind || job.status !== 'completed' || !mayFollow(actor, job)) throw notFound();
  const parts = Number(job.result?.parts ?? 0);
  return (async function* () {
    for (let index = 0; index < parts; index++) {
      const part = await files.get(exportPartKey(tenantId, job.id, index));
      if (!part) throw new Error(`export ${job.id} lost its part ${index}`);
      yield part.bytes;
    }
  })();
}

/** What an export walks: its rows newest first in keyset batches, and how each row is written. */
export interface ExportWalk<Row> {
  header: readonly string[];
  separator: string;
  /** Rows per batch: one statement and one file part each. */
  batchSize: number;
  count(tx: Tx): Promise<number>;
  /** The batch after the last row of the one before (null: the first batch). */
  batchAfter(tx: Tx, last: Row | null): Promise<Row[]>;
  /** The spreadsheet rows of one row (an answer set can be several). */
  linesOf(row: Row): string[][];
}

/**
 * Writes an export's file as parts in the file store, one per batch with the progress reached
 * (the first with the BOM and the header), and completes the job with how many rows and parts
 * it wrote. Nothing holds more than one batch, so a million rows export in the memory of a batch;
 * a retried attempt writes its parts over the earlier attempt's.
 */
export async function writeExportParts<Row>(
  files: FileStore,
  { tenant, job, step, complete }: RunningJob,
  walk: ExportWalk<Row>,
): Promise<void> {
  const total = await step(0, walk.count);
  let last: Row | null = null;
  let rows = 0;
  let parts = 0;
  for (;;) {
    const progress = total === 0 ? 99 : Math.min(99, Math.floor((rows / total) * 100));
    const after: Row | null = last;
    const batch: Row[] = await step(progress, (tx) => walk.batchAfter(tx, after));
    const lines = batch.flatMap((row) => walk.linesOf(row).map((cells) => csvRow(cells, walk.separator)));
    if (parts === 0) lines.unshift(`${CSV_BOM}${csvRow(walk.header, walk.separator)}`);
    if (lines.length > 0) {
      await files.put(
        exportPartKey(tenant.id, job.id, parts),
        Buffer.from(`${lines.join('\r\n')}\r\n`),
        'text/csv',
      );
      parts += 1;
    }
    rows += batch.length;
    last = batch.at(-1) ?? null;
    if (!last || batch.length < walk.batchSize) break;
    // On the embedded database one connection serves everyone: let waiting requests in between batches.
    await setTimeout(2);
  }
  await complete(async () => ({ rows, parts }));
}
