import {
  idParam,
  informativeBannerCreate,
  informativeBannerPatch,
  informativeBannerView,
  messageBody,
  shownInformativeBanners,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import type { InformativeBannersService } from './informative-banners.service.js';

const tags = ['informative banners'];
const access = 'platform' as const;
const PLATFORM = '/platform/informative_banners';
const imageRules =
  'Images are the platform’s own pictures, uploaded: the desktop one at least 1320×385, the ' +
  'responsive one at least 600×400 (spec part 1 §9). A picture a banner shows cannot be deleted.';

/**
 * Informative banners: managed by the platform's operators at `/platform/informative_banners`,
 * read by every signed-in user of every brand at `/informative_banners`.
 */
export const informativeBannersRoutes: FastifyPluginAsyncZod<{ banners: InformativeBannersService }> = async (
  app,
  { banners },
) => {
  app.get(
    '/informative_banners',
    {
      schema: {
        tags,
        summary: 'The notices the platform shows on top of every console, newest first',
        description:
          'Postponing (a week) and deleting (a year) are each person’s, kept by their console (spec part 2 §4).',
        response: { 200: shownInformativeBanners },
      },
      config: { access: 'signed-in' },
    },
    (request) => banners.shown(originOf(request)),
  );

  app.get(
    PLATFORM,
    {
      schema: {
        tags,
        summary: 'Every banner, active or not, newest first',
        response: { 200: z.object({ data: z.array(informativeBannerView) }) },
      },
      config: { access },
    },
    (request) => banners.list(request.tenant.id, originOf(request)),
  );

  app.post(
    PLATFORM,
    {
      schema: {
        tags,
        summary: 'Publish a banner to every brand’s console',
        description: imageRules,
        body: informativeBannerCreate,
        response: { 201: informativeBannerView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access },
    },
    async (request, reply) =>
      reply.status(201).send(await banners.create(auditContextOf(request), request.body, originOf(request))),
  );

  app.get(
    `${PLATFORM}/:id`,
    {
      schema: { tags, summary: 'A banner', params: idParam, response: { 200: informativeBannerView } },
      config: { access },
    },
    (request) => banners.get(request.tenant.id, request.params.id, originOf(request)),
  );

  app.patch(
    `${PLATFORM}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a banner, or switch it on or off',
        description: imageRules,
        params: idParam,
        body: informativeBannerPatch,
        response: { 200: informativeBannerView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access },
    },
    (request) => banners.update(auditContextOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    `${PLATFORM}/:id`,
    {
      schema: { tags, summary: 'Delete a banner', params: idParam, response: { 200: messageBody } },
      config: { access },
    },
    (request) => banners.remove(auditContextOf(request), request.params.id),
  );
};
