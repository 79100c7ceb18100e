import {
  consolidationListQuery,
  consolidationRow,
  consolidationWeek,
  consolidationWeekParams,
  consolidationWeekQuery,
  customerSiteUrl,
  mercadoPagoNotificationAnswer,
  mercadoPagoNotificationBody,
  mercadoPagoNotificationQuery,
  mercadoPagoPublicKey,
  oneclickInscriptionFinished,
  oneclickInscriptionParams,
  oneclickInscriptionStart,
  oneclickInscriptionStarted,
  pageOf,
  refundAnswer,
  refundParams,
  storePaymentParams,
} from '@tablero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressPerMinute } from '../../lib/per-address-limit.js';
import type { ConsolidationsService } from './consolidations.service.js';
import type { MercadoPagoStoreService } from './mercado-pago-store.service.js';
import type { OneclickInscriptionsService } from './oneclick-inscriptions.service.js';
import type { OnlinePaymentsService } from './online-payments.service.js';
import type { PaymentRefundsService } from './payment-refunds.service.js';

/**
 * The payments area (spec part 2 §9, policy area `admin_users` as the spec's route table says):
 * refunds and consolidations, under the admin base.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  refunds: PaymentRefundsService;
  consolidations: ConsolidationsService;
}> = async (app, { refunds, consolidations }) => {
  app.get(
    '/consolidations',
    {
      schema: {
        tags: ['payments'],
        summary: 'The weeks of a year with something collected online, newest first',
        description:
          'ISO weeks (Monday to Sunday in the tenant’s time zone) of `year` (the current one when left out) with ' +
          'completed orders paid online on the tenant’s own storefront: what was collected (sale after discounts, ' +
          'delivery, tips), the platform’s commission on the sale, the payment service’s cost, the payment to the ' +
          'merchant and its date (the Wednesday after the week), and whether the week is still running.',
        querystring: consolidationListQuery,
        response: { 200: pageOf(consolidationRow) },
      },
      config: { policy: { policy: 'admin_users', action: 'show' } },
    },
    (request) => consolidations.list(request.tenant, request.query),
  );

  app.get(
    '/consolidations/:year/:week',
    {
      schema: {
        tags: ['payments'],
        summary: 'One week’s consolidation and its orders, a page at a time (oldest first)',
        description:
          'Each order with the same amounts as the week, rounded per order. 422 for a week the year does not have.',
        params: consolidationWeekParams,
        querystring: consolidationWeekQuery,
        response: { 200: consolidationWeek },
      },
      config: { policy: { policy: 'admin_users', action: 'show' } },
    },
    (request) => consolidations.week(request.tenant, request.params.year, request.params.week, request.query),
  );

  app.post(
    '/payments/:type/:id/refund_transaction',
    {
      schema: {
        tags: ['payments'],
        summary: 'Refund an order’s online payment',
        description:
          '`type` is the payment’s kind (`webpay` for Webpay, the spec’s `online`; `oneclick`; `mercado_pago_card`) ' +
          'and `id` the order. The refund goes through the provider the order was paid with and leaves the payment ' +
          '`refund_requested`, with `refund_type` as the provider answers: Transbank’s REVERSED or NULLIFIED for ' +
          'Webpay and Oneclick, `refunded` for Mercado Pago. A debit or prepaid card paid through Transbank more ' +
          'than an hour ago cannot be reversed: 422 with `reason` `WEBPAY_REQUEST_FAILED` (Webpay) or ' +
          '`ONECLICK_REQUEST_FAILED` (Oneclick), and nothing changes. A payment with no record at its provider ' +
          '(orders older than these adapters) is left `pending_refund_manual`, to be done at the provider by hand. ' +
          'A payment already refunded answers as it is (pressing twice refunds once); a payment not completed, or ' +
          'paid at the door, is 422; a provider’s other refusal is 422 with its reason. Needs `orders:update` and, ' +
          'as the payments area, `admin_users:show`.',
        params: refundParams,
        body: z
          .strictObject({})
          .optional()
          .meta({ examples: [{}] }),
        response: { 200: refundAnswer },
      },
      config: {
        policy: { policy: 'orders', action: 'update' },
        alsoRequires: [{ policy: 'admin_users', action: 'show' }],
        storeScope: { recordOfStore: true },
      },
    },
    (request) =>
      refunds.refund(request.tenant, request.actor, request.params.type, Number(request.params.id)),
  );
};

const returnQuery = z.strictObject({
  tenant: z.string().max(100).optional(),
  token_ws: z.string().max(128).optional(),
  /** Transbank's names when the customer abandoned the payment page. */
  TBK_TOKEN: z.string().max(128).optional(),
  TBK_ORDEN_COMPRA: z.string().max(26).optional(),
  TBK_ID_SESION: z.string().max(61).optional(),
});

