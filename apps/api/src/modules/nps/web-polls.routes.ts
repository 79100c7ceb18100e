import { messageBody, pollAnswersBody, publicPoll } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { perAddressPerMinute } from '../../lib/per-address-limit.js';
import type { PollAnswersService } from './poll-answers.service.js';

const tokenParam = z.object({
  token: z
    .string()
    .min(1)
    .max(64)
    .meta({ examples: ['1.AAAAAAAAAAAAAAAAAAAAAA'] }),
});

/** The poll a customer answers through the link sent with a completed order (no sign-in). */
export const webPollsRoutes: FastifyPluginAsyncZod<{
  answers: PollAnswersService;
  perMinute: number;
}> = async (app, { answers, perMinute }) => {
  const rateLimit = perAddressPerMinute(app, 'web-polls', perMinute);

  app.get(
    '/polls/:token',
    {
      preHandler: rateLimit,
      schema: {
        tags: ['web'],
        summary: 'The poll of a completed order’s link, and whether it was answered',
        description:
          'The active poll of the order’s dispatch method (or the one its customer answered). 404 with the reason ' +
          'for a link this server did not make, an order not completed yet, a link past its 30 days, or no active poll.',
        params: tokenParam,
        response: { 200: publicPoll },
      },
      config: { access: 'public', rateLimited: true },
    },
    (request) => answers.show(request.tenant, request.params.token),
  );

  app.post(
    '/polls/:token',
    {
      preHandler: rateLimit,
      schema: {
        tags: ['web'],
        summary: 'Answer the poll of a completed order (once)',
        description:
          '`answers`: `value` an integer 0–10 for `nps` questions (each required), 1–5 for `satisfaction`, a boolean ' +
          'for `yes_no`, text for `open` (empty counts as skipped). `poll_id` is the poll the `GET` showed: 422 if ' +
          'it changed since. A second answer set for the order is refused (422 on `order`).',
        params: tokenParam,
        body: pollAnswersBody,
        response: { 201: messageBody },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access: 'public', rateLimited: true },
    },
    async (request, reply) => {
      await answers.answer(request.tenant, request.params.token, request.body);
      return reply.status(201).send({ message: '¡Gracias por tu opinión!' });
    },
  );
};
