import { shownBanners, shownBannersQuery } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../pictures/pictures.routes.js';
import type { ShownBannersService, ShownKind } from './shown-banners.service.js';

const reads: { path: string; kind: ShownKind; what: string }[] = [
  { path: '/banners', kind: 'banner', what: 'banners' },
  { path: '/position_banners', kind: 'position', what: 'positional banners' },
  { path: '/pop_ups', kind: 'pop_up', what: 'pop-ups' },
];

/** What a storefront shows now: the tenant header, no sign-in (issue 17 "Public reads"). */
export const shownBannersRoutes: FastifyPluginAsyncZod<{ shown: ShownBannersService }> = async (
  app,
  { shown },
) => {
  for (const { path, kind, what } of reads)
    app.get(
      path,
      {
        schema: {
          tags: ['public'],
          summary: `The ${what} a storefront shows now`,
          description:
            'Active, between their start and end and on today’s weekday (tenant time zone), for the platform ' +
            '(the query, else the `platform` header), the store (none: those shown in every store) and the ' +
            'dispatch method (none: those for both), in the merchants’ order. `image` is the signed, expiring ' +
            'URL of the platform’s picture. Answers may come from memory until something of the tenant changes ' +
            'or one of them starts or ends.',
          querystring: shownBannersQuery,
          response: { 200: shownBanners },
        },
        config: { access: 'public' },
      },
      (request) => shown.shown(request.tenant, kind, request.query, originOf(request)),
    );
};
