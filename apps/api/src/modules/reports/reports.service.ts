import {
  addDays,
  daysBetween,
  type HeatmapReport,
  isoWeekday,
  type KpiReport,
  type KpiReportQuery,
  type MeanPerDayReport,
  type OrdersToday,
  type OrdersTodayQuery,
  openOrderStatuses,
  orderStatuses,
  PROMOTIONS_LISTED,
  periodStarts,
  type ReportGroup,
  type SalesFigures,
  type SalesReportQuery,
  type SalesSeries,
  type SalesSummary,
  type SplitSalesSeries,
  type TopCustomers,
  type TopCustomersQuery,
  zonedParts,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import type { Actor } from '../identity/actor.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { deliveryCofinanceOf } from './delivery-cofinance.repo.js';
import { ordersTodayOf } from './orders-today.repo.js';
import type { SalesFilter } from './sales-rows.repo.js';
import {
  couponsUsed,
  newCustomersPerPeriod,
  salesPerPeriod,
  salesPerWeekday,
  salesPerWeekdayHour,
} from './sales-series.repo.js';
import { salesOfDays, salesSummaryOf } from './sales-summary.repo.js';
import { topCustomersOf } from './top-customers.repo.js';
import { uncoveredAddressesOf } from './uncovered-addresses.repo.js';

/** The stores a report counts: those asked for that the user may see, or all the user's. */
export function reportStores(
  actor: Actor,
  asked: readonly number[] | undefined,
): readonly number[] | undefined {
  if (!actor.storeIds) return asked;
  return (asked ?? actor.storeIds).filter((id) => actor.storeIds?.includes(id));
}

const none: SalesFigures = { orders: 0, total: 0 };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** A report's days (default: the last 30 up to today in the tenant's zone) and its rows' filter. */
function scopeOf(tenant: TenantRecord, actor: Actor, query: SalesReportQuery, now: Date) {
  const today = zonedParts(now, tenant.timeZone).date;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -29);
  const filter: SalesFilter = {
    storeIds: reportStores(actor, query.store_id),
    platform: query.platform,
    dispatchMethod: query.dispatch_method,
    paymentMethod: query.payment_method,
  };
  return { today, from, to, filter };
}
type Scope = ReturnType<typeof scopeOf>;

async function summaryOf(
  tx: Tx,
  tenantId: number,
  { today, from, to, filter }: Scope,
): Promise<SalesSummary> {
  const period = await salesSummaryOf(tx, tenantId, from, to, filter);
  const yesterday = addDays(today, -1);
  const recent = await salesOfDays(tx, tenantId, [today, yesterday], filter);
  const on = (day: string) => ({ day, ...(recent.get(day) ?? none) });
  return {
    from,
    to,
    totals: period.totals,
    today: on(today),
    yesterday: on(yesterday),
    by_platform: period.byPlatform,
    by_dispatch_method: period.byDispatchMethod,
    by_payment_method: period.byPaymentMethod,
    by_day: daysBetween(from, to).map((day) => ({ day, ...(period.byDay.get(day) ?? none) })),
  };
}

/** Every period of the range with its sales from `sold` (per period), empty ones included. */
function seriesFrom(
  { from, to }: Scope,
  group: ReportGroup,
  sold: { period: string; orders: number; total: number }[],
): SalesSeries {
  const byPeriod = new Map<string, SalesFigures>();
  for (const row of sold) {
    const sum = byPeriod.get(row.period) ?? { orders: 0, total: 0 };
    byPeriod.set(row.period, { orders: sum.orders + row.orders, total: sum.total + row.total });
  }
  const periods = periodStarts(from, to, group).map((period) => ({
    period,
    ...(byPeriod.get(period) ?? none),
  }));
  return { from, to, group, periods };
}

async function seriesOf(tx: Tx, tenantId: number, scope: Scope, group: ReportGroup): Promise<SalesSeries> {
  const { from, to, filter } = scope;
  return seriesFrom(scope, group, await salesPerPeriod(tx, tenantId, { from, to, group }, filter));
}

/** One statement: sales per period and method; the periods' totals are their methods' sums. */
async function splitSeriesOf(
  tx: Tx,
  tenantId: number,
  scope: Scope,
  group: ReportGroup,
  by: 'payment_method' | 'dispatch_method',
): Promise<SplitSalesSeries> {
  const { from, to, filter } = scope;
  const split = await salesPerPeriod(tx, tenantId, { from, to, group }, filter, by);
  const totals = new Map<string, number>();
  for (const row of split) totals.set(row.key, (totals.get(row.key) ?? 0) + row.total);
  const keys = [...totals.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b),
  );
  return { ...seriesFrom(scope, group, split), keys, split };
}

async function heatmapOf(tx: Tx, tenantId: number, { from, to, filter }: Scope): Promise<HeatmapReport> {
  const sold = await salesPerWeekdayHour(tx, tenantId, from, to, filter);
  const cells = WEEKDAYS.flatMap((weekday) =>
    Array.from({ length: 24 }, (_, hour) => ({ weekday, hour, ...(sold.get(`${weekday}:${hour}`) ?? none) })),
  );
  return { report_type: 'heatmap', from, to, cells };
}

async function meanPerDayOf(
  tx: Tx,
  tenantId: number,
  { from, to, filter }: Scope,
): Promise<MeanPerDayReport> {
  const sold = await salesPerWeekday(tx, tenantId, from, to, filter);
  const count = new Map<number, number>();
  for (const day of daysBetween(from, to)) count.set(isoWeekday(day), (count.get(isoWeekday(day)) ?? 0) + 1);
  const weekdays = WEEKDAYS.map((weekday) => {
    const days = count.get(weekday) ?? 0;
    const { orders, total } = sold.get(weekday) ?? none;
    return {
      weekday,
      days,
      orders,
      total,
      mean_orders: days === 0 ? 0 : Math.round((orders / days) * 10) / 10,
      mean_total: days === 0 ? 0 : Math.round(total / days),
    };
  });
  return { report_type: 'mean_per_day', from, to, weekdays };
}

