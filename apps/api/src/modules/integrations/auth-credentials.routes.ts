import {
  authCredentialsPatch,
  authCredentialsQuery,
  connectionTestBody,
  connectionTestResult,
  integrationProviderList,
  integrationProvidersQuery,
  pageOf,
  storeCredentialsView,
  testableProviders,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/request-audit.js';
import type { AuthCredentialsService } from './auth-credentials.service.js';

const tags = ['integrations'];

export const authCredentialsRoutes: FastifyPluginAsyncZod<{ credentials: AuthCredentialsService }> = async (
  app,
  { credentials },
) => {
  app.get(
    '/auth_credentials',
    {
      schema: {
        tags,
        summary: 'One provider’s credentials for each store the user may see',
        description:
          'Secrets come masked (`••••` and, from 12 characters on, their last 4); ids in full; ' +
          'flags as booleans, false until set. `store_id` narrows the list to one store (404 if not yours).',
        querystring: authCredentialsQuery,
        response: { 200: pageOf(storeCredentialsView) },
      },
      config: { storeScope: { query: 'store_id' }, policy: { policy: 'auth_credentials', action: 'show' } },
    },
    (request) => credentials.list(request.tenant.id, request.actor, request.query),
  );

  app.patch(
    '/auth_credentials',
    {
      schema: {
        tags,
        summary: 'Save one provider’s credentials for one store',
        description:
          'Fields not sent are kept; a secret sent back masked is kept; `null` or `""` clears a field ' +
          '(a flag goes back to false). The result must be complete, or empty to stop using the provider.',
        body: authCredentialsPatch,
        response: { 200: storeCredentialsView },
      },
      config: { storeScope: { body: 'store_id' }, policy: { policy: 'auth_credentials', action: 'update' } },
    },
    (request) => credentials.update(auditContextOf(request), request.actor, request.body),
  );

  app.post(
    '/auth_credentials/test',
    {
      schema: {
        tags,
        summary: 'Try one store’s saved credentials at the provider',
        description:
          `Asks the provider for something that proves the credentials and changes nothing there: ${testableProviders.join(', ')}. ` +
          '200 with `ok` false when the provider refused them or could not be reached (the message says which); ' +
          '422 for a provider without a test or a store whose credentials are not complete; 404 for a store not yours.',
        body: connectionTestBody,
        response: { 200: connectionTestResult },
      },
      config: { storeScope: { body: 'store_id' }, policy: { policy: 'auth_credentials', action: 'update' } },
    },
    (request) => credentials.testConnection(request.tenant.id, request.actor, request.body),
  );

  app.get(
    '/auth_credentials/providers',
    {
      schema: {
        tags,
        summary: 'The providers of an integration page, with how many of your stores use each',
        querystring: integrationProvidersQuery,
        response: { 200: integrationProviderList },
      },
      config: { policy: { policy: 'auth_credentials', action: 'show' } },
    },
    async (request) => ({
      data: await credentials.providers(request.tenant.id, request.actor, request.query.group),
    }),
  );
};
