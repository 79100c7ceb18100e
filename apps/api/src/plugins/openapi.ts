import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const docsPrefixes = ['/api/docs', '/api/openapi.json'];

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
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    app.get(
      '/api/openapi.json',
      { schema: { hide: true }, config: { tenant: 'none', access: 'public' } },
      () => app.swagger(),
    );
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi', dependencies: ['errors'] },
);
