import {
  idParam,
  messageBody,
  pageOf,
  pollInvitations,
  pollListQuery,
  pollView,
  pollWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { PollInvitationsService } from './poll-invitations.service.js';
import type { PollsService } from './polls.service.js';

const tags = ['nps'];
const rules =
  'Every question of `question_ids` (in the order customers see them, 1–10) must be one of the tenant’s, ' +
  'and one at least an `nps` question; only one poll per `dispatch_method` (`delivery`, `pick_up`) may be ' +
  '`active` (422 on the field otherwise).';

/** `/polls` (spec part 2 §3, §5, policy area `polls`). */
export const pollsRoutes: FastifyPluginAsyncZod<{
  polls: PollsService;
  invitations: PollInvitationsService;
}> = async (app, { polls, invitations }) => {
  app.get(
    '/polls/invitations',
    {
      schema: {
        tags,
        summary: 'How the e-mails inviting customers to answer fared in the last 30 days',
        description:
          'A completed order whose dispatch method has an active poll queues an e-mail to its customer with the ' +
          'poll’s link, sent within a minute through the deployment’s mail server. `mail_server` false: none is ' +
          'configured and invitations wait. `failures`: the latest five the mail server refused, with its reason.',
        response: { 200: pollInvitations },
      },
      config: { policy: { policy: 'polls', action: 'show' } },
    },
    (request) => invitations.summary(request.tenant),
  );

  app.get(
    '/polls',
    {
      schema: {
        tags,
        summary: 'NPS polls a page at a time, active first; `dispatch_method` and `active` filter',
        querystring: pollListQuery,
        response: { 200: pageOf(pollView) },
      },
      config: { policy: { policy: 'polls', action: 'show' } },
    },
    (request) => polls.list(request.tenant.id, request.query),
  );

  app.post(
    '/polls',
    {
      schema: {
        tags,
        summary: 'Add a poll (inactive unless `active` is sent)',
        description: rules,
        body: pollWrite,
        response: { 201: pollView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'polls', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await polls.create(auditContextOf(request), request.body)),
  );

  app.get(
    '/polls/:id',
    {
      schema: {
        tags,
        summary: 'A poll with its questions in order',
        params: idParam,
        response: { 200: pollView },
      },
      config: { policy: { policy: 'polls', action: 'show' } },
    },
    (request) => polls.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/polls/:id',
    {
      schema: {
        tags,
        summary: 'Change a poll (activate or deactivate it too); only the fields sent change',
        description: rules,
        params: idParam,
        body: pollWrite,
        response: { 200: pollView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'polls', action: 'update' } },
    },
    (request) => polls.update(auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/polls/:id',
    {
      schema: {
        tags,
        summary: 'Delete a poll nobody answered',
        description: 'A poll with answers is deactivated instead (422), so its results stay.',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'polls', action: 'delete' } },
    },
    async (request) => {
      await polls.remove(auditContextOf(request), request.params.id);
      return { message: 'Encuesta eliminada' };
    },
  );
};
