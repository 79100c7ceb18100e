import cookie from '@fastify/cookie';
import { refreshBody, refreshResponse, signInBody, signInResponse, signOutBody } from '@tablero/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../lib/app-error.js';
import { AttemptWindow } from './attempt-window.js';
import type { IdentityService } from './identity.service.js';

const tags = ['identity'];

export interface IdentityRoutesOptions {
  identity: IdentityService;
  signInRateLimit: number;
  signInRateWindowSeconds: number;
  signInAddressRateLimit: number;
  refreshTokenTtlDays: number;
}

/**
 * The console keeps the refresh token out of reach of scripts: the API also hands it over as an
 * HttpOnly, same-site cookie, one per tenant, sent only to the identity routes.
 */
function refreshCookie(request: FastifyRequest) {
  return { name: `tablero_refresh_${request.tenant.slug}`, path: '/api/identity/v1' };
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { identity } = options;
  await app.register(cookie);
  const accountAttempts = new AttemptWindow(options.signInRateLimit, options.signInRateWindowSeconds * 1000);

  const keepRefreshToken = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const { name, path } = refreshCookie(request);
    reply.setCookie(name, token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: options.refreshTokenTtlDays * 24 * 3600,
    });
  };
  const forgetRefreshToken = (request: FastifyRequest, reply: FastifyReply) => {
    const { name, path } = refreshCookie(request);
    reply.clearCookie(name, { path });
  };
  const cookieToken = (request: FastifyRequest) => request.cookies[refreshCookie(request).name];

  app.post(
    '/sign-in',
    {
      preHandler: [
        // Per address, whatever the email: one password sprayed over many accounts from one place.
        app.rateLimit({
          max: options.signInAddressRateLimit,
          timeWindow: options.signInRateWindowSeconds * 1000,
          keyGenerator: (request) => `address|${request.ip}`,
        }),
        // Per account, from whatever address: one account's password guessed from many places.
        async (request) => {
          const email = request.body.email.trim().toLowerCase();
          if (!accountAttempts.allow(`${request.tenant.id}|${email}`)) throw rateLimited();
        },
      ],
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'The tenant is `tenant_id` in the body or the `tenant` header. Repeated attempts answer 429: ' +
          'per account (tenant and email, from any address) and per address (any email).',
        body: signInBody,
        response: { 200: signInResponse },
      },
      config: {
        access: 'public',
        tenant: 'header-or-body',
        rateLimited: true,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
      const { user, access, refreshToken } = await identity.signIn(request.tenant, email, password, client);
      keepRefreshToken(request, reply, refreshToken);
      return {
        user: {
          uid: String(user.id),
          email: user.email,
          display_name: user.name,
          token_manager: {
            access_token: access.token,
            refresh_token: refreshToken,
            expiration_time: access.expiresAt,
          },
        },
      };
    },
  );

  app.post(
    '/token',
    {
      schema: {
        tags,
        summary:
          'Exchange a refresh token (body, or the cookie set at sign-in) for new tokens; each is good once',
        description:
          'With no refresh token at all (none in the body, no session cookie) there is nothing to refresh: ' +
          '204, so a console opening with nobody signed in does not log a failed request.',
        body: refreshBody,
        response: { 200: refreshResponse, 204: z.null().describe('No session to refresh') },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const presented = request.body.refresh_token ?? cookieToken(request);
      if (!presented) return reply.status(204).send(null);
      const { access, refreshToken } = await identity.refresh(request.tenant, presented).catch((error) => {
        forgetRefreshToken(request, reply);
        throw error;
      });
      keepRefreshToken(request, reply, refreshToken);
      return {
        access_token: access.token,
        refresh_token: refreshToken,
        expires_in: Math.round((access.expiresAt - Date.now()) / 1000),
      };
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'End the session of the bearer token (or of the refresh token sent)',
        body: signOutBody.nullish(),
        response: { 204: z.null().describe('No content') },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const accessToken = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      forgetRefreshToken(request, reply);
      await identity.signOut(
        request.tenant,
        accessToken,
        request.body?.refresh_token ?? cookieToken(request),
      );
      return reply.status(204).send(null);
    },
  );
};
