import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers over 1 KB (a stores page, the public menu's tens of KB, the console's index.html) go
 * out brotli- or gzip-compressed when the client accepts it, with `vary: accept-encoding`. The
 * console's assets come already compressed from the build (see the console plugin): a reply that
 * carries a content-encoding is left as it is. Request bodies are not decompressed: no client of
 * ours sends them compressed, and the body limits stay about the bytes that arrive.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
