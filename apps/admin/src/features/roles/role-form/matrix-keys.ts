/** A checkbox of the matrix by its place: row 0 holds the column ticks, column 0 the row ticks. */
export interface MatrixCell {
  row: number;
  col: number;
}

const nearest = (cells: MatrixCell[], pick: (cell: MatrixCell) => number, last: boolean) =>
  cells.length === 0
    ? null
    : cells.reduce((best, cell) =>
        (last ? pick(cell) > pick(best) : pick(cell) < pick(best)) ? cell : best,
      );

/**
 * Where an arrow key (or Home, End) moves from a checkbox, as in a grid: to the nearest checkbox
 * that way, skipping the cells an area does not offer. Null when there is none (the key is then
 * left to the browser).
 */
export function nextCell(cells: readonly MatrixCell[], from: MatrixCell, key: string): MatrixCell | null {
  const inRow = cells.filter((cell) => cell.row === from.row);
  const inCol = cells.filter((cell) => cell.col === from.col);
  const col = (cell: MatrixCell) => cell.col;
  const row = (cell: MatrixCell) => cell.row;
  switch (key) {
    case 'ArrowRight':
      return nearest(
        inRow.filter((cell) => cell.col > from.col),
        col,
        false,
      );
    case 'ArrowLeft':
      return nearest(
        inRow.filter((cell) => cell.col < from.col),
        col,
        true,
      );
    case 'ArrowDown':
      return nearest(
        inCol.filter((cell) => cell.row > from.row),
        row,
        false,
      );
    case 'ArrowUp':
      return nearest(
        inCol.filter((cell) => cell.row < from.row),
        row,
        true,
      );
    case 'Home':
      return nearest(inRow, col, false);
    case 'End':
      return nearest(inRow, col, true);
    default:
      return null;
  }
}
