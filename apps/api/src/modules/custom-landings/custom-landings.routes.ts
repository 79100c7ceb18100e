import {
  customLandingDeploy,
  customLandingLimits,
  customLandingListQuery,
  customLandingListRow,
  customLandingMessages,
  customLandingView,
  customLandingWrite,
  ErrorCode,
  errorBody,
  idParam,
  messageBody,
  pageImageRequest,
  pageOf,
  publicCustomLanding,
  publicLandingParams,
} from '@tablero/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import type { PageScreenshots } from '../../lib/page-screenshots.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { CustomLandingsService, Editor } from './custom-landings.service.js';

const tags = ['custom_landings'];
/** Landings are storefront pages: the spec has no policy area of their own. */
const policy = 'pages';
const FEATURE = 'custom_landings';

/** The deploy's body: the HTML's base64 (1 MB decoded is about 1.4 MB of text) and its JSON. */
const DEPLOY_BODY_LIMIT = customLandingLimits.htmlBase64Max + 64 * 1024;
/** The screenshot service's body: up to 1 MB of HTML, escaped as JSON. */
const PAGE_IMAGE_BODY_LIMIT = 2 * customLandingLimits.htmlBytesMax;

/**
 * Only tenants with the `custom_landings` flag have landings (spec part 1 §2): for the others the
 * area is refused as a whole, 403 with the reason, after the sign-in and policy checks.
 */
async function featureOn(request: FastifyRequest) {
  if (!request.tenant.features.includes(FEATURE))
    throw new AppError(ErrorCode.forbidden, customLandingMessages.featureOff);
}

const editorOf = (request: FastifyRequest): Editor => ({
  id: request.actor?.id ?? null,
  name: request.actor?.user.name ?? '',
});

const slugRules =
  '`slug`: lowercase letters, digits and single hyphens, unique among the tenant’s landings (422 otherwise). ' +
  'A landing is published with `{ "status": "published" }` (only with HTML: 422 on `status` otherwise) and ' +
  'unpublished with `{ "status": "draft" }`. Its HTML comes by `POST /custom_landings/{id}/deploy`; sent ' +
  'here (a GET sent back) it is ignored. Answers 403 while the tenant lacks the `custom_landings` flag.';

const sendJpeg = (reply: FastifyReply, jpeg: Buffer) =>
  reply
    .type('image/jpeg')
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(jpeg);

