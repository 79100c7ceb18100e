import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render(row: Row): ReactNode;
  width?: number | string;
}

/** Row selection with the delete-all action; lists without it pass nothing. */
export interface DataTableSelection<Row> {
  /** Accessible name of a row's checkbox, e.g. "Seleccionar Tienda Centro". */
  rowLabel(row: Row): string;
  /** Deletes the ticked rows (after the confirmation). */
  onDeleteSelected(keys: (string | number)[]): Promise<void>;
}
