import {
  bannerPositionsWrite,
  idParam,
  messageBody,
  pageOf,
  popUpListQuery,
  popUpView,
  popUpWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import { originOf } from '../pictures/pictures.routes.js';
import type { PopUpsService } from './pop-ups.service.js';

const tags = ['banners'];
const PATH = '/pop_ups';
const policy = 'pop_ups';
const rules =
  '`platform` `web` or `web_responsive`; `picture_ids` holds one ready picture of the tenant’s library of ' +
  'exactly the platform’s size (1200×1200 or 600×600). Dates as for banners (`YYYY-MM-DDTHH:mm`, the end ' +
  'after the start). Every failing field at once (422).';

/** `/pop_ups` (spec part 2 §10, policy area `pop_ups`). */
export const popUpsRoutes: FastifyPluginAsyncZod<{ popUps: PopUpsService }> = async (app, { popUps }) => {
  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'Pop-ups a page at a time (`limit` at most 25), in the storefront’s order',
        querystring: popUpListQuery,
        response: { 200: pageOf(popUpView) },
      },
      config: { policy: { policy, action: 'show' } },
    },
    (request) => popUps.list(request.tenant, request.query, originOf(request)),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Add a pop-up, last in the order',
        description: rules,
        body: popUpWrite,
        response: { 201: popUpView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'create' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await popUps.create(auditContextOf(request), request.tenant, request.body, originOf(request))),
  );

  app.patch(
    `${PATH}/positions`,
    {
      schema: {
        tags,
        summary: 'Set several pop-ups’ positions at once (drag and drop); all saved or none',
        body: bannerPositionsWrite,
        response: { 200: messageBody },
      },
      config: { policy: { policy, action: 'update' } },
    },
    (request) => popUps.reorder(auditContextOf(request), request.tenant, request.body),
  );

  app.get(
    `${PATH}/:id`,
    {
      schema: { tags, summary: 'A pop-up', params: idParam, response: { 200: popUpView } },
      config: { policy: { policy, action: 'show' } },
    },
    (request) => popUps.get(request.tenant, request.params.id, originOf(request)),
  );

  app.patch(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a pop-up, or just switch it with `active`',
        description: rules,
        params: idParam,
        body: popUpWrite,
        response: { 200: popUpView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy, action: 'update' } },
    },
    (request) =>
      popUps.update(
        auditContextOf(request),
        request.tenant,
        request.params.id,
        request.body,
        originOf(request),
      ),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: { tags, summary: 'Delete a pop-up', params: idParam, response: { 200: messageBody } },
      config: { policy: { policy, action: 'delete' } },
    },
    (request) => popUps.remove(auditContextOf(request), request.tenant, request.params.id),
  );
};
