import type { Database } from '../../src/db/client.js';

/** What must never reach a client: stack frames, driver and SQL messages, file paths. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]+ \(|\n\s+at /],
  ['error name', /\b(?:Type|Range|Syntax|Reference)?Error: /],
  [
    'SQL error',
    /syntax error|relation "|violates|duplicate key|invalid input syntax|column "|operator does not exist|out of range for type|invalid byte sequence/i,
  ],
  ['file path', /\/(?:work|home|usr|app|src|node_modules)\/|\.ts:\d+/],
];

/** Why this answer breaks API.md "Errors" for a refused request, or undefined when it holds. */
export function problemWithRefusal(
  status: number,
  body: string,
  contentType: string | undefined,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}`;
  if (status < 400) return undefined;
  for (const [what, pattern] of leaks)
    if (pattern.test(body)) return `${what} in the body: ${body.slice(0, 300)}`;
  if (!contentType?.startsWith('application/json')) return `error body of type ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error body is not JSON: ${body.slice(0, 200)}`;
  }
  const error = parsed as { code?: unknown; message?: unknown; errors?: unknown; reason?: unknown };
  if (error.reason !== undefined && typeof error.reason !== 'string')
    return `reason is not text: ${body.slice(0, 200)}`;
  if (typeof error.code !== 'number') return `no numeric code: ${body.slice(0, 200)}`;
  if (typeof error.message !== 'string' || error.message.length === 0)
    return `no message: ${body.slice(0, 200)}`;
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'errors', 'reason'].includes(key));
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
  if (error.errors !== undefined) {
    const fine =
      Array.isArray(error.errors) &&
      error.errors.every(
        (e: { field?: unknown; message?: unknown }) =>
          typeof e.field === 'string' && typeof e.message === 'string',
      );
    if (!fine) return `errors[] is not a list of {field, message}: ${body.slice(0, 200)}`;
  }
  return undefined;
}

/**
 * Row counts of every table of the application's schema (tenant tables, the audit log, sessions…)
 * in one statement built from the catalog, so a new table is counted without a change here.
 */
export async function rowCounter(db: Database): Promise<() => Promise<Record<string, number>>> {
  const { rows } = await db.executeOwnerSql(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rows.map((row) => String(row.name));
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const pairs = names.map(
    (name) => `'${name.replaceAll("'", "''")}', (select count(*) from public.${quote(name)})`,
  );
  // jsonb_build_object takes at most 100 arguments: fifty tables per call, merged.
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50)
    chunks.push(`jsonb_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  const statement = `select ${chunks.join(' || ')} as counts`;
  return async () => {
    const { rows: result } = await db.executeOwnerSql(statement);
    const counts = result[0]?.counts as Record<string, number | string>;
    return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, Number(count)]));
  };
}

export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]} → ${after[name]}`);
}
