import type { UseQueryResult } from '@tanstack/react-query';
import type { PageMeta } from '../../http/index.js';
import { LoadFailed } from '../load-failed.js';
import { DataTable, type DataTableProps } from './data-table.js';

/**
 * A list page's body from its page query: the failure in place (with a retry, or the server's
 * reason) while nothing loaded, else the table with its rows, paging (when the list has pages)
 * and loading state.
 */
export function QueriedDataTable<Row>({
  query,
  loadFailedTitle,
  ...table
}: Omit<DataTableProps<Row>, 'rows' | 'meta' | 'loading'> & {
  query: UseQueryResult<{ data: Row[]; meta?: PageMeta }>;
  loadFailedTitle: string;
}) {
  if (query.isError && !query.data)
    return <LoadFailed title={loadFailedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return <DataTable {...table} rows={query.data?.data} meta={query.data?.meta} loading={query.isFetching} />;
}
