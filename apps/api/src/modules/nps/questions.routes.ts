import {
  idParam,
  messageBody,
  pageOf,
  questionListQuery,
  questionView,
  questionWrite,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { QuestionsService } from './questions.service.js';

const tags = ['nps'];
const locked =
  '409 (code 1054) while an active poll asks the question; its `category` cannot change once customers ' +
  'answered it.';

/** `/questions` (spec part 2 §3, §5, policy area `questions`). */
export const questionsRoutes: FastifyPluginAsyncZod<{ questions: QuestionsService }> = async (
  app,
  { questions },
) => {
  app.get(
    '/questions',
    {
      schema: {
        tags,
        summary:
          'NPS questions a page at a time, newest first; `category` and `query` (part of the text) filter',
        querystring: questionListQuery,
        response: { 200: pageOf(questionView) },
      },
      config: { policy: { policy: 'questions', action: 'show' } },
    },
    (request) => questions.list(request.tenant.id, request.query),
  );

  app.post(
    '/questions',
    {
      schema: {
        tags,
        summary: 'Add a question',
        description:
          '`description` (up to 300 characters) and `category`, the kind of answer it takes: `nps` (0–10), ' +
          '`satisfaction` (1–5), `yes_no` or `open` (text).',
        body: questionWrite,
        response: { 201: questionView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'questions', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await questions.create(auditContextOf(request), request.body)),
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'A question, with the active polls that ask it and how many answers it has',
        params: idParam,
        response: { 200: questionView },
      },
      config: { policy: { policy: 'questions', action: 'show' } },
    },
    (request) => questions.get(request.tenant.id, request.params.id),
  );

  app.patch(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'Change a question; only the fields sent change',
        description: locked,
        params: idParam,
        body: questionWrite,
        response: { 200: questionView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'questions', action: 'update' } },
    },
    (request) => questions.update(auditContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/questions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a question (it leaves the inactive polls that ask it)',
        description: '409 (code 1054) while an active poll asks it, or once customers answered it.',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'questions', action: 'delete' } },
    },
    async (request) => {
      await questions.remove(auditContextOf(request), request.params.id);
      return { message: 'Pregunta eliminada' };
    },
  );
};
