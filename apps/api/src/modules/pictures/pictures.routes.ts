import {
  idParam,
  messageBody,
  pageOf,
  picture,
  pictureInput,
  pictureListQuery,
  pictureUploadTicket,
} from '@tablero/domain';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/request-audit.js';
import type { PicturesService } from './pictures.service.js';

const tags = ['pictures'];
/**
 * Pictures exist for the catalogue (products, modifiers), so they ride on its `products` policy;
 * who may change the brand's settings may also see the library and add to it, to pick its logos.
 */
const policyFor = (action: 'show' | 'create' | 'delete'): FastifyContextConfig => ({
  policy: { policy: 'products', action },
  ...(action === 'delete' ? {} : { orPolicy: { policy: 'settings', action: 'update' } }),
});

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const picturesRoutes: FastifyPluginAsyncZod<{ pictures: PicturesService }> = async (
  app,
  { pictures },
) => {
  app.post(
    '/pictures',
    {
      schema: {
        tags,
        summary: 'Create a picture and get the signed URL its file is PUT to',
        description:
          'Answers a single-use `upload_url` that expires at `expires_at` (10 minutes). PUT the raw ' +
          'image to it (no session needed) with an image Content-Type: JPG, PNG or WebP up to 1.5 MB, ' +
          'read from the bytes. The picture stays `pending` until then.',
        body: pictureInput,
        response: { 201: pictureUploadTicket },
      },
      config: policyFor('create'),
    },
    async (request, reply) =>
      reply.status(201).send(await pictures.create(auditContextOf(request), request.body, originOf(request))),
  );

  app.get(
    '/pictures',
    {
      schema: {
        tags,
        summary: 'The tenant’s pictures, with signed URLs of the file and its 300×300 thumbnail',
        querystring: pictureListQuery,
        response: { 200: pageOf(picture) },
      },
      config: policyFor('show'),
    },
    (request) => pictures.list(request.tenant.id, request.query, originOf(request)),
  );

  app.get(
    '/pictures/:id',
    {
      schema: { tags, summary: 'One picture', params: idParam, response: { 200: picture } },
      config: policyFor('show'),
    },
    (request) => pictures.get(request.tenant.id, request.params.id, originOf(request)),
  );

  app.delete(
    '/pictures/:id',
    {
      schema: {
        tags,
        summary: 'Delete a picture and its files',
        params: idParam,
        response: { 200: messageBody },
      },
      config: policyFor('delete'),
    },
    async (request) => {
      await pictures.delete(auditContextOf(request), request.params.id);
      return { message: 'Imagen eliminada.' };
    },
  );
};
