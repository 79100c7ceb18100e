import {
  couponListQuery,
  couponListRow,
  couponMessages,
  couponView,
  couponWrite,
  idParam,
  messageBody,
  pageOf,
  paymentMethodList,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { auditContextOf } from '../audit/request-audit.js';
import type { CouponsService } from './coupons.service.js';

const tags = ['coupons'];

export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'The tenant’s coupons, newest first; `query` matches the code',
        description:
          'Filters: `enabled`, `kind`, `store_id` (coupons valid in that store, including those valid in every ' +
          'store) and `validity` (`active`, `expired`, `upcoming`, read on the tenant’s clock).',
        querystring: couponListQuery,
        response: { 200: pageOf(couponListRow) },
      },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    (request) => coupons.list(request.tenant, request.query),
  );

  app.get(
    '/coupons/payment_methods',
    {
      schema: {
        tags,
        summary: 'The payment methods a coupon may name: those some store of the tenant offers',
        response: { 200: z.object({ data: paymentMethodList }) },
      },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    async (request) => ({ data: await coupons.paymentMethods(request.tenant) }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon; the code is unique in the tenant whatever its case',
        body: couponWrite,
        response: { 201: couponView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'coupons', action: 'create' } },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(auditContextOf(request), request.tenant, request.body)),
  );

  app.get(
    '/coupons/:id',
    {
      schema: { tags, summary: 'One coupon', params: idParam, response: { 200: couponView } },
      config: { policy: { policy: 'coupons', action: 'show' } },
    },
    (request) => coupons.get(request.tenant, request.params.id),
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon: only the fields sent (`{ "enabled": false }` switches it off)',
        params: idParam,
        body: couponWrite,
        response: { 200: couponView },
      },
      validatorCompiler: bodyValidatedByService,
      config: { policy: { policy: 'coupons', action: 'update' } },
    },
    (request) => coupons.update(auditContextOf(request), request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; one a customer used answers 1019 and stays',
        params: idParam,
        response: { 200: messageBody },
      },
      config: { policy: { policy: 'coupons', action: 'delete' } },
    },
    async (request) => {
      await coupons.remove(auditContextOf(request), request.tenant, request.params.id);
      return { message: couponMessages.couponDeleted };
    },
  );
};
