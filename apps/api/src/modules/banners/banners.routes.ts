import {
  type BannerKind,
  bannerListQuery,
  bannerPositionsWrite,
  bannerView,
  bannerWrite,
  idParam,
  messageBody,
  pageOf,
  positionBannerWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import type { BannersService } from './banners.service.js';

const tags = ['banners'];

const areas = {
  banner: { path: '/banners', policy: 'banners', body: bannerWrite, what: 'banner' },
  position: {
    path: '/position_banners',
    policy: 'position_banners',
    body: positionBannerWrite,
    what: 'positional banner',
  },
} as const;

const rules =
  '`pictures`: one per platform (`web` exactly 1320×385, `web_responsive` and `app` exactly 600×400), ' +
  'each a ready picture of the tenant’s library, its size read from the uploaded file. `start_date` and ' +
  '`end_date` are the tenant’s wall-clock times (`YYYY-MM-DDTHH:mm`), the end after the start; none, no ' +
  'bound. Empty `store_ids`: every store. A positional banner names `bannerable_type` (`product` or ' +
  '`price_group`) and `bannerable_id`, the tenant’s own. Every failing field at once (422).';

/** `/banners` and `/position_banners` (spec part 2 §10, policy areas `banners` and `position_banners`). */
export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService }> = async (app, { banners }) => {
  for (const kind of Object.keys(areas) as BannerKind[]) {
    const { path, policy, body, what } = areas[kind];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Every ${what} a page at a time, in the storefront’s order; \`query\` matches the name`,
          querystring: bannerListQuery,
          response: { 200: pageOf(bannerView) },
        },
        config: { policy: { policy, action: 'show' } },
      },
      (request) => banners.list(request.tenant, kind, request.query, originOf(request)),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Add a ${what}, last in the order`,
          description: rules,
          body,
          response: { 201: bannerView },
        },
        validatorCompiler: bodyValidatedByService,
        config: { policy: { policy, action: 'create' } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await banners.create(
              auditContextOf(request),
              request.tenant,
              kind,
              request.body,
              originOf(request),
            ),
          ),
    );

    app.patch(
      `${path}/positions`,
      {
        schema: {
          tags,
          summary: `Set several ${what}s’ positions at once (drag and drop); all saved or none`,
          body: bannerPositionsWrite,
          response: { 200: messageBody },
        },
        config: { policy: { policy, action: 'update' } },
      },
      (request) => banners.reorder(auditContextOf(request), request.tenant, kind, request.body),
    );

    app.get(
      `${path}/:id`,
      {
        schema: { tags, summary: `A ${what}`, params: idParam, response: { 200: bannerView } },
        config: { policy: { policy, action: 'show' } },
      },
      (request) => banners.get(request.tenant, kind, request.params.id, originOf(request)),
    );

    app.patch(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Change a ${what}, or switch it on or off with \`active\` alone`,
          description: rules,
          params: idParam,
          body,
          response: { 200: bannerView },
        },
        validatorCompiler: bodyValidatedByService,
        config: { policy: { policy, action: 'update' } },
      },
      (request) =>
        banners.update(
          auditContextOf(request),
          request.tenant,
          kind,
          request.params.id,
          request.body,
          originOf(request),
        ),
    );

    app.delete(
      `${path}/:id`,
      {
        schema: { tags, summary: `Delete a ${what}`, params: idParam, response: { 200: messageBody } },
        config: { policy: { policy, action: 'delete' } },
      },
      (request) => banners.remove(auditContextOf(request), request.tenant, kind, request.params.id),
    );
  }
};
