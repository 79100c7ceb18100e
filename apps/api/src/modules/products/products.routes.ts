import {
  idParam,
  messageBody,
  pageOf,
  productListQuery,
  productListRow,
  productMessages,
  productPositionsWrite,
  productView,
  productWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'The catalogue’s products, a page at a time; `query` searches the name',
        querystring: productListQuery,
        response: { 200: pageOf(productListRow) },
      },
      config: { policy: { policy: 'products', action: 'show' } },
    },
    (request) => products.list(request.tenant, request.query, originOf(request)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary:
          'Create a product; `picture_ids` are uploaded pictures of the tenant, the first is the cover',
        body: productWrite,
        response: { 201: productView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'products', action: 'create' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await products.create(auditContextOf(request), request.tenant, request.body, originOf(request)),
        ),
  );

  app.patch(
    '/products/positions',
    {
      schema: {
        tags,
        summary: 'Set several products’ positions at once (drag and drop); all saved or none',
        description:
          'Each `id` must be a product of the tenant, once; otherwise 422 names every bad item and nothing ' +
          'changes. Each moved product is audited.',
        body: productPositionsWrite,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'products', action: 'update' } },
    },
    async (request) => {
      await products.reorder(auditContextOf(request), request.tenant, request.body);
      return { message: productMessages.positionsSaved };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its pictures and modifiers',
        params: idParam,
        response: { 200: productView },
      },
      config: { policy: { policy: 'products', action: 'show' } },
    },
    (request) => products.get(request.tenant, request.params.id, originOf(request)),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary:
          'Change a product: only the fields sent; `modifiers` by `id`, new without, `_destroy: true` to remove',
        params: idParam,
        body: productWrite,
        response: { 200: productView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'products', action: 'update' } },
    },
    (request) =>
      products.update(
        auditContextOf(request),
        request.tenant,
        request.params.id,
        request.body,
        originOf(request),
      ),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; refused (422) while a menu’s price group prices it',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'products', action: 'delete' } },
    },
    async (request) => {
      await products.remove(auditContextOf(request), request.tenant, request.params.id);
      return { message: productMessages.productDeleted };
    },
  );
};
