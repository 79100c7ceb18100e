import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notificationSignature } from './mercado-pago-signature.js';
import { standInForProvider } from './provider-stand-in.js';

/**
 * A stand-in for Mercado Pago's API, speaking what mercado-pago.client.ts and a browser's card
 * form use (MERCADO_PAGO_API_URL=local): card tokens, payments (create, read, search by
 * external_reference) and their refunds. As with Mercado Pago's test cards, the cardholder's name
 * decides the outcome: APRO approved, CONT left in review, FUND rejected for funds, anything else
 * rejected. `deb…` payment methods (debvisa, debmaster) are debit cards. Writes honour
 * X-Idempotency-Key. A payment left in review is decided at `POST /review/{id}`, which notifies the
 * payment's `notification_url` as Mercado Pago's webhooks do, signed with the secret the stand-in
 * keeps for the access token's application (`standInSignatureKey`). Nothing leaves
 * the machine.
 */
interface FakeCardToken {
  holder: string;
  lastFour: string;
  used: boolean;
}

interface FakePayment {
  accessToken: string;
  body: Record<string, unknown>;
  refunds: FakeRefund[];
}

interface FakeRefund {
  id: number;
  payment_id: number;
  amount: number;
  source: { id: string; name: string; type: 'collector' };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  status: 'approved';
}

/** The webhook secret of the application an access token belongs to, as Mercado Pago's panel shows it. */
export const standInSignatureKey = (accessToken: string) =>
  createHmac('sha256', 'tablero-mercado-pago-stand-in').update(accessToken).digest('hex').slice(0, 32);

/**
 * What Mercado Pago sends to a payment's `notification_url` when the payment changes: `data.id`
 * and `type` added to the address, the body, and the `x-signature` of the webhooks documentation.
 * Answers the status our side answered with (0 when it could not be reached).
 */
