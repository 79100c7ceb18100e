/**
 * The wire speaks snake_case, the console camelCase (API.md "JSON"). Nested-attribute deletes
 * are `_destroy` on the wire and `destroy` in the console (spec part 1 §7).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toCamelKey(key: string): string {
  if (key === '_destroy') return 'destroy';
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function toSnakeKey(key: string): string {
  if (key === 'destroy') return '_destroy';
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = convertKeys(item, convert);
  return result;
}

export function camelizeKeys<T>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}

export function snakeizeKeys(value: unknown): Json {
  return convertKeys(value, toSnakeKey) as Json;
}
