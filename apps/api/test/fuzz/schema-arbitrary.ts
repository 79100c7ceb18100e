import { fc } from '@fast-check/vitest';

/** The subset of JSON Schema (2020-12) that `z.toJSONSchema` writes into our OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Keeps generated valid strings and arrays short: the hostile values bring the size. */
const SHORT = 24;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern fast-check cannot drive: plain strings, which the route will mostly refuse.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + (integer ? 1 : 1e-6));
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - (integer ? 1 : 1e-6));
  const min = Math.max(low, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  if (integer) {
    // Mostly small ids and amounts; now and then the edges of the range.
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.integer({
          min: Math.max(min, -1000),
          max: Math.max(Math.min(max, 1000), Math.max(min, -1000)),
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) },
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema says; cross-field rules are the route's). */
export function arbitraryOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(arbitraryOf));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0]);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(arbitraryOf(schema.items), { minLength, maxLength });
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
