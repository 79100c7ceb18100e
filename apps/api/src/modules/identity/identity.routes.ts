import { refreshBody, refreshResponse, signInBody, signInResponse, signOutBody } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityService } from './identity.service.js';

const tags = ['identity'];

export interface IdentityRoutesOptions {
  identity: IdentityService;
  signInRateLimit: number;
  signInRateWindowSeconds: number;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { identity } = options;

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'The tenant is `tenant_id` in the body or the `tenant` header. Repeated attempts answer 429.',
        body: signInBody,
        response: { 200: signInResponse },
      },
      config: {
        access: 'public',
        tenant: 'header-or-body',
        rateLimit: {
          max: options.signInRateLimit,
          timeWindow: options.signInRateWindowSeconds * 1000,
          hook: 'preHandler',
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
            return `${request.ip}|${String(request.headers.tenant ?? '')}|${email}`;
          },
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
      const { user, access, refreshToken } = await identity.signIn(request.tenant, email, password, client);
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
        summary: 'Exchange a refresh token for new tokens (each refresh token is good once)',
        body: refreshBody,
        response: { 200: refreshResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { access, refreshToken } = await identity.refresh(request.tenant, request.body.refresh_token);
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
        body: signOutBody.optional(),
        response: { 204: z.null().describe('No content') },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const accessToken = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      await identity.signOut(request.tenant, accessToken, request.body?.refresh_token);
      return reply.status(204).send(null);
    },
  );
};
