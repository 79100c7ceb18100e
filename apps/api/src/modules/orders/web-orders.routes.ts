import { webOrderAnswer, webOrderBody } from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyValidatedByService } from '../../lib/body-validated-by-service.js';
import { perAddressPerMinute } from '../../lib/per-address-limit.js';
import type { CardPaymentsService } from '../payments/card-payments.service.js';
import type { OnlinePaymentsService } from '../payments/online-payments.service.js';
import type { OrderIntakeService } from './order-intake.service.js';

const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.uuid().optional() });

/** The storefront's order call (API.md "web API v1"): no sign-in, the tenant header, rate limited per address. */
export const webOrdersRoutes: FastifyPluginAsyncZod<{
  intake: OrderIntakeService;
  payments: OnlinePaymentsService;
  cards: CardPaymentsService;
  /** Orders one address may place per minute (WEB_ORDERS_RATE_LIMIT). */
  perMinute: number;
}> = async (app, { intake, payments, cards, perMinute }) => {
  app.post(
    '/orders',
    {
      preHandler: perAddressPerMinute(app, 'web-orders', perMinute),
      schema: {
        tags: ['web'],
        summary: 'Place an order; the server prices it',
        description:
          'Every amount is decided here, whatever the body carries: each product at its price in the first active ' +
          'price group of the store’s menu that has it (the delivery price for delivery), plus its options’ price ' +
          'variations (none for a free modifier); the delivery fee of the smallest zone covering the address; the ' +
          'coupon through the promotion engine; the tip as sent when the store takes tips for that dispatch method. ' +
          'Refused with 422, every reason under its field and nothing saved: an unknown or disabled store, a store ' +
          'closed for that dispatch method at the order’s moment, an address outside every zone, a product not in ' +
          'the menu or not offered on that platform, dispatch method or moment, options that are not the product’s ' +
          'or break its modifiers’ bounds, a payment method the store does not take for that dispatch method and ' +
          'platform, a tip the store does not take, a coupon that does not exist or does not apply, and a future ' +
          'order (`scheduled_at`) in a store without future orders, under 30 minutes ahead, beyond the tenant’s ' +
          'days ahead or in a full 30-minute slot. The first status is `pending_online_payment` for an online payment method (a future order ' +
          'too: it is paid when placed, then waits as `creation_scheduled`), `creation_scheduled` for another future ' +
          'order, else `created`. The same `Idempotency-Key` ' +
          'answers 200 with the order it made first (a key is kept with its order, beyond the 24 h API.md asks). ' +
          'An order paid with Webpay comes with `online_payment`: the page where the customer pays (`url`, to be ' +
          'sent `token_ws`=`token`); Webpay sends the customer back to `GET /payments/webpay/return`. ' +
          'Oneclick and Mercado Pago cards are charged during this call, with no page in between: `oneclick` ' +
          '(`username` and `tbk_user` of the card the customer enrolled beforehand through ' +
          '`POST /payments/oneclick/inscriptions`; the storefront ' +
          'keeps them as a saved card, Tablero does not) is required with `oneclick`, and `mercado_pago` (the card ' +
          'token Mercado Pago’s script made in the browser, `payment_method_id`, `installments`, `issuer_id`) ' +
          'with `mercado_pago_card` or `mercado_pago_card_payment`; the store charges with its Oneclick commerce ' +
          'code or its Mercado Pago credentials. Approved, the order answers `created` with its payment ' +
          '`completed`; refused (or the store cannot charge that card), the order is kept as ' +
          '`online_payment_failed` with its payment `failed` and never reaches the kitchen: the customer orders ' +
          'again. A Mercado Pago payment left in review keeps the order `pending_online_payment`. A provider out ' +
          'of reach is 500 with the order still waiting: the same call with the same `Idempotency-Key` charges ' +
          'it then, never twice.',
        headers: idempotencyHeaders,
        body: webOrderBody,
        response: { 200: webOrderAnswer, 201: webOrderAnswer },
      },
      validatorCompiler: bodyValidatedByService,
      config: { access: 'public', rateLimited: true },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const placed = await intake.place(request.tenant, request.body, key);
      const order = await cards.charge(request.tenant, placed.order, placed.card, !placed.created);
      const payment = await payments.start(request.tenant, order);
      return reply.status(placed.created ? 201 : 200).send({ ...order, online_payment: payment });
    },
  );
};
