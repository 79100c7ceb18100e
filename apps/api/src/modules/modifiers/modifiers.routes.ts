import {
  idParam,
  messageBody,
  modifierListQuery,
  modifierMessages,
  modifierPositions,
  modifierView,
  modifierWrite,
  pageOf,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { ModifiersService } from './modifiers.service.js';

const tags = ['modifiers'];

const nestedNote =
  'Only the fields sent change. `children`: an item with `id` is updated, without `id` created (after the ' +
  'last one when it has no `position`), with `_destroy: true` deleted; items not sent are kept.';

export const modifiersRoutes: FastifyPluginAsyncZod<{ modifiers: ModifiersService }> = async (
  app,
  { modifiers },
) => {
  app.get(
    '/modifiers',
    {
      schema: {
        tags,
        summary: 'Modifiers a page at a time; `type` (parent, child) and `query` (name) filter',
        querystring: modifierListQuery,
        response: { 200: pageOf(modifierView) },
      },
      config: { policy: { policy: 'modifiers', action: 'show' } },
    },
    (request) => modifiers.list(request.tenant.id, request.query),
  );

  app.post(
    '/modifiers',
    {
      schema: {
        tags,
        summary: 'Create a modifier (a group of options, or an option) with its options',
        description: nestedNote,
        body: modifierWrite,
        response: { 201: modifierView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'modifiers', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await modifiers.create(auditContextOf(request), request.body)),
  );

  app.patch(
    '/modifiers/positions',
    {
      schema: {
        tags,
        summary: 'Reorders modifiers (drag and drop): all the positions sent are saved, or none',
        description: 'Another tenant’s or an unknown id answers 404 and moves nothing.',
        body: modifierPositions,
        response: { 200: modifierPositions },
      },
      config: { policy: { policy: 'modifiers', action: 'update' } },
    },
    (request) => modifiers.reorder(auditContextOf(request), request.body),
  );

  app.get(
    '/modifiers/:id',
    {
      schema: {
        tags,
        summary: 'One modifier with its options',
        params: idParam,
        response: { 200: modifierView },
      },
      config: { policy: { policy: 'modifiers', action: 'show' } },
    },
    (request) => modifiers.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/modifiers/:id',
    {
      schema: {
        tags,
        summary: 'Change a modifier: only the fields sent; options nested by `id`',
        description: nestedNote,
        params: idParam,
        body: modifierWrite,
        response: { 200: modifierView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'modifiers', action: 'update' } },
    },
    (request) => modifiers.update(auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/modifiers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a modifier; refused (422) while a product offers it',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'modifiers', action: 'delete' } },
    },
    async (request) => {
      await modifiers.remove(auditContextOf(request), request.params.id);
      return { message: modifierMessages.modifierDeleted };
    },
  );

  app.post(
    '/modifiers/:id/clone',
    {
      schema: {
        tags,
        summary: "A deep copy named '… (copia)': same fields, its own copies of the children",
        params: idParam,
        response: { 201: modifierView },
      },
      config: { policy: { policy: 'modifiers', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await modifiers.clone(auditContextOf(request), request.params.id)),
  );
};
