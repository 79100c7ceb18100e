import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

/**
 * Folds each tenant's days that ended before yesterday into its tenant-wide sales rollups
 * (`tablero_fold_order_sales`, migration 0088). Idempotent and cheap when nothing is left to fold;
 * answers stay right without it (unfolded days are read from the stores' rows), only slower.
 */
export async function foldSalesRollups(db: Database): Promise<void> {
  for (const { id } of await db.app.select({ id: tenants.id }).from(tenants))
    await db.withTenant(id, (tx) => tx.execute(sql`select tablero_fold_order_sales(${id})`));
}
