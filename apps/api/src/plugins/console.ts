import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.js';

/** Where `npm run build:admin` puts the console. */
export const defaultConsoleDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../admin/dist',
);

/** Whether a browser navigation (rather than an API call, which asks for JSON) asked for this. */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The console's page; never cached, so a new build is picked up on the next visit. */
export function sendConsoleIndex(reply: FastifyReply, index: Buffer) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
}

/**
 * Serves the built console on the API's origin: its assets (immutable, content-hashed names)
 * and index.html for every console route, so the browser's router takes over. Without a build
 * the API runs alone and says so.
 */
export const consolePlugin = fp<{ dir: string }>(
  async (app: FastifyInstance, { dir }) => {
    const indexFile = path.join(dir, 'index.html');
    const index = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
    app.decorate('consoleIndex', index);
    if (!index) {
      app.log.warn({ dir }, 'console not built (npm run build:admin): serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: path.join(dir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes `.br` and `.gz` beside each asset: sent by `accept-encoding`, `vary` set.
      preCompressed: true,
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || !wantsHtml(request)) throw notFound();
      return sendConsoleIndex(reply, index);
    });
  },
  { name: 'console', dependencies: ['errors'] },
);