/** The page a customer returning from Webpay reads for a moment before going back to the store. */
function returnPage(site: string, outcome: { code: string; paid: boolean } | undefined): string {
  const orderPage = outcome
    ? `${site}/pedido/${encodeURIComponent(outcome.code)}?pago=${outcome.paid ? 'aprobado' : 'rechazado'}`
    : site;
  const title = outcome?.paid ? 'Pago aprobado' : 'El pago no se completó';
  const text = outcome?.paid
    ? `Recibimos el pago de tu pedido ${outcome.code}. Ya está en la cocina.`
    : 'No se hizo ningún cargo. Puedes volver a la tienda e intentarlo de nuevo.';
  const href = orderPage.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3;url=${href}">
<title>${title}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:3rem auto">
<h1>${title}</h1><p>${text.replace(/</g, '&lt;')}</p><p><a href="${href}">Volver a la tienda</a></p></body></html>`;
}

/** Enrolment calls one address may make per minute (a customer makes two per card), then 429. */
const INSCRIPTION_CALLS_PER_MINUTE = 60;
/** A storefront asks for the key once per checkout; shared addresses (a mall's wifi) ask more. */
const PUBLIC_KEY_CALLS_PER_MINUTE = 120;
/**
 * Mercado Pago notifies every change of every payment, for every brand on the platform, from a few
 * addresses of its own; past the limit it retries later, and the minute sweep settles meanwhile.
 */
const NOTIFICATIONS_PER_MINUTE = 6000;

/**
 * The storefront's payment calls: where Webpay sends the customer back (the tenant in the query, a
 * redirect has no headers), a card's enrolment for Oneclick, a store's Mercado Pago public key; and
 * where Mercado Pago notifies a payment's changes.
 */
export const webPaymentsRoutes: FastifyPluginAsyncZod<{
  payments: OnlinePaymentsService;
  inscriptions: OneclickInscriptionsService;
  mercadoPagoStores: MercadoPagoStoreService;
}> = async (app, { payments, inscriptions, mercadoPagoStores }) => {
  const perAddress = perAddressPerMinute(app, 'oneclick-inscriptions', INSCRIPTION_CALLS_PER_MINUTE);
  app.post(
    '/payments/oneclick/inscriptions',
    {
      preHandler: perAddress,
      schema: {
        tags: ['web'],
        summary: 'Start enrolling a customer’s card for Oneclick',
        description:
          'Signed with the mall’s credentials at Transbank. Send the customer to `url_webpay` (a form POST of ' +
          '`TBK_TOKEN`=`token`); Transbank’s page sends them back to `response_url` with `TBK_TOKEN`, then finish ' +
          'with `PUT /payments/oneclick/inscriptions/{token}`. The `username` is how the storefront names the ' +
          'customer; the same one pays orders with the card.',
        body: oneclickInscriptionStart,
        response: { 200: oneclickInscriptionStarted },
      },
      config: { access: 'public', rateLimited: true },
    },
    (request) => inscriptions.start(request.body),
  );

  app.put(
    '/payments/oneclick/inscriptions/:token',
    {
      preHandler: perAddress,
      schema: {
        tags: ['web'],
        summary: 'Finish a card’s enrolment once the customer is back from Transbank',
        description:
          'Answers the card’s `tbk_user`, which with the `username` pays orders with `oneclick` (`oneclick` ' +
          'in `POST /orders`): keep them as a saved card of the signed-in customer. A card Transbank did not ' +
          'enrol (declined, the customer gave up) is 422; an unknown or finished token 404 or 422.',
        params: oneclickInscriptionParams,
        response: { 200: oneclickInscriptionFinished },
      },
      config: { access: 'public', rateLimited: true },
    },
    (request) => inscriptions.finish(request.params.token),
  );

  app.get(
    '/stores/:store_id/payments/mercado_pago',
    {
      preHandler: perAddressPerMinute(app, 'mercado-pago-key', PUBLIC_KEY_CALLS_PER_MINUTE),
      schema: {
        tags: ['web'],
        summary: 'A store’s Mercado Pago public key, for the storefront’s card form',
        description:
          'MercadoPago.js makes the card token of `mercado_pago` in `POST /orders` with this key; the store’s ' +
          'access token never leaves the server. 404 when the store (of this tenant) has no Mercado Pago ' +
          'credentials, or none with a public key.',
        params: storePaymentParams,
        response: { 200: mercadoPagoPublicKey },
      },
      config: { access: 'public', rateLimited: true },
    },
    (request) => mercadoPagoStores.publicKey(request.tenant, request.params.store_id),
  );

  app.post(
    '/stores/:store_id/payments/mercado_pago/notifications',
    {
      preHandler: perAddressPerMinute(app, 'mercado-pago-notifications', NOTIFICATIONS_PER_MINUTE),
      schema: {
        tags: ['web'],
        summary: 'Mercado Pago notifies a change of one of a store’s payments',
        description:
          'The `notification_url` of every Mercado Pago payment we create (the store and `tenant` are ours; ' +
          'Mercado Pago adds `data.id` and `type`). When the store keeps a `webhook_signature_key`, the ' +
          '`x-signature` header must be Mercado Pago’s HMAC of `id:{data.id};request-id:{x-request-id};ts:{ts};` ' +
          'with it, else 401 and nothing changes. The notice is not believed: the payment is read back from ' +
          'Mercado Pago with the store’s access token, and an order still waiting for it moves to `created` ' +
          '(approved) or `online_payment_failed` (rejected). Other types, and payments of no order of the store, ' +
          'are received and change nothing. 404 when the store has no Mercado Pago credentials.',
        params: storePaymentParams,
        querystring: mercadoPagoNotificationQuery,
        body: mercadoPagoNotificationBody,
        response: { 200: mercadoPagoNotificationAnswer },
      },
      config: { access: 'public', tenant: 'header-or-query', rateLimited: true },
    },
    (request) => {
      const { params, query, body, headers } = request;
      const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
      return mercadoPagoStores.receive(request.tenant, params.store_id, {
        dataId: query['data.id'] ?? (body.data?.id === undefined ? undefined : String(body.data.id)),
        type: query.type ?? body.type,
        signature: header('x-signature'),
        requestId: header('x-request-id'),
      });
    },
  );

  app.get(
    '/payments/webpay/return',
    {
      schema: {
        tags: ['web'],
        summary: 'Webpay sends the paying customer back here',
        description:
          'Commits the payment with Transbank and moves the order to `created` (paid) or `online_payment_failed` ' +
          '(`TBK_TOKEN`: the customer gave up; no token at all: the page timed out), then shows the customer the ' +
          'outcome and takes them back to the order’s page on the customer website (`?pago=aprobado` or ' +
          '`rechazado`). A token already settled is not committed again. A token of no order of the tenant is 404.',
        querystring: returnQuery,
        produces: ['text/html'],
        response: { 200: z.string() },
      },
      config: { access: 'public', tenant: 'header-or-query' },
    },
    async (request, reply) => {
      const token = request.query.token_ws ?? request.query.TBK_TOKEN;
      const outcome = token ? await payments.confirm(request.tenant, token) : undefined;
      return reply
        .type('text/html; charset=utf-8')
        .send(returnPage(customerSiteUrl(request.tenant.slug), outcome));
    },
  );
};
