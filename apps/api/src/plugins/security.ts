import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's headers for our policy, worked out once: they are the same on every answer, and
 * building them per request (as @fastify/helmet does) cost several percent of a signed-in call.
 */
function securityHeaders(mapTileUrl: string | null): Record<string, string> {
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
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(mapTileUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, capture, () => undefined);
  return headers;
}

/** The map tiles' host (any subdomain when the template rotates them with `{s}`). */
function tileSources(mapTileUrl: string | null): string[] {
  if (!mapTileUrl) return [];
  const url = new URL(mapTileUrl.replaceAll(/{[a-z]+}/g, '0'));
  const host = mapTileUrl.includes('{s}.') ? `*.${url.host.replace(/^0\./, '')}` : url.host;
  return [`${url.protocol}//${host}`];
}

/** Security headers and the request id on every answer; rate limits are opted into per route. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { mapTileUrl }: { mapTileUrl: string | null }) => {
    const headers = securityHeaders(mapTileUrl);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('request-id', request.id);
      done();
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
