import { idParam, passwordLink, passwordLinkBody, passwordLinkView } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { perAddressPerMinute } from '../../lib/per-address-limit.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { PasswordLinksService } from './password-links.service.js';

/** `GET /admin_users/{id}/password_link`: staff make the link a user sets their password with. */
export const passwordLinkRoutes: FastifyPluginAsyncZod<{ links: PasswordLinksService }> = async (
  app,
  { links },
) => {
  app.get(
    '/admin_users/:id/password_link',
    {
      schema: {
        tags: ['admin_users'],
        summary: 'A link for the user to set their password (a new user without one, or a forgotten one)',
        description:
          'Valid 7 days and once: setting a password through it, or any other way, ends it. No e-mail is sent: ' +
          'staff hand the link over. Needs the right to change the user (a store-limited user: only users of ' +
          'their stores).',
        params: idParam,
        response: { 200: passwordLink },
      },
      config: { policy: { policy: 'admin_users', action: 'update' } },
    },
    (request) => links.link(auditContextOf(request), request.tenant, request.actor, request.params.id),
  );
};

const tokenParam = z.object({
  token: z
    .string()
    .min(1)
    .max(80)
    .meta({ examples: ['12.1795000000.AAAAAAAAAAAAAAAAAAAAAA'] }),
});

/** The public side: whose password a link sets, and setting it (no sign-in, rate limited). */
export const publicPasswordLinkRoutes: FastifyPluginAsyncZod<{
  links: PasswordLinksService;
  perMinute: number;
}> = async (app, { links, perMinute }) => {
  const rateLimit = perAddressPerMinute(app, 'password-links', perMinute);

  app.get(
    '/password_links/:token',
    {
      preHandler: rateLimit,
      schema: {
        tags: ['identity'],
        summary: 'Whose password a link sets, and until when',
        description:
          '404 with the reason for a link this server did not make, one past its expiry, or one used.',
        params: tokenParam,
        response: { 200: passwordLinkView },
      },
      config: { access: 'public', rateLimited: true },
    },
    (request) => links.show(request.tenant, request.params.token),
  );

  app.post(
    '/password_links/:token',
    {
      preHandler: rateLimit,
      schema: {
        tags: ['identity'],
        summary: 'Set the password through a link (once); the user’s sessions end',
        params: tokenParam,
        body: passwordLinkBody,
        response: { 204: z.null().describe('Set') },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access: 'public', rateLimited: true },
    },
    async (request, reply) => {
      await links.setPassword(request.tenant, request.params.token, request.body);
      return reply.status(204).send(null);
    },
  );
};
