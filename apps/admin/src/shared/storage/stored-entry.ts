import type { z } from 'zod';

/** One named value inside a tenant's stored bag, with its shape and the value used when absent. */
export interface StoredEntry<T> {
  name: string;
  schema: z.ZodType<T>;
  fallback: T;
}

/** Names that would suggest a credential; the stored bag must never hold one (issue 3 item 7). */
const SECRET_NAME = /token|secret|password|credential/i;

export function defineEntry<T>(name: string, schema: z.ZodType<T>, fallback: T): StoredEntry<T> {
  if (SECRET_NAME.test(name)) throw new Error(`"${name}" looks like a secret; it may not be stored locally`);
  return { name, schema, fallback };
}
