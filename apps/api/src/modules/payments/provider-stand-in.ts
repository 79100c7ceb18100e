import type { FastifyInstance } from 'fastify';

/** Transbank's error body. */
export const transbankFailure = (message: string) => ({ error_message: message });

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What every payment provider's stand-in needs in its plugin: its routes are the provider's API,
 * not ours, so they stay out of our API documents; `formPosts` also reads the form its payment or
 * enrolment page posts back.
 */
export function standInForProvider(app: FastifyInstance, { formPosts }: { formPosts: boolean }): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  if (formPosts)
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
}
