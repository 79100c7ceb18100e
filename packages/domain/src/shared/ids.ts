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
