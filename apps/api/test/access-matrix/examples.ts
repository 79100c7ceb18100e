import type { z } from 'zod';

/**
 * What the matrix sends is read from the route's own schemas: a body is the first of the
 * `examples` declared next to its zod schema (`.meta({ examples: [...] })`, which the OpenAPI
 * document shows too); a required query or path parameter is its enum's first value or its
 * example. Anything it cannot build is an error naming what to declare.
 */
type Schema = { meta?: () => { examples?: unknown[] } | undefined };

export class MissingDeclaration extends Error {}

/** `last`: a schema shared by create and change routes lists the change's example last. */
export function exampleOf(schema: unknown, what: string, which: 'first' | 'last' = 'first'): unknown {
  const examples = (schema as Schema | undefined)?.meta?.()?.examples;
  const example = which === 'first' ? examples?.[0] : examples?.at(-1);
  if (example === undefined)
    throw new MissingDeclaration(`${what}: declare .meta({ examples: [...] }) on its schema`);
  return structuredClone(example);
}

function valueFor(field: z.ZodType, what: string): string | undefined {
  const def = (field as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
  const examples = (field as unknown as Schema).meta?.()?.examples;
  if (examples?.[0] !== undefined) return String(examples[0]);
  if (def.type === 'optional' || def.type === 'default') return undefined;
  if (def.type === 'pipe' && def.in) return valueFor(def.in, what);
  const options = (field as unknown as { options?: unknown[] }).options;
  if (def.type === 'enum' && options?.[0] !== undefined) return String(options[0]);
  throw new MissingDeclaration(`${what}: declare .meta({ examples: [...] }) or an enum on it`);
}

/** Required fields of an object schema (query string or path), as strings. */
export function requiredFields(schema: unknown, what: string, skip: string[] = []): Record<string, string> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const result: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (skip.includes(key)) continue;
    const value = valueFor(field, `${what} ${key}`);
    if (value !== undefined) result[key] = value;
  }
  return result;
}