export function reportsService(db: Database) {
  const read = <T>(tenant: TenantRecord, work: (tx: Tx) => Promise<T>) => db.readTenant(tenant.id, work);
  return {
    /** `GET /kpi/summary`: the period's sales, today's and yesterday's, and their breakdowns. */
    summary(
      tenant: TenantRecord,
      actor: Actor,
      query: SalesReportQuery,
      now = new Date(),
    ): Promise<SalesSummary> {
      const scope = scopeOf(tenant, actor, query, now);
      return read(tenant, (tx) => summaryOf(tx, tenant.id, scope));
    },

    /** `GET /kpi/top_customers`: who paid most in the period, bounded by their all-time sales (top-customers.repo.ts). */
    topCustomers(
      tenant: TenantRecord,
      actor: Actor,
      query: TopCustomersQuery,
      now = new Date(),
    ): Promise<TopCustomers> {
      const { from, to, filter } = scopeOf(tenant, actor, query, now);
      return read(tenant, async (tx) => ({
        from,
        to,
        ...(await topCustomersOf(tx, tenant.id, tenant.timeZone, from, to, filter, query.limit)),
      }));
    },

    /** `GET /kpi/orders`: today's orders per status, how many are open and how fast they complete. */
    ordersToday(
      tenant: TenantRecord,
      actor: Actor,
      query: OrdersTodayQuery,
      now = new Date(),
    ): Promise<OrdersToday> {
      const day = zonedParts(now, tenant.timeZone).date;
      const storeIds = reportStores(actor, query.store_id);
      return read(tenant, async (tx) => {
        const today = await ordersTodayOf(tx, tenant.id, tenant.timeZone, day, storeIds);
        const statuses = orderStatuses.map((status) => ({ status, ...(today.byStatus.get(status) ?? none) }));
        const open = statuses
          .filter((s) => (openOrderStatuses as readonly string[]).includes(s.status))
          .reduce((n, s) => n + s.orders, 0);
        return {
          day,
          statuses,
          open,
          oldest_open_at: today.oldestOpenAt,
          average_minutes_to_complete: today.averageMinutesToComplete,
        };
      });
    },

    /** `GET /kpi/orders_{payment,dispatch}_method`: sales per period split by method. */
    split(
      tenant: TenantRecord,
      actor: Actor,
      query: SalesReportQuery & { group: ReportGroup },
      by: 'payment_method' | 'dispatch_method',
    ): Promise<SplitSalesSeries> {
      const scope = scopeOf(tenant, actor, query, new Date());
      return read(tenant, (tx) => splitSeriesOf(tx, tenant.id, scope, query.group, by));
    },

    /** `GET /kpi/reports?report_type=…`. */
    report(tenant: TenantRecord, actor: Actor, query: KpiReportQuery): Promise<KpiReport> {
      const scope = scopeOf(tenant, actor, query, new Date());
      return read(tenant, async (tx): Promise<KpiReport> => {
        switch (query.report_type) {
          case 'summary':
            return { report_type: 'summary', ...(await summaryOf(tx, tenant.id, scope)) };
          case 'heatmap':
            return heatmapOf(tx, tenant.id, scope);
          case 'mean_per_day':
            return meanPerDayOf(tx, tenant.id, scope);
          case 'revenue_by_period':
            return {
              report_type: 'revenue_by_period',
              ...(await seriesOf(tx, tenant.id, scope, query.group)),
            };
          case 'revenue_by_payment_method':
            return {
              report_type: 'revenue_by_payment_method',
              ...(await splitSeriesOf(tx, tenant.id, scope, query.group, 'payment_method')),
            };
          case 'promotions': {
            const { from, to, filter } = scope;
            const used = await couponsUsed(
              tx,
              tenant.id,
              { from, to, storeIds: filter.storeIds },
              PROMOTIONS_LISTED,
            );
            return { report_type: 'promotions', from, to, ...used };
          }
          case 'recurrent_users': {
            const series = await seriesOf(tx, tenant.id, scope, query.group);
            const fresh = await newCustomersPerPeriod(tx, tenant.id, {
              ...scope,
              group: query.group,
              storeIds: scope.filter.storeIds,
            });
            const periods = series.periods.map((p) => {
              const newCustomers = fresh.get(p.period) ?? 0;
              return { ...p, new_customers: newCustomers, returning_orders: p.orders - newCustomers };
            });
            return { report_type: 'recurrent_users', ...series, periods };
          }
          case 'delivery_cofinance': {
            const { from, to, filter } = scope;
            const range = { from, to, group: query.group };
            const found = await deliveryCofinanceOf(tx, tenant.id, range, filter.storeIds);
            return { report_type: 'delivery_cofinance', ...range, ...found };
          }
          case 'uncovered_addresses': {
            const { from, to, filter } = scope;
            const found = await uncoveredAddressesOf(tx, tenant.id, from, to, filter.storeIds);
            return { report_type: 'uncovered_addresses', from, to, ...found };
          }
          case 'revenue_by_dispatch_method':
            return {
              report_type: 'revenue_by_dispatch_method',
              ...(await splitSeriesOf(tx, tenant.id, scope, query.group, 'dispatch_method')),
            };
        }
      });
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
