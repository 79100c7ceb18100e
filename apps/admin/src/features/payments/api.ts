import type { ConsolidationRow, ConsolidationWeek } from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';

export type Consolidation = Camelize<ConsolidationRow>;
export type ConsolidationWeekAnswer = Camelize<ConsolidationWeek>;
export type ConsolidationOrder = ConsolidationWeekAnswer['data'][number];

export const consolidationKeys = {
  all: ['consolidations'] as const,
  year: (year: number) => [...consolidationKeys.all, 'year', year] as const,
  week: (year: number, week: number, page: number) =>
    [...consolidationKeys.all, 'week', year, week, page] as const,
};

/** `GET /consolidations?year`: every week of the year at once (at most 53), newest first. */
export function useConsolidations(year: number) {
  return useQuery({
    queryKey: consolidationKeys.year(year),
    queryFn: () =>
      request<Paged<Consolidation>>('/api/admin/v1/consolidations', { params: { year, limit: 53 } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /consolidations/{year}/{week}?page`: the week and a page of its orders. */
export function useConsolidationWeek(year: number, week: number, page: number) {
  return useQuery({
    queryKey: consolidationKeys.week(year, week, page),
    queryFn: () =>
      request<ConsolidationWeekAnswer>(`/api/admin/v1/consolidations/${year}/${week}`, { params: { page } }),
    placeholderData: keepPreviousData,
  });
}
