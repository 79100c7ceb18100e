import {
  catalogueFeedParams,
  catalogueStoreList,
  catalogueStoreParam,
  catalogueStoreView,
  type FeedFormat,
} from '@tablero/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import { requireSocialCatalogue, type SocialCatalogueService } from './social-catalogue.service.js';

const tags = ['social-catalogue'];

/** Where the links point: the configured public address, or the one this request came in at. */
const publicOrigin = (request: FastifyRequest) => request.server.config.publicUrl ?? originOf(request);

/** After sign-in and the policy (route-level hooks run after the ones request-context adds). */
const featureGate = async (request: FastifyRequest) => requireSocialCatalogue(request.tenant);

const featureNote =
  ' Only for a tenant with the `social_networks` flag: without it, 403 saying the area is not enabled.';

/**
 * The social-network catalogue in the console (`/social-networks`): the spec has no policy of its
 * own for it, so seeing the links is the catalogue's `products:show` and making them `products:update`.
 */
export const socialCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: SocialCatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/social_catalogue/stores',
    {
      schema: {
        tags,
        summary:
          'Each store’s product feed for Facebook and Instagram: links, product count, what is left out',
        description:
          'One entry per store the user works in, by name. `feed` is null until a link is made; its `csv_url` ' +
          'and `xml_url` are the addresses Meta Commerce Manager fetches (a scheduled feed). `product_count` ' +
          'counts the feed’s products (`out_of_stock_count` of them are out of stock now); `left_out` names ' +
          'every product of the catalogue the feed leaves out and why (`reason`, and `message` in Spanish).' +
          featureNote,
        response: { 200: catalogueStoreList },
      },
      config: { policy: { policy: 'products', action: 'show' } },
      preValidation: featureGate,
    },
    async (request) => ({
      data: await catalogue.stores(request.tenant, request.actor, publicOrigin(request)),
    }),
  );

  app.post(
    '/social_catalogue/stores/:storeId/feed_link',
    {
      schema: {
        tags,
        summary: 'Make the store’s feed link, or a new one: the previous address stops working at once',
        description: `No body. Answers the store's entry with its new links.${featureNote}`,
        params: catalogueStoreParam,
        response: { 200: catalogueStoreView },
      },
      config: { policy: { policy: 'products', action: 'update' }, storeScope: { param: 'storeId' } },
      preValidation: featureGate,
    },
    async (request) =>
      catalogue.newLink(
        auditContextOf(request),
        request.tenant,
        request.params.storeId,
        publicOrigin(request),
      ),
  );
};

const feedTypes: Record<FeedFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/**
 * The public feeds Meta fetches (`/api/public/v1/catalogue_feeds/{token}.csv` and `.xml`): no
 * header and no sign-in, the token is the only credential and names the tenant. Answers may come
 * from memory (the public menu's change feed ends them) and carry an entity tag.
 */
export const publicCatalogueFeedRoutes: FastifyPluginAsyncZod<{ catalogue: SocialCatalogueService }> = async (
  app,
  { catalogue },
) => {
  for (const format of ['csv', 'xml'] as const) {
    app.get(
      `/catalogue_feeds/:token.${format}`,
      {
        schema: {
          tags,
          summary:
            format === 'csv'
              ? 'A store’s product feed as CSV, in the columns Meta Commerce Manager reads'
              : 'A store’s product feed as RSS 2.0 XML with the `g:` namespace, as Meta Commerce Manager reads it',
          description:
            'Columns: id, title, description, availability (`in stock` / `out of stock`), condition (`new`), ' +
            'price (`5990 CLP`: `.` decimals, the ISO currency), link (the storefront’s product page), ' +
            'image_link (the first picture, an address valid for 30 days), brand (the commerce name). The ' +
            'store’s menu on the web platform, as its storefront sells it. No `tenant` header: the token names ' +
            'the store. An unknown or replaced token is 404.' +
            (format === 'csv' ? ' UTF-8 without byte-order mark, `,` between fields, a header row.' : ''),
          params: catalogueFeedParams,
          produces: [feedTypes[format].split(';')[0] as string],
          response: {
            200: z.string(),
            304: z
              .literal('')
              .meta({ description: 'Unchanged since the entity tag sent in `If-None-Match`' }),
          },
        },
        config: { access: 'public', tenant: 'none' },
      },
      async (request, reply) => {
        const { body, etag } = await catalogue.feed(request.params.token, format, publicOrigin(request));
        reply
          .type(feedTypes[format])
          .header('etag', etag)
          // The address is a secret: no shared cache keeps it; Meta's crawler may ask again in 5 minutes.
          .header('cache-control', 'private, max-age=300');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send('');
        return body;
      },
    );
  }
};
