import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers on every answer; rate limits are opted into per route (sign-in). */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, { global: false });
    app.addHook('onSend', async (request, reply) => {
      reply.header('request-id', request.id);
    });
  },
  { name: 'security' },
);