async function notifyChange(payment: FakePayment) {
  const target = payment.body.notification_url;
  if (typeof target !== 'string' || target === '') return undefined;
  const dataId = String(payment.body.id);
  const url = new URL(target);
  url.searchParams.set('data.id', dataId);
  url.searchParams.set('type', 'payment');
  const requestId = randomUUID();
  const ts = String(Date.now());
  const v1 = notificationSignature(standInSignatureKey(payment.accessToken), { dataId, requestId, ts });
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${v1}`,
      },
      body: JSON.stringify({
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: dataId },
        date_created: new Date().toISOString(),
        id: Number(`${Date.now()}`.slice(-9)),
        live_mode: false,
        type: 'payment',
        user_id: '7312',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return answer.status;
  } catch {
    return 0;
  }
}

const OUTCOMES: Record<string, { status: string; status_detail: string }> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
};
const REJECTED = { status: 'rejected', status_detail: 'cc_rejected_other_reason' };

const refusal = (reply: FastifyReply, status: number, message: string, code = status) =>
  reply.status(status).send({
    message,
    error: status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : 'bad_request',
    status,
    cause: [{ code, description: message }],
  });

export const mercadoPagoFakeRoutes: FastifyPluginAsync = async (app) => {
  const cardTokens = new Map<string, FakeCardToken>();
  const payments = new Map<number, FakePayment>();
  /** What each idempotency key already answered, per access token. */
  const answered = new Map<string, { status: number; body: unknown }>();
  let lastId = 1_000_000_000;
  standInForProvider(app, { formPosts: false });

  const accessTokenOf = (request: FastifyRequest) =>
    /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
  const paymentOf = (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    const found = payments.get(id);
    return found && found.accessToken === accessTokenOf(request) ? found : undefined;
  };
  const shown = ({ body, refunds }: FakePayment) => ({
    ...body,
    transaction_amount_refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
  });
  /** A write under a key already used answers what it did then, and does nothing again. */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    write: () => { status: number; body: unknown },
  ) {
    const key = request.headers['x-idempotency-key'];
    if (typeof key !== 'string' || key === '')
      return refusal(reply, 400, 'X-Idempotency-Key header is required');
    const scoped = `${accessTokenOf(request)}|${request.url}|${key}`;
    const earlier = answered.get(scoped);
    if (earlier) return reply.status(earlier.status).send(earlier.body);
    const result = write();
    if (result.status < 300) answered.set(scoped, result);
    return reply.status(result.status).send(result.body);
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/fake/mercado-pago/v1/payments') && !accessTokenOf(request))
      return refusal(reply, 401, 'unauthorized');
  });

  // What MercadoPago.js does in the customer's browser with the store's public key.
  app.post('/v1/card_tokens', async (request, reply) => {
    const body = request.body as { card_number?: unknown; cardholder?: { name?: unknown } };
    if (!(request.query as { public_key?: string }).public_key)
      return refusal(reply, 401, 'public_key required');
    const number = String(body.card_number ?? '');
    if (!/^\d{13,19}$/.test(number)) return refusal(reply, 400, 'invalid parameter card_number', 205);
    const id = randomBytes(16).toString('hex');
    const holder = typeof body.cardholder?.name === 'string' ? body.cardholder.name : '';
    cardTokens.set(id, { holder, lastFour: number.slice(-4), used: false });
    return reply.status(201).send({
      id,
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      cardholder: body.cardholder,
      status: 'active',
      date_created: new Date().toISOString(),
      live_mode: false,
    });
  });

  app.post('/v1/payments', async (request, reply) =>
    once(request, reply, () => {
      const body = request.body as {
        token?: unknown;
        transaction_amount?: unknown;
        installments?: unknown;
        payment_method_id?: unknown;
        payer?: { email?: unknown };
        external_reference?: unknown;
        description?: unknown;
        notification_url?: unknown;
      };
      const card = typeof body.token === 'string' ? cardTokens.get(body.token) : undefined;
      const bad = (message: string, code: number) => ({
        status: 400,
        body: { message, error: 'bad_request', status: 400, cause: [{ code, description: message }] },
      });
      if (!card || card.used) return bad('Card Token not found', 2006);
      if (typeof body.transaction_amount !== 'number' || body.transaction_amount <= 0)
        return bad('Invalid transaction_amount', 4037);
      if (!Number.isInteger(body.installments) || (body.installments as number) < 1)
        return bad('Invalid installments', 3011);
      if (typeof body.payment_method_id !== 'string') return bad('payment_method_id is required', 4020);
      if (typeof body.payer?.email !== 'string') return bad('payer.email must be a valid email', 4050);
      card.used = true;
      const outcome = OUTCOMES[card.holder] ?? REJECTED;
      const now = new Date().toISOString();
      lastId += 1;
      const payment: FakePayment = {
        accessToken: accessTokenOf(request) ?? '',
        refunds: [],
        body: {
          id: lastId,
          date_created: now,
          date_approved: outcome.status === 'approved' ? now : null,
          date_last_updated: now,
          ...outcome,
          payment_method_id: body.payment_method_id,
          payment_type_id: body.payment_method_id.startsWith('deb') ? 'debit_card' : 'credit_card',
          transaction_amount: body.transaction_amount,
          installments: body.installments,
          currency_id: 'CLP',
          description: body.description ?? null,
          external_reference: body.external_reference ?? null,
          authorization_code: outcome.status === 'approved' ? '301299' : null,
          payer: { email: body.payer.email },
          notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
          card: { last_four_digits: card.lastFour, cardholder: { name: card.holder } },
          live_mode: false,
        },
      };
      payments.set(lastId, payment);
      return { status: 201, body: shown(payment) };
    }),
  );

  // Mercado Pago's access tokens read APP_USR-… (production) or TEST-… (sandbox): any other is unknown.
  app.get('/users/me', async (request, reply) => {
    const token = accessTokenOf(request);
    if (!token || !/^(APP_USR|TEST)-[\w-]+$/.test(token)) return refusal(reply, 401, 'invalid access token');
    return { id: 7312, nickname: 'TIENDA_DE_PRUEBA', site_id: 'MLC', country_id: 'CL' };
  });

  app.get('/v1/payments/search', async (request) => {
    const { external_reference: reference } = request.query as { external_reference?: string };
    const results = [...payments.values()]
      .filter((p) => p.accessToken === accessTokenOf(request) && p.body.external_reference === reference)
      .map(shown);
    return { paging: { total: results.length, limit: 30, offset: 0 }, results };
  });

  app.get('/v1/payments/:id', async (request, reply) => {
    const payment = paymentOf(request);
    return payment ? shown(payment) : refusal(reply, 404, 'Payment not found', 2000);
  });

  // Not Mercado Pago's API: the stand-in's review desk, where a test or a person playing the
  // reviewer decides a payment left in review (Mercado Pago decides those on its own).
  app.post('/review/:id', async (request, reply) => {
    const payment = payments.get(Number((request.params as { id: string }).id));
    // `notify: false` plays a notification that never arrived.
    const { status, notify = true } = (request.body ?? {}) as { status?: unknown; notify?: boolean };
    if (payment?.body.status !== 'in_process') return refusal(reply, 404, 'No payment in review');
    if (status !== 'approved' && status !== 'rejected')
      return refusal(reply, 400, 'status: approved or rejected');
    const now = new Date().toISOString();
    Object.assign(
      payment.body,
      status === 'approved'
        ? { ...OUTCOMES.APRO, date_approved: now, authorization_code: '301299' }
        : { ...OUTCOMES.FUND },
      { date_last_updated: now },
    );
    // Delivered before answering, so whoever decided can read its effect at once.
    const notified = notify ? await notifyChange(payment) : undefined;
    return { ...shown(payment), notified };
  });

  app.get('/v1/payments/:id/refunds', async (request, reply) => {
    const payment = paymentOf(request);
    return payment ? payment.refunds : refusal(reply, 404, 'Payment not found', 2000);
  });

  app.post('/v1/payments/:id/refunds', async (request, reply) => {
    const payment = paymentOf(request);
    if (!payment) return refusal(reply, 404, 'Payment not found', 2000);
    return once(request, reply, () => {
      const paid = payment.body.transaction_amount as number;
      const left = paid - shown(payment).transaction_amount_refunded;
      const { amount = left } = (request.body ?? {}) as { amount?: number };
      if (payment.body.status !== 'approved' || left <= 0 || amount <= 0 || amount > left)
        return {
          status: 400,
          body: { message: 'Invalid operation', error: 'bad_request', status: 400, cause: [{ code: 2063 }] },
        };
      lastId += 1;
      const refund: FakeRefund = {
        id: lastId,
        payment_id: payment.body.id as number,
        amount,
        source: { id: 'collector', name: 'Vendedor de prueba', type: 'collector' },
        date_created: new Date().toISOString(),
        unique_sequence_number: null,
        refund_mode: 'standard',
        status: 'approved',
      };
      payment.refunds.push(refund);
      if (amount === left) Object.assign(payment.body, { status: 'refunded', status_detail: 'refunded' });
      return { status: 201, body: refund };
    });
  });
};
