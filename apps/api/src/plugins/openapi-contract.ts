import type { RouteOptions } from 'fastify';

/**
 * What the OpenAPI document says about every operation without anyone writing it per route: the
 * error answers a route can give (derived from its declaration and schemas, as the server
 * decides them), a stable operationId, and the security it needs. A route added tomorrow is
 * documented the same way.
 */

/** The error answers of API.md "Errors", one description each; bodies share `#/components/schemas/Error`. */
const errorAnswers = {
  400: 'Malformed request (code 1000): bad JSON, a missing `tenant` header, nesting too deep',
  401: 'Not signed in, or an expired, revoked or foreign token (code 1004); wrong credentials on sign-in (1005)',
  403: 'The role lacks the policy and action the operation needs (code 401)',
  404: 'Unknown tenant, or a resource that does not exist or belongs to another tenant (code 1002)',
  413: 'Body or file over its limit (code 1006)',
  415: 'A file of a type not allowed, judged from its bytes (code 1007)',
  422: 'Field validation (code 1001): `errors` lists every failing field',
  429: 'Too many attempts (code 1008)',
} as const;
type ErrorStatus = keyof typeof errorAnswers;

export const ERROR_RESPONSES_KEY = 'x-error-responses';

interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  consumes?: string[];
}

/** The error statuses a route can answer, from what it declares. */
export function errorStatusesOf(
  route: Pick<RouteOptions, 'url' | 'config'>,
  schema: RouteSchema,
): ErrorStatus[] {
  const config = route.config ?? {};
  const statuses = new Set<ErrorStatus>();
  const admin = route.url.startsWith('/api/admin/');
  if (config.tenant !== 'none') {
    statuses.add(400);
    statuses.add(404);
  }
  if (schema.body || schema.consumes) statuses.add(400).add(413).add(422);
  if (schema.consumes) statuses.add(415);
  if (schema.querystring || schema.params) statuses.add(422);
  if (route.url.includes(':')) statuses.add(404);
  if (admin || route.url.startsWith('/api/identity/') || route.url.includes(':token')) statuses.add(401);
  if (admin && (config.policy || config.access === 'super-admin' || config.access === 'platform'))
    statuses.add(403);
  if (config.rateLimited) statuses.add(429);
  return [...statuses].sort();
}

/** `GET /api/admin/v1/stores/{id}/open` → `getAdminV1StoresByIdOpen`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? `by_${param[1]}` : segment;
    })
    .join('_')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The finished document: servers, the shared error schema, and each operation's contract. */
export function finishDocument(document: Document): Document {
  const components = document.components ?? {};
  components.schemas = {
    ...components.schemas,
    Error: {
      type: 'object',
      description: 'Every failure (API.md "Errors")',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', examples: [1001] },
        message: { type: 'string', examples: ['El campo name es requerido'] },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  };
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      if (!operation.security) operation.security = [];
      const statuses = (operation[ERROR_RESPONSES_KEY] as ErrorStatus[] | undefined) ?? [];
      delete operation[ERROR_RESPONSES_KEY];
      const responses = operation.responses ?? {};
      for (const status of statuses) {
        responses[status] ??= {
          description: errorAnswers[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      operation.responses = responses;
    }
  }
  return {
    ...document,
    servers: [{ url: '/', description: 'The site that serves the console (each tenant on its host name)' }],
    components,
  };
}
