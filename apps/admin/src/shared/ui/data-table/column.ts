import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  width?: number | string;
}
