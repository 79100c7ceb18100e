import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  width?: number | string;
}

/** Row selection with bulk actions; lists without it pass nothing. */
export interface DataTableSelection<Row> {
  /** Accessible name of a row's checkbox, e.g. "Seleccionar Tienda Centro". */
  rowLabel(row: Row): string;
  /** Deletes the ticked rows (after the confirmation); no delete-all without it. */
  onDeleteSelected?(keys: (string | number)[]): Promise<void>;
  /** More bulk actions beside delete-all (close or open many stores at once). */
  actions?(keys: (string | number)[], clearSelection: () => void): ReactNode;
}