/** `/custom_landings` (spec part 2 §10, behind the tenant flag, policy area `pages`). */
export const customLandingsRoutes: FastifyPluginAsyncZod<{ landings: CustomLandingsService }> = async (
  app,
  { landings },
) => {
  const gated = { preValidation: featureOn };

  app.get(
    '/custom_landings',
    {
      schema: {
        tags,
        summary: 'The landings a page at a time, last changed first; `query` matches the name',
        querystring: customLandingListQuery,
        response: { 200: pageOf(customLandingListRow) },
      },
      config: { policy: { policy, action: 'show' } },
      ...gated,
    },
    (request) => landings.list(request.tenant.id, request.query),
  );

  app.post(
    '/custom_landings',
    {
      schema: {
        tags,
        summary: 'Add a landing (a draft unless `status` says otherwise)',
        description: slugRules,
        body: customLandingWrite,
        response: { 201: customLandingView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'create' } },
      ...gated,
    },
    async (request, reply) =>
      reply.status(201).send(await landings.create(auditContextOf(request), editorOf(request), request.body)),
  );

  app.get(
    '/custom_landings/:id',
    {
      schema: {
        tags,
        summary: 'A landing, with its HTML',
        params: idParam,
        response: { 200: customLandingView },
      },
      config: { policy: { policy, action: 'show' } },
      ...gated,
    },
    (request) => landings.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/custom_landings/:id',
    {
      schema: {
        tags,
        summary: 'Change a landing’s name or address, or publish or unpublish it',
        description: slugRules,
        params: idParam,
        body: customLandingWrite,
        response: { 200: customLandingView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
      ...gated,
    },
    (request) => landings.update(auditContextOf(request), editorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/custom_landings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a landing (its address is free again)',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy, action: 'delete' } },
      ...gated,
    },
    (request) => landings.remove(auditContextOf(request), request.params.id),
  );

  app.post(
    '/custom_landings/:id/deploy',
    {
      schema: {
        tags,
        summary: 'Save the landing’s HTML (base64 of UTF-8) and render its 420×260 thumbnail',
        description:
          'The HTML is decoded strictly: standard base64 with padding (422 on `html` otherwise), UTF-8 ' +
          '(422), not empty, 1 MB at most (413). It is saved, then pictured by the screenshot service; ' +
          'without the service (no Chromium on the server) it is saved all the same and answers `thumbnail: null`.',
        params: idParam,
        body: customLandingDeploy,
        response: { 200: customLandingView },
      },
      bodyLimit: DEPLOY_BODY_LIMIT,
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
      ...gated,
    },
    (request) => landings.deploy(auditContextOf(request), editorOf(request), request.params.id, request.body),
  );

  app.get(
    '/custom_landings/:id/thumbnail',
    {
      schema: {
        tags,
        summary: 'The landing’s thumbnail (JPEG, 420×260); 404 while it has none',
        params: idParam,
        querystring: z.object({
          v: z.string().max(40).optional().meta({ description: 'The render it shows (from `thumbnail`)' }),
        }),
        produces: ['image/jpeg'],
        response: { 200: z.any().describe('The JPEG bytes') },
      },
      config: { policy: { policy, action: 'show' } },
      ...gated,
    },
    async (request, reply) =>
      sendJpeg(reply, (await landings.thumbnail(request.tenant.id, request.params.id)).jpeg),
  );
};

/**
 * The screenshot service (spec part 2 §10: `POST /v1/page/image`), ours: a JPEG of the HTML sent,
 * rendered by the server's headless Chromium with scripts and every outside request off. Served
 * under the admin base, so only signed-in staff who may make pages use it.
 */
export const pageImageRoutes: FastifyPluginAsyncZod<{ screenshots: PageScreenshots }> = async (
  app,
  { screenshots },
) => {
  app.post(
    '/page/image',
    {
      schema: {
        tags: ['screenshots'],
        summary: 'A JPEG of the HTML (420×260 unless `width` and `height` say otherwise)',
        description:
          'Rendered without scripts and without loading anything beyond the HTML itself (images, fonts and ' +
          'styles from elsewhere are left out), within a time limit. 503 (code 1009) when the server has no ' +
          'Chromium or the page took too long.',
        body: pageImageRequest,
        produces: ['image/jpeg'],
        response: {
          200: z.any().describe('The JPEG bytes'),
          503: errorBody.describe('No Chromium on this server, or the page took too long (code 1009)'),
        },
      },
      bodyLimit: PAGE_IMAGE_BODY_LIMIT,
      config: { policy: { policy, action: 'create' } },
    },
    async (request, reply) => {
      const { html, width, height } = request.body;
      const shot = await screenshots.jpeg(html, { width, height });
      if (shot.ok) return sendJpeg(reply, shot.jpeg).header('cache-control', 'no-store');
      throw new AppError(
        ErrorCode.serviceUnavailable,
        shot.reason === 'unavailable'
          ? customLandingMessages.screenshotUnavailable
          : customLandingMessages.screenshotFailed,
      );
    },
  );
};

/** What a storefront shows at a landing's address: the tenant header, no sign-in. */
export const publicCustomLandingsRoutes: FastifyPluginAsyncZod<{ landings: CustomLandingsService }> = async (
  app,
  { landings },
) => {
  app.get(
    '/custom_landings/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'The published landing at this address, with its HTML (JSON, for the storefront to show)',
        description:
          'A draft, an unknown address, another tenant’s, or a tenant without the `custom_landings` flag answers 404.',
        params: publicLandingParams,
        response: { 200: publicCustomLanding },
      },
      config: { access: 'public' },
    },
    (request) => {
      if (!request.tenant.features.includes(FEATURE)) throw notFound();
      return landings.published(request.tenant.id, request.params.slug);
    },
  );
};
