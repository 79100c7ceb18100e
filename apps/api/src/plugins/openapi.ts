import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const docsPrefixes = ['/api/docs', '/api/openapi.json'];

const tenant = z
  .string()
  .describe('Slug of the tenant (brand), e.g. `demo`; the console reads it from `GET /`');
const tenantHeader = z.object({ tenant });
const optionalTenantHeader = z.object({ tenant: tenant.optional() });

/**
 * Documents the `tenant` header on every API operation that reads it. It is checked by the
 * request-context plugin, not by schema validation, so it is added to the document only.
 */
const withTenantHeader: typeof jsonSchemaTransform = (input) => {
  const source = input.route.config?.tenant ?? 'header';
  const documented =
    input.url.startsWith('/api/') && source !== 'none' && !docsPrefixes.some((p) => input.url.startsWith(p));
  if (!documented) return jsonSchemaTransform(input);
  const headers = source === 'header-or-body' ? optionalTenantHeader : tenantHeader;
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, headers } });
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
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: withTenantHeader,
      transformObject: jsonSchemaTransformObject,
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
