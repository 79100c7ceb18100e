import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's headers for our policy, worked out once: they are the same on every answer, and
 * building them per request (as @fastify/helmet does) cost several percent of a signed-in call.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
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
  })({} as IncomingMessage, capture, () => undefined);
  return headers;
}

/** Security headers and the request id on every answer; rate limits are opted into per route. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('request-id', request.id);
      done();
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
