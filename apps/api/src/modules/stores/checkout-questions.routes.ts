import { checkoutQuestion, checkoutQuestionInput, checkoutQuestionListQuery, pageOf } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/request-audit.js';
import type { CheckoutQuestionsService } from './checkout-questions.service.js';

const tags = ['stores'];

export const checkoutQuestionsRoutes: FastifyPluginAsyncZod<{ questions: CheckoutQuestionsService }> = async (
  app,
  { questions },
) => {
  app.get(
    '/checkout_questions',
    {
      schema: {
        tags,
        summary: 'The checkout questions stores can ask (each store picks up to 3)',
        querystring: checkoutQuestionListQuery,
        response: { 200: pageOf(checkoutQuestion) },
      },
      config: { policy: { policy: 'stores', action: 'show' } },
    },
    (request) => questions.list(request.tenant.id, request.query),
  );

  app.post(
    '/checkout_questions',
    {
      schema: {
        tags,
        summary: 'Add a checkout question stores can ask',
        body: checkoutQuestionInput,
        response: { 201: checkoutQuestion },
      },
      config: { policy: { policy: 'stores', action: 'update' } },
    },
    async (request, reply) =>
      reply.status(201).send(await questions.create(auditContextOf(request), request.body)),
  );
};
