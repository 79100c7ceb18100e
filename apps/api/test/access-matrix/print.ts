import type { ActorName } from './actors.js';
import type { Expected } from './expectations.js';

export interface Cell {
  expected: Expected;
  status: number;
  ok: boolean;
}

/** Routes × actors: each cell the expected answer, `✗<status>` beside it when the answer differed. */
export function printMatrix(
  title: string,
  actors: ActorName[],
  rows: Map<string, Map<ActorName, Cell>>,
  requestsSent: number,
): string {
  const routeWidth = Math.max(...[...rows.keys()].map((r) => r.length), 5);
  const width = Math.max(...actors.map((a) => a.length)) + 1;
  const cellText = (cell: Cell | undefined) =>
    !cell ? '—' : cell.ok ? String(cell.expected) : `${cell.expected}✗${cell.status}`;
  const lines = [
    `${'route'.padEnd(routeWidth)} | ${actors.map((a) => a.padEnd(width)).join('')}`,
    '-'.repeat(routeWidth + 3 + width * actors.length),
  ];
  let unexpected = 0;
  for (const [route, cells] of rows) {
    lines.push(
      `${route.padEnd(routeWidth)} | ${actors.map((a) => cellText(cells.get(a)).padEnd(width)).join('')}`,
    );
    unexpected += [...cells.values()].filter((c) => !c.ok).length;
  }
  lines.push(
    `${title}: ${rows.size} routes × ${actors.length} actors, ${requestsSent} requests sent, ` +
      `${unexpected} unexpected answers`,
  );
  return lines.join('\n');
}
