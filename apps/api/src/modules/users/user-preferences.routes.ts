import { userPreferences, userPreferencesPatch } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import type { UserPreferencesService } from './user-preferences.service.js';

const tags = ['users'];

/** `/admin_users/me/preferences`: how the signed-in user likes their console, wherever they sign in. */
export const userPreferencesRoutes: FastifyPluginAsyncZod<{ preferences: UserPreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/admin_users/me/preferences',
    {
      schema: {
        tags,
        summary: 'Your console preferences: language, layout, colours, direction, sidebar',
        description:
          'Only what you chose; an empty object before any choice (the console uses its defaults).',
        response: { 200: userPreferences },
      },
      config: { access: 'signed-in' },
    },
    (request) => preferences.get(request.tenant.id, request.actor.id),
  );

  app.patch(
    '/admin_users/me/preferences',
    {
      schema: {
        tags,
        summary: 'Change some of your console preferences; the answer holds them all',
        body: userPreferencesPatch,
        response: { 200: userPreferences },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access: 'signed-in' },
    },
    (request) => preferences.update(request.tenant.id, request.actor.id, request.body),
  );
};
