import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES_KEY, errorStatusesOf, finishDocument } from './openapi-contract.js';

export const docsPrefixes = ['/api/docs', '/api/openapi.json'];

const tenant = z
  .string()
  .describe('Slug of the tenant (brand), e.g. `demo`; the console reads it from `GET /`');
const tenantHeader = z.object({ tenant });
const optionalTenantHeader = z.object({ tenant: tenant.optional() });

/**
 * Documents what the request-context plugin enforces rather than schema validation: the `tenant`
 * header on every API operation that reads it, and the error answers the route's declaration
 * implies (turned into responses by `finishDocument`).
 */
const documentRoute: typeof jsonSchemaTransform = (input) => {
  const source = input.route.config?.tenant ?? 'header';
  const isApi = input.url.startsWith('/api/') && !docsPrefixes.some((p) => input.url.startsWith(p));
  if (!isApi) return jsonSchemaTransform(input);
  const schema = {
    ...input.schema,
    [ERROR_RESPONSES_KEY]: errorStatusesOf(input.route, input.schema as never),
    ...(source === 'none'
      ? {}
      : {
          headers:
            source === 'header-or-body' || source === 'header-or-query' ? optionalTenantHeader : tenantHeader,
        }),
  };
  return jsonSchemaTransform({ ...input, schema });
};

/** OpenAPI 3.1 generated from the routes' zod schemas, and browsable docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tablero API',
          version: '1.0.0',
          description:
            'Admin back-office API. Every call carries the `tenant` header; admin calls also a bearer token. ' +
            'Each admin operation names the policy and action it needs in `x-policy`.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: documentRoute,
      transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as never) as never,
    });
    app.get(
      '/api/openapi.json',
      { schema: { hide: true }, config: { tenant: 'none', access: 'public' } },
      () => app.swagger(),
    );
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The plugin's own policy; Swagger UI draws an inline-styled logo, and nothing here loads
      // from other origins, so styles follow the site's rule and https: sources are dropped.
      staticCSP: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    });
  },
  { name: 'openapi', dependencies: ['errors'] },
);
