import type { FastifyInstance } from 'fastify';

/**
 * A public call's limit per client address and minute, counted apart from every other call's
 * (`name`); past it, 429. Routes that use it declare `rateLimited: true` in their config.
 */
export function perAddressPerMinute(app: FastifyInstance, name: string, max: number) {
  return app.rateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `${name}|${request.ip}` });
}
