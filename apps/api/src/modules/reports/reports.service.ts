import { addDays, type SalesReportQuery, type SalesSummary, zonedParts } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { type SalesFilter, salesOfDays, salesSummaryOf } from './sales-summary.repo.js';

/** The stores a report counts: those asked for that the user may see, or all the user's. */
export function reportStores(
  actor: Actor,
  asked: readonly number[] | undefined,
): readonly number[] | undefined {
  if (!actor.storeIds) return asked;
  return (asked ?? actor.storeIds).filter((id) => actor.storeIds?.includes(id));
}

/** Every local day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const all: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) all.push(day);
  return all;
}

export function reportsService(db: Database) {
  return {
    /** `GET /kpi/summary`: the period's sales (default: the last 30 days), today's and yesterday's. */
    summary(
      tenant: TenantRecord,
      actor: Actor,
      query: SalesReportQuery,
      now = new Date(),
    ): Promise<SalesSummary> {
      const today = zonedParts(now, tenant.timeZone).date;
      const yesterday = addDays(today, -1);
      const to = query.to ?? (query.from && query.from > today ? query.from : today);
      const from = query.from ?? addDays(to, -29);
      const filter: SalesFilter = {
        storeIds: reportStores(actor, query.store_id),
        platform: query.platform,
        dispatchMethod: query.dispatch_method,
        paymentMethod: query.payment_method,
      };
      return db.readTenant(tenant.id, async (tx) => {
        const period = await salesSummaryOf(tx, tenant.id, from, to, filter);
        const recent = await salesOfDays(tx, tenant.id, [today, yesterday], filter);
        const on = (day: string) => ({ day, ...(recent.get(day) ?? { orders: 0, total: 0 }) });
        return {
          from,
          to,
          totals: period.totals,
          today: on(today),
          yesterday: on(yesterday),
          by_platform: period.byPlatform,
          by_dispatch_method: period.byDispatchMethod,
          by_payment_method: period.byPaymentMethod,
          by_day: daysOf(from, to).map((day) => ({
            day,
            ...(period.byDay.get(day) ?? { orders: 0, total: 0 }),
          })),
        };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
