import { type SQL, sql } from 'drizzle-orm';

/**
 * An instant written by PostgreSQL as `Date.prototype.toISOString` writes it (UTC, milliseconds
 * truncated as pg's date parser truncates them), for rows the database writes as JSON.
 */
export const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
