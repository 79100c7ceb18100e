import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, standInForProvider, transbankFailure } from './provider-stand-in.js';

/**
 * A stand-in for Transbank's Webpay Plus, speaking its documented REST flow (webpay.client.ts),
 * for the demo and the tests (WEBPAY_API_URL=local): create → the customer's payment page →
 * commit → status → refunds. Its payment page lets whoever pays choose the outcome: approved with
 * a debit or a credit card, or rejected. Nothing leaves the machine.
 */
interface FakeTransaction {
  commerceCode: string;
  buyOrder: string;
  sessionId: string;
  amount: number;
  returnUrl: string;
  /** INITIALIZED until paid; then what the customer chose; AUTHORIZED/FAILED once committed. */
  state: 'INITIALIZED' | 'PAID' | 'REJECTED' | 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED';
  card: 'VD' | 'VN';
  at: string;
  refunds: number;
}

const TRANSACTIONS = '/rswebpaytransaction/api/webpay/v1.2/transactions';

export const webpayFakeRoutes: FastifyPluginAsync = async (app) => {
  const transactions = new Map<string, FakeTransaction>();
  standInForProvider(app, { formPosts: true });

  const signedIn = (headers: Record<string, unknown>) =>
    typeof headers['tbk-api-key-id'] === 'string' && typeof headers['tbk-api-key-secret'] === 'string';
  const known = (token: string, commerceCode: unknown) => {
    const found = transactions.get(token);
    return found && found.commerceCode === commerceCode ? found : undefined;
  };
  const committed = (token: string, t: FakeTransaction) => ({
    vci: t.state === 'AUTHORIZED' ? 'TSY' : 'TSN',
    amount: t.amount,
    status: t.state,
    buy_order: t.buyOrder,
    session_id: t.sessionId,
    card_detail: { card_number: '6623' },
    accounting_date: t.at.slice(5, 10).replace('-', ''),
    transaction_date: t.at,
    authorization_code: t.state === 'AUTHORIZED' ? '1213' : undefined,
    payment_type_code: t.card,
    response_code: t.state === 'AUTHORIZED' || t.state === 'REVERSED' || t.state === 'NULLIFIED' ? 0 : -1,
    installments_number: 0,
    token,
  });

  app.post(TRANSACTIONS, async (request, reply) => {
    if (!signedIn(request.headers)) return reply.status(401).send(transbankFailure('Not Authorized'));
    const body = request.body as Partial<{
      buy_order: string;
      session_id: string;
      amount: number;
      return_url: string;
    }>;
    if (!body.buy_order || body.buy_order.length > 26 || !body.session_id || !body.return_url)
      return reply.status(422).send(transbankFailure('buy_order, session_id and return_url are required'));
    if (!Number.isInteger(body.amount) || (body.amount ?? 0) <= 0)
      return reply.status(422).send(transbankFailure('Invalid value for parameter: amount'));
    const token = randomBytes(32).toString('hex');
    transactions.set(token, {
      commerceCode: String(request.headers['tbk-api-key-id']),
      buyOrder: body.buy_order,
      sessionId: body.session_id,
      amount: body.amount as number,
      returnUrl: body.return_url,
      state: 'INITIALIZED',
      card: 'VN',
      at: new Date().toISOString(),
      refunds: 0,
    });
    const origin = `${request.protocol}://${request.host}`;
    return { token, url: `${origin}/fake/webpay/pay` };
  });

  app.put(`${TRANSACTIONS}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const t = known(token, request.headers['tbk-api-key-id']);
    if (!t) return reply.status(404).send(transbankFailure('Transaction not found'));
    if (t.state === 'INITIALIZED')
      return reply.status(422).send(transbankFailure('Invalid status 0 for transaction while authorizing'));
    if (t.state !== 'PAID' && t.state !== 'REJECTED')
      return reply.status(422).send(transbankFailure('Transaction already locked by another process'));
    t.state = t.state === 'PAID' ? 'AUTHORIZED' : 'FAILED';
    return committed(token, t);
  });

  app.get(`${TRANSACTIONS}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const t = known(token, request.headers['tbk-api-key-id']);
    if (!t) return reply.status(404).send(transbankFailure('Transaction not found'));
    return committed(token, t);
  });

  app.post(`${TRANSACTIONS}/:token/refunds`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const t = known(token, request.headers['tbk-api-key-id']);
    if (!t) return reply.status(404).send(transbankFailure('Transaction not found'));
    if (t.state !== 'AUTHORIZED')
      return reply.status(422).send(transbankFailure('Transaction is not authorized'));
    const { amount } = request.body as { amount?: number };
    if (!Number.isInteger(amount) || (amount ?? 0) <= 0 || (amount ?? 0) > t.amount)
      return reply.status(422).send(transbankFailure('Invalid value for parameter: amount'));
    t.refunds += 1;
    t.state = amount === t.amount ? 'REVERSED' : 'NULLIFIED';
    return t.state === 'REVERSED'
      ? { type: 'REVERSED' }
      : {
          type: 'NULLIFIED',
          authorization_code: '123456',
          nullified_amount: amount,
          balance: t.amount - (amount ?? 0),
          response_code: 0,
        };
  });

  // The customer's page at the provider.
  app.get('/pay', async (request, reply) => {
    const { token_ws: token } = request.query as { token_ws?: string };
    const t = token ? transactions.get(token) : undefined;
    if (!token || !t) return reply.status(404).type('text/html').send('<p>Transacción no encontrada</p>');
    const amount = t.amount.toLocaleString('es-CL');
    const choice = (value: string, label: string) =>
      `<button name="outcome" value="${value}" type="submit">${label}</button>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="es"><head><meta charset="utf-8">
<title>Webpay (simulado)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Webpay de prueba</h1><p>Orden ${escapeHtml(t.buyOrder)}: <strong>$${amount}</strong></p>
<form method="post" action="/fake/webpay/pay"><input type="hidden" name="token_ws" value="${escapeHtml(token)}">
${choice('debit', 'Pagar con débito')} ${choice('credit', 'Pagar con crédito')} ${choice('reject', 'Rechazar')}
</form></body></html>`);
  });

  app.post('/pay', async (request, reply) => {
    const { token_ws: token, outcome } = request.body as { token_ws?: string; outcome?: string };
    const t = token ? transactions.get(token) : undefined;
    if (!token || !t || t.state !== 'INITIALIZED')
      return reply.status(404).send(transbankFailure('Transaction not found'));
    t.state = outcome === 'reject' ? 'REJECTED' : 'PAID';
    t.card = outcome === 'debit' ? 'VD' : 'VN';
    t.at = new Date().toISOString();
    const back = new URL(t.returnUrl);
    back.searchParams.set('token_ws', token);
    return reply.redirect(back.toString(), 303);
  });

  // Not Transbank's: how many refunds a transaction got, for the tests.
  app.get('/_inspect/:token', async (request, reply) => {
    const t = transactions.get((request.params as { token: string }).token);
    return t
      ? { state: t.state, refunds: t.refunds, card: t.card }
      : reply.status(404).send(transbankFailure('not found'));
  });
};
