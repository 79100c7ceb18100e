import type {
  BestSellersAnswer,
  KpiReport,
  OrdersToday as OrdersTodayAnswer,
  ReportGroup,
  SalesReportType,
  SalesSummary as SalesSummaryAnswer,
  TopCustomers as TopCustomersAnswer,
} from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, request } from '../../shared/http/index.js';

export type BestSellers = Camelize<BestSellersAnswer>;
export type BestSellerRow = BestSellers['data'][number];
export type SalesSummary = Camelize<SalesSummaryAnswer>;
export type TopCustomers = Camelize<TopCustomersAnswer>;
export type TopCustomerRow = TopCustomers['customers'][number];
export type OrdersToday = Camelize<OrdersTodayAnswer>;

export interface ReportRange {
  /** Local days of the tenant, both included. */
  from: string;
  to: string;
  /** Only these stores; none: every store the user may see. */
  storeIds: number[];
}

export const reportKeys = {
  all: ['reports'] as const,
  bestSellers: (range: ReportRange, limit: number) =>
    [...reportKeys.all, 'best-sellers', range, limit] as const,
  topCustomers: (range: ReportRange, limit: number) =>
    [...reportKeys.all, 'top-customers', range, limit] as const,
  summary: (range: ReportRange) => [...reportKeys.all, 'summary', range] as const,
  ordersToday: (storeIds: number[]) => [...reportKeys.all, 'orders-today', storeIds] as const,
  report: (query: SalesReportFilters) => [...reportKeys.all, 'report', query] as const,
};

/** The report pages show a failure in place while they have nothing to show (`LoadFailed`). */
const inlineWhileEmpty = { inlineError: 'without-data' } as const;

const paramsOf = ({ from, to, storeIds }: ReportRange) => ({ from, to, storeId: storeIds });

/** `GET /orders/best_sellers`: the `limit` products sold most in the range. */
export function useBestSellers(range: ReportRange, limit: number) {
  return useQuery({
    queryKey: reportKeys.bestSellers(range, limit),
    queryFn: () =>
      request<BestSellers>('/api/admin/v1/orders/best_sellers', { params: { ...paramsOf(range), limit } }),
    placeholderData: keepPreviousData,
    meta: inlineWhileEmpty,
  });
}

/** `GET /kpi/top_customers`: the `limit` customers who paid most in the range, and the range's orders and total. */
export function useTopCustomers(range: ReportRange, limit: number) {
  return useQuery({
    queryKey: reportKeys.topCustomers(range, limit),
    queryFn: () =>
      request<TopCustomers>('/api/admin/v1/kpi/top_customers', { params: { ...paramsOf(range), limit } }),
    placeholderData: keepPreviousData,
    meta: inlineWhileEmpty,
  });
}

/** `GET /kpi/summary`: the period's sales, today's and yesterday's, and their breakdowns. */
export function useSalesSummary(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.summary(range),
    queryFn: () => request<SalesSummary>('/api/admin/v1/kpi/summary', { params: paramsOf(range) }),
    placeholderData: keepPreviousData,
    meta: inlineWhileEmpty,
  });
}

/** How often today's orders are asked again while the dashboard is open. */
const ORDERS_TODAY_REFRESH_MS = 30_000;

/** `GET /kpi/orders`: today's orders per status, the open ones, the oldest waiting, the minutes to complete. */
export function useOrdersToday(storeIds: number[]) {
  return useQuery({
    queryKey: reportKeys.ordersToday(storeIds),
    queryFn: () => request<OrdersToday>('/api/admin/v1/kpi/orders', { params: { storeId: storeIds } }),
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_TODAY_REFRESH_MS,
    // The card says in place when its last refresh failed.
    meta: { inlineError: true },
  });
}

/** A sales report's type, group and filters besides the period and stores. */
export interface SalesReportFilters extends ReportRange {
  type: SalesReportType;
  group: ReportGroup;
  platform?: string;
  dispatchMethod?: string;
  paymentMethod?: string;
}

/** `GET /kpi/reports?report_type=…`: one report, as its type answers it. */
export function useSalesReport(filters: SalesReportFilters) {
  const { type, group, platform, dispatchMethod, paymentMethod, ...range } = filters;
  return useQuery({
    queryKey: reportKeys.report(filters),
    queryFn: () =>
      request<Camelize<KpiReport>>('/api/admin/v1/kpi/reports', {
        params: { ...paramsOf(range), reportType: type, group, platform, dispatchMethod, paymentMethod },
      }),
    placeholderData: keepPreviousData,
    meta: inlineWhileEmpty,
  });
}
