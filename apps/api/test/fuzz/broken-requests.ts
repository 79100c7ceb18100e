import { fc } from '@fast-check/vitest';
import { hostileJson, hostileKeys, hostileUrlTexts } from './hostile-values.js';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.js';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema; undefined when the operation takes none (or not as JSON). */
  body: JsonSchema | undefined;
}

export interface BrokenRequest {
  method: string;
  url: string;
  /** JSON text, sent as application/json. */
  payload?: string;
  /** What was broken, for the failure message. */
  broken: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every API operation the app registered and documents (hidden ones, like the document itself, are not). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

const PLACEHOLDER = '\u0001hostile\u0001';
const placeholderJson = JSON.stringify(PLACEHOLDER);

type Path = (string | number)[];

function pathsIn(value: unknown, prefix: Path = [], depth = 0): Path[] {
  const own: Path[] = [prefix];
  if (depth > 4 || value === null || typeof value !== 'object') return own;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return own.concat(entries.flatMap(([key, v]) => pathsIn(v, [...prefix, key], depth + 1)));
}

function setAt(
  root: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
}

const bodyMutations = ['replace', 'drop', 'extra-key'] as const;

/** A valid body with one thing broken: a value replaced, a field dropped, or a hostile key added. */
function brokenBody(schema: JsonSchema | undefined): fc.Arbitrary<{ payload: string; broken: string }> {
  return fc
    .tuple(
      arbitraryOf(schema ?? { type: 'object', properties: {} }),
      fc.constantFrom(...bodyMutations),
      fc.nat(),
      fc.constantFrom(...hostileJson),
      fc.constantFrom(...hostileKeys),
    )
    .map(([valid, mutation, pick, hostile, key]) => {
      const body = structuredClone(valid);
      const paths = pathsIn(body);
      const path = paths[pick % paths.length] as Path;
      const at = path.join('.') || '(root)';
      if (path.length === 0 && mutation !== 'extra-key')
        return { payload: hostile, broken: `body = ${preview(hostile)}` };
      if (mutation === 'drop' && path.length > 0) {
        setAt(body, path, (parent, k) => {
          if (Array.isArray(parent)) parent.splice(k as number, 1);
          else delete parent[k];
        });
        return { payload: JSON.stringify(body), broken: `body without ${at}` };
      }
      if (mutation === 'extra-key') {
        const target = path.length === 0 ? body : undefined;
        const holder = target && typeof target === 'object' && !Array.isArray(target) ? target : undefined;
        if (holder) {
          Object.defineProperty(holder, key, {
            value: PLACEHOLDER,
            enumerable: true,
            configurable: true,
            writable: true,
          });
          return {
            payload: JSON.stringify(holder).replace(placeholderJson, hostile),
            broken: `body.${key} = ${preview(hostile)}`,
          };
        }
      }
      if (path.length === 0) return { payload: hostile, broken: `body = ${preview(hostile)}` };
      setAt(body, path, (parent, k) => {
        parent[k] = PLACEHOLDER;
      });
      return {
        payload: JSON.stringify(body).replace(placeholderJson, hostile),
        broken: `body.${at} = ${preview(hostile)}`,
      };
    });
}

function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

const urlValue = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Requests to `operation` with exactly one thing broken (its body, one query parameter, or one
 * path parameter); the rest is valid by the schema, with path ids that exist.
 */
export function brokenRequests(
  operation: Operation,
  validPathParams: Record<string, string>,
): fc.Arbitrary<BrokenRequest> {
  const validQuery = fc.record(
    Object.fromEntries(operation.queryParams.map((p) => [p.name, arbitraryOf(p.schema)])),
    { requiredKeys: operation.queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const pathOf = (params: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const queryOf = (values: Record<string, unknown>, extra = '') => {
    const parts = Object.entries(values).map(([name, value]) => `${name}=${urlValue(value)}`);
    if (extra) parts.push(extra);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  };
  const takesBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
  const validBody = operation.body
    ? arbitraryOf(operation.body).map((b) => JSON.stringify(b))
    : fc.constant(undefined);
  const names = operation.queryParams.map((p) => p.name);

  const queryBroken = fc
    .tuple(
      validQuery,
      validBody,
      fc.constantFrom('replace', 'extra', 'repeat'),
      fc.nat(),
      fc.constantFrom(...hostileUrlTexts),
      fc.constantFrom(...hostileKeys),
    )
    .map(([query, payload, how, pick, hostile, key]): BrokenRequest => {
      const name = names.length > 0 ? (names[pick % names.length] as string) : undefined;
      let url: string;
      let broken: string;
      if (how === 'replace' && name) {
        const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== name));
        url = pathOf(validPathParams) + queryOf(rest, `${name}=${hostile}`);
        broken = `?${name}=${preview(hostile)}`;
      } else if (how === 'repeat' && name) {
        url = pathOf(validPathParams) + queryOf(query, `${name}=1&${name}=${hostile}`);
        broken = `?${name} twice`;
      } else {
        url = pathOf(validPathParams) + queryOf(query, `${encodeURIComponent(key)}=${hostile}`);
        broken = `?${key}=${preview(hostile)}`;
      }
      return { method: operation.method, url, ...(takesBody && payload ? { payload } : {}), broken };
    });

  const kinds: fc.Arbitrary<BrokenRequest>[] = [queryBroken];
  if (takesBody) {
    kinds.push(
      fc.tuple(validQuery, brokenBody(operation.body)).map(([query, { payload, broken }]) => ({
        method: operation.method,
        url: pathOf(validPathParams) + queryOf(query),
        payload,
        broken,
      })),
    );
  }
  if (operation.pathParams.length > 0) {
    kinds.push(
      fc
        .tuple(
          validQuery,
          validBody,
          fc.constantFrom(...operation.pathParams.map((p) => p.name)),
          fc.constantFrom(...hostileUrlTexts),
        )
        .map(([query, payload, name, hostile]) => ({
          method: operation.method,
          url: pathOf({ ...validPathParams, [name]: hostile }) + queryOf(query),
          ...(takesBody && payload ? { payload } : {}),
          broken: `{${name}} = ${preview(hostile)}`,
        })),
    );
  }
  return fc.oneof(...kinds);
}
