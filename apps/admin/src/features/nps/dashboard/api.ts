import type { NpsResult, PollDispatchMethod } from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, request, requestFile } from '../../../shared/http/index.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import type { ReportRange } from '../../reports/api.js';

export type NpsResultView = Camelize<NpsResult>;
export type NpsStoreRow = NpsResultView['stores'][number];
export type NpsQuestionView = NpsResultView['questions'][number];
export type NpsComment = NpsResultView['comments'][number];

/** The reports' period and stores (kept in the address as `from`, `to`, `storeIds`) and a dispatch method. */
export interface NpsFilters extends ReportRange {
  dispatchMethod?: PollDispatchMethod;
}

export const npsResultKeys = {
  all: ['nps-results'] as const,
  result: (filters: NpsFilters) => [...npsResultKeys.all, filters] as const,
};

/** The reports' names on the address, the NPS routes' names on the wire (`start_date`, `end_date`, `store_id`). */
const paramsOf = ({ from, to, storeIds, dispatchMethod }: NpsFilters) => ({
  startDate: from,
  endDate: to,
  storeId: storeIds,
  dispatchMethod,
});

/** `GET /answers/nps_result`: the period's score, its bands, weeks, stores, questions and comments. */
export function useNpsResult(filters: NpsFilters) {
  return useQuery({
    queryKey: npsResultKeys.result(filters),
    queryFn: () => request<NpsResultView>('/api/admin/v1/answers/nps_result', { params: paramsOf(filters) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /orders/export_nps_csv?answers=true&{filters}`: starts the spreadsheet of the answers (one
 * row per answer); answers the job, followed at `GET /orders_job` like the orders' export.
 */
export async function startNpsExport(filters: NpsFilters): Promise<string> {
  const { jobId } = await request<{ jobId: string }>('/api/admin/v1/orders/export_nps_csv', {
    params: { ...paramsOf(filters), answers: true },
  });
  return jobId;
}

/** Spec part 2 §9: the NPS file is saved as nps.csv, whatever the server names it. */
export async function downloadNpsExport(fileUrl: string): Promise<void> {
  const { blob } = await requestFile(fileUrl, 'nps.csv');
  saveFile(blob, 'nps.csv');
}
