/**
 * What reading a stored value needs of its shape: a zod schema fits, and so does a hand-written
 * check where zod would be the heaviest part of the screen that reads it (the customizer, at sign-in).
 */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** One named value inside a tenant's stored bag, with its shape and the value used when absent. */
export interface StoredEntry<T> {
  name: string;
  schema: StoredShape<T>;
  fallback: T;
}

/** Names that would suggest a credential; the stored bag must never hold one (issue 3 item 7). */
const SECRET_NAME = /token|secret|password|credential/i;

export function defineEntry<T>(name: string, schema: StoredShape<T>, fallback: T): StoredEntry<T> {
  if (SECRET_NAME.test(name)) throw new Error(`"${name}" looks like a secret; it may not be stored locally`);
  return { name, schema, fallback };
}
