import {
  addDays,
  buildPageMeta,
  CONSOLIDATION_PAYOUT_DAYS,
  type ConsolidationListQuery,
  type ConsolidationRow,
  type ConsolidationStatus,
  type ConsolidationWeek,
  type ConsolidationWeekQuery,
  consolidationMessages,
  isoWeekDates,
  isoWeekOf,
  isoWeeksInYear,
  type PaymentMethodKey,
  tenantSettings,
  wallClockToIso,
  zonedIso,
  zonedParts,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { invalidField } from '../../lib/app-error.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { type ConsolidationRates, type WeekStart, weeklyTotals, weekOrders } from './consolidations.repo.js';

/** The instant a calendar date begins in the tenant's time zone. */
const startOf = (date: string, timeZone: string) =>
  new Date(wallClockToIso(`${date}T00:00`, timeZone) ?? date);
const weekStart = (monday: string, timeZone: string): WeekStart => ({
  monday,
  from: startOf(monday, timeZone),
});

function ratesOf(tenant: TenantRecord): ConsolidationRates {
  const settings = tenantSettings.parse(tenant.settings ?? {});
  return { commission: settings.consolidation_commission_rate, service: settings.consolidation_service_rate };
}

interface Totals {
  ordersCount: number;
  sale: number;
  delivery: number;
  tip: number;
  commission: number;
  service: number;
}

const none: Totals = { ordersCount: 0, sale: 0, delivery: 0, tip: 0, commission: 0, service: 0 };

function rowOf(year: number, week: number, totals: Totals, today: string): ConsolidationRow {
  const { start, end } = isoWeekDates(year, week);
  const paymentDate = addDays(end, CONSOLIDATION_PAYOUT_DAYS);
  const status: ConsolidationStatus = today <= end ? 'in_progress' : today < paymentDate ? 'pending' : 'paid';
  const collected = totals.sale + totals.delivery + totals.tip;
  return {
    year,
    week,
    start_date: start,
    end_date: end,
    payment_date: paymentDate,
    status,
    orders_count: totals.ordersCount,
    collected_sale: totals.sale,
    collected_delivery: totals.delivery,
    collected_tip: totals.tip,
    mercat_commission: totals.commission,
    service_cost: totals.service,
    payment: collected - totals.commission - totals.service,
  };
}

/**
 * Consolidations (`GET /consolidations`, `/consolidations/{year}/{week}`), computed from the orders
 * at each request: the weeks of a year with something collected, and one week's orders.
 */
export function consolidationsService(db: Database) {
  return {
    list(tenant: TenantRecord, query: ConsolidationListQuery, now = new Date()) {
      const today = zonedParts(now, tenant.timeZone).date;
      const year = query.year ?? isoWeekOf(today).year;
      const starts = Array.from({ length: isoWeeksInYear(year) }, (_, i) =>
        weekStart(isoWeekDates(year, i + 1).start, tenant.timeZone),
      );
      const to = startOf(isoWeekDates(year + 1, 1).start, tenant.timeZone);
      return db.readTenant(tenant.id, async (tx) => {
        const weeks = await weeklyTotals(tx, tenant.id, starts, to, ratesOf(tenant));
        const rows = weeks.map((w) => {
          const { week } = isoWeekOf(w.monday);
          return rowOf(year, week, w, today);
        });
        const offset = (query.page - 1) * query.limit;
        return {
          data: rows.slice(offset, offset + query.limit),
          meta: buildPageMeta(query.page, query.limit, rows.length),
        };
      });
    },

    week(
      tenant: TenantRecord,
      year: number,
      week: number,
      query: ConsolidationWeekQuery,
      now = new Date(),
    ): Promise<ConsolidationWeek> {
      if (week > isoWeeksInYear(year)) throw invalidField('week', consolidationMessages.weekUnknown(year));
      const today = zonedParts(now, tenant.timeZone).date;
      const { start, end } = isoWeekDates(year, week);
      const first = weekStart(start, tenant.timeZone);
      const { from } = first;
      const to = startOf(addDays(end, 1), tenant.timeZone);
      const rates = ratesOf(tenant);
      return db.readTenant(tenant.id, async (tx) => {
        const [totals] = await weeklyTotals(tx, tenant.id, [first], to, rates);
        const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
        const rows = await weekOrders(tx, tenant.id, from, to, rates, page);
        return {
          consolidation: rowOf(year, week, totals ?? none, today),
          data: rows.map((r) => ({
            id: r.id,
            code: r.code,
            order_date: zonedIso(r.createdAt, tenant.timeZone),
            store_id: r.storeId,
            store_name: r.storeName,
            payment_method: r.paymentMethod as PaymentMethodKey,
            collected_sale: r.sale,
            collected_delivery: r.delivery,
            collected_tip: r.tip,
            mercat_commission: r.commission,
            service_cost: r.service,
            payment: r.total - r.commission - r.service,
          })),
          meta: buildPageMeta(query.page, query.limit, totals?.ordersCount ?? 0),
        };
      });
    },
  };
}

export type ConsolidationsService = ReturnType<typeof consolidationsService>;
