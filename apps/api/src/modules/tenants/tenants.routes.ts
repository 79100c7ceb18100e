import { errorBody, publicTenant } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { sendConsoleIndex, wantsHtml } from '../../plugins/console.js';
import { publicTenantView } from './tenant-view.js';

/** `GET /` on the site origin names the tenant that owns the host (API.md "Bases"). */
export const tenantsRoutes: FastifyPluginAsyncZod<{
  defaultTenant: string;
  mapTileUrl: string | null;
}> = async (app, { defaultTenant, mapTileUrl }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['tenants'],
        summary: 'The tenant that owns this host name (response header `tenant`), or the default one',
        description: 'Browsers asking for HTML get the console; JSON clients get the tenant.',
        response: { 200: publicTenant, 404: errorBody },
      },
      config: { access: 'public', tenant: 'none' },
    },
    async (request, reply) => {
      const slug = (await app.tenants.slugForHost(request.hostname.toLowerCase())) ?? defaultTenant;
      const tenant = await app.tenants.bySlugOrNull(slug);
      if (!tenant) throw notFound();
      reply.header('tenant', tenant.slug);
      if (app.consoleIndex && wantsHtml(request)) return sendConsoleIndex(reply, app.consoleIndex);
      return { ...publicTenantView(tenant), map_tile_url: mapTileUrl };
    },
  );
};
