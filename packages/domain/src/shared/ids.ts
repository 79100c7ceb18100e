import { z } from 'zod';

/**
 * Ids and counts live in PostgreSQL `integer` columns: a number past 2^31 − 1 names no row and
 * would fail in the database (500), so schemas refuse it as a field error first.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/** The id of a row, in a body. */
export const recordId = z.number().int().positive().max(MAX_DB_INTEGER);

/** The id of a row, in a path or query (text coerced to a number). */
export const recordIdText = z.coerce.number().int().positive().max(MAX_DB_INTEGER);

/**
 * A list of ids in a query string, comma-separated or repeated (`menu_ids=1,2&menu_ids=3`); any
 * part that is not an id a column can hold refuses the whole list on `field`.
 */
export const queryIdList = (field: string) =>
  z.union([z.string(), z.array(z.string())]).transform((v, ctx) => {
    const ids = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .filter((s) => s.trim() !== '')
      .map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_DB_INTEGER)) {
      ctx.addIssue({ code: 'custom', message: `El campo ${field} es inválido` });
      return z.NEVER;
    }
    return ids;
  });

/** Where an item stands in an ordered list: a column of ours holds up to 2^31, a list never needs more than this. */
export const listPosition = z.number().int().min(0).max(1_000_000);
