import type { PgBoss } from 'pg-boss';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../lib/secret-box.js';
import { outboundEmailsOf } from '../modules/emails/outbound-emails.js';
import { menusService } from '../modules/menus/menus.service.js';
import { modifiersService } from '../modules/modifiers/modifiers.service.js';
import { releaseScheduledOrders } from '../modules/orders/scheduled-orders.js';
import { cardPaymentsAndRefundsOf, onlinePaymentsOf } from '../modules/payments/online-payments.js';
import { fileStoreOf, pictureFilesOf } from '../modules/pictures/picture-storage.js';
import { productsService } from '../modules/products/products.service.js';
import { foldSalesRollups } from '../modules/reports/sales-folds.js';
import { returnStockOuts } from '../modules/stock/stock-sync.js';
import {
  type CoreJobData,
  type CoreJobHandler,
  type CoreJobKind,
  createCoreJobQueues,
  type JobQueue,
  pgBossJobQueue,
  runCoreJob,
} from './core-jobs.js';
import { deployMenuJob } from './deploy-menu.job.js';
import { exportNpsJob } from './export-nps.job.js';
import { exportOrdersJob } from './export-orders.job.js';
import { fetchMenuJob } from './fetch-menu.job.js';
import { generateCouponsJob } from './generate-coupons.job.js';

export interface JobDeps {
  db: Database;
  secretBox: SecretBox;
  config: AppConfig;
  /** Where a finished deploy hands the menu requests that waited for it. */
  jobQueue?: JobQueue;
}

/** What runs each kind of job. */
export function jobHandlers({
  db,
  secretBox,
  config,
  jobQueue,
}: JobDeps): Record<CoreJobKind, CoreJobHandler> {
  // A menu import answers the products it wrote with their pictures' signed URLs.
  const products = productsService(db, undefined, pictureFilesOf(config).tokens);
  const writers = { products, modifiers: modifiersService(db), menus: menusService(db) };
  return {
    deploy_menu: deployMenuJob(db, secretBox, config, jobQueue),
    fetch_menu: fetchMenuJob(db, secretBox, config, writers),
    generate_coupons: generateCouponsJob(),
    export_orders: exportOrdersJob(fileStoreOf(config)),
    export_nps: exportNpsJob(fileStoreOf(config)),
  };
}

/**
 * Registers the workers of every job kind on a started queue. One job at a time per worker; pg-boss
 * hands a job to one worker only, and retries it after `expireInSeconds` if that worker dies.
 */
export async function startJobWorkers(boss: PgBoss, deps: JobDeps): Promise<void> {
  const { db, config } = deps;
  await createCoreJobQueues(boss, config.jobTimings);
  await orderUpkeepEveryMinute(boss, deps);
  const handlers = jobHandlers({ ...deps, jobQueue: pgBossJobQueue(boss) });
  for (const [kind, handler] of Object.entries(handlers))
    await boss.work<CoreJobData>(
      kind,
      { pollingIntervalSeconds: config.jobTimings.pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (job) await runCoreJob(db, config.jobTimings, job.data, handler, (m, e) => console.error(m, e));
      },
    );
}

const ORDER_UPKEEP = 'order_upkeep';

/**
 * Every minute one process (pg-boss hands each run to one worker) releases the scheduled orders
 * due, refunds the paid ones that failed (their store was disabled), settles the online payments whose customer never came back and the card payments still
 * undecided, puts back on sale on the stores' channels what came back by itself, sends the
 * e-mails waiting in the outbox (the poll invitations of completed orders), and folds the days
 * that ended into the chains' tenant-wide sales rollups.
 */
async function orderUpkeepEveryMinute(boss: PgBoss, deps: JobDeps): Promise<void> {
  const payments = onlinePaymentsOf(undefined, deps.config, deps.db);
  const { cards, refunds } = cardPaymentsAndRefundsOf(undefined, deps.config, deps.db, deps.secretBox);
  const emails = outboundEmailsOf(deps.config, deps.db, deps.secretBox);
  await boss.createQueue(ORDER_UPKEEP, { expireInSeconds: 120, retryLimit: 0 });
  await boss.schedule(ORDER_UPKEEP, '* * * * *');
  const queue = pgBossJobQueue(boss);
  await boss.work(ORDER_UPKEEP, async () => {
    await releaseScheduledOrders(deps.db);
    await refunds.refundFailedOrders();
    await payments.settleAbandoned();
    await cards.settleWaiting();
    await returnStockOuts(deps.db, queue);
    await emails.sendWaiting();
    await foldSalesRollups(deps.db);
  });
}
