import type { BestSellersAnswer } from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, request } from '../../shared/http/index.js';

export type BestSellers = Camelize<BestSellersAnswer>;
export type BestSellerRow = BestSellers['data'][number];

export interface ReportRange {
  /** Local days of the tenant, both included. */
  from: string;
  to: string;
  storeId?: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  bestSellers: (range: ReportRange, limit: number) =>
    [...reportKeys.all, 'best-sellers', range, limit] as const,
};

/** `GET /orders/best_sellers`: the `limit` products sold most in the range. */
export function useBestSellers(range: ReportRange, limit: number) {
  return useQuery({
    queryKey: reportKeys.bestSellers(range, limit),
    queryFn: () => request<BestSellers>('/api/admin/v1/orders/best_sellers', { params: { ...range, limit } }),
    placeholderData: keepPreviousData,
  });
}
