import {
  bannerPositionsWrite,
  contentParams,
  idParam,
  messageBody,
  pageContentStatusWrite,
  pageContentView,
  pageContentWrite,
  pageListQuery,
  pageOf,
  pageView,
  pageWrite,
  publicPage,
  publicPageQuery,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { PagesService } from './pages.service.js';

const tags = ['pages'];
const policy = 'pages';
const urlRules =
  '`relative_url` without the leading slash and without spaces (lowercase letters, digits, `-`, `_`, `/`); ' +
  'kept and answered with one leading slash, unique among the tenant’s pages (422 otherwise).';

/** `/pages` and their page-builder versions (spec part 2 §10, policy area `pages`). */
export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  app.get(
    '/pages',
    {
      schema: {
        tags,
        summary: 'The pages a page at a time, in their order; `query` matches the title',
        querystring: pageListQuery,
        response: { 200: pageOf(pageView) },
      },
      config: { policy: { policy, action: 'show' } },
    },
    (request) => pages.list(request.tenant.id, request.query),
  );

  app.post(
    '/pages',
    {
      schema: {
        tags,
        summary: 'Add a page, last',
        description: urlRules,
        body: pageWrite,
        response: { 201: pageView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await pages.create(auditContextOf(request), request.body)),
  );

  app.patch(
    '/pages/positions',
    {
      schema: {
        tags,
        summary: 'Set several pages’ positions at once; all saved or none',
        body: bannerPositionsWrite,
        response: { 200: messageBody },
      },
      config: { policy: { policy, action: 'update' } },
    },
    (request) => pages.reorder(auditContextOf(request), request.body),
  );

  app.get(
    '/pages/:id',
    {
      schema: { tags, summary: 'A page', params: idParam, response: { 200: pageView } },
      config: { policy: { policy, action: 'show' } },
    },
    (request) => pages.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/pages/:id',
    {
      schema: {
        tags,
        summary: 'Change a page’s title or address',
        description: urlRules,
        params: idParam,
        body: pageWrite,
        response: { 200: pageView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
    },
    (request) => pages.update(auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/pages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a page (kept as deleted, with its versions; its address is free again)',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy, action: 'delete' } },
    },
    (request) => pages.remove(auditContextOf(request), request.params.id),
  );

  app.get(
    '/pages/:id/contents',
    {
      schema: {
        tags,
        summary: 'A page’s versions, newest first',
        params: idParam,
        response: { 200: z.object({ data: z.array(pageContentView) }) },
      },
      config: { policy: { policy, action: 'show' } },
    },
    (request) => pages.contents(request.tenant.id, request.params.id),
  );

  app.post(
    '/pages/:id/contents',
    {
      schema: {
        tags,
        summary: 'Save a version of the page built in the page builder, as a draft or published',
        description:
          'Blocks of the section types of spec part 2 §3, each with `display_name` and `props` (20 KB at most). ' +
          'Publishing makes the page’s other versions drafts. A version with a `header` and a `footer` block ' +
          'copies their props into the newest version of every other page that has both; pages without them ' +
          'stay unchanged.',
        params: idParam,
        body: pageContentWrite,
        response: { 201: pageContentView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await pages.createContent(
            auditContextOf(request),
            { id: request.actor?.id ?? null, name: request.actor?.user.name ?? '' },
            request.params.id,
            request.body,
          ),
        ),
  );

  app.patch(
    '/pages/:id/contents/:contentId',
    {
      schema: {
        tags,
        summary: 'Publish a version (the page’s others become drafts) or unpublish it',
        params: contentParams,
        body: pageContentStatusWrite,
        response: { 200: pageContentView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
    },
    (request) =>
      pages.setContentStatus(
        auditContextOf(request),
        request.params.id,
        request.params.contentId,
        request.body,
      ),
  );
};

/** What a storefront renders at an address: the tenant header, no sign-in. */
export const publicPagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['public'],
        summary: 'The published version of the page at `url` (with or without its leading slash)',
        description: 'A page without a published version, deleted, or another tenant’s answers 404.',
        querystring: publicPageQuery,
        response: { 200: publicPage },
      },
      config: { access: 'public' },
    },
    (request) => pages.published(request.tenant.id, request.query.url),
  );
};
