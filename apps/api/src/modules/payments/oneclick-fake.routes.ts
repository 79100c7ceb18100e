import { randomBytes, randomUUID } from 'node:crypto';
import { DEBIT_REFUND_WINDOW_MS } from '@tablero/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { escapeHtml, standInForProvider, transbankFailure } from './provider-stand-in.js';

/**
 * A stand-in for Transbank's Oneclick Mall, speaking its documented REST flow (oneclick.client.ts),
 * for the demo and the tests (ONECLICK_API_URL=local): inscription start → the customer's
 * enrolment page → inscription finish → authorize → status → refunds. Its enrolment page lets the
 * customer choose the card: debit (Redcompra), credit (Visa), or a credit card whose payments the
 * issuer declines. Like Transbank, it will not reverse a debit card an hour after its payment.
 * Nothing leaves the machine.
 */
type Card = 'debit' | 'credit' | 'declined';

interface FakeInscription {
  username: string;
  responseUrl: string;
  card: Card | null;
  tbkUser: string | null;
}

interface FakeDetail {
  commerce_code: string;
  buy_order: string;
  amount: number;
  installments_number: number;
  status: 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED';
  response_code: number;
  payment_type_code: string | undefined;
  authorization_code: string | undefined;
  balance: number;
  refunds: number;
}

interface FakeTransaction {
  mallCode: string;
  buyOrder: string;
  at: Date;
  details: FakeDetail[];
}

const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export const oneclickFakeRoutes: FastifyPluginAsync = async (app) => {
  const inscriptions = new Map<string, FakeInscription>();
  const enrolled = new Map<string, { username: string; card: Card }>();
  const transactions = new Map<string, FakeTransaction>();
  standInForProvider(app, { formPosts: true });

  const mallOf = (request: FastifyRequest) => {
    const id = request.headers['tbk-api-key-id'];
    return typeof id === 'string' && typeof request.headers['tbk-api-key-secret'] === 'string'
      ? id
      : undefined;
  };
  const transactionOf = (request: FastifyRequest) => {
    const { buyOrder } = request.params as { buyOrder: string };
    const found = transactions.get(buyOrder);
    return found && found.mallCode === mallOf(request) ? found : undefined;
  };
  const shown = (t: FakeTransaction) => ({
    buy_order: t.buyOrder,
    card_detail: { card_number: '6623' },
    accounting_date: t.at.toISOString().slice(5, 10).replace('-', ''),
    transaction_date: t.at.toISOString(),
    details: t.details.map(({ refunds: _refunds, ...detail }) => detail),
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.includes(ONECLICK) && !mallOf(request))
      return reply.status(401).send(transbankFailure('Not Authorized'));
  });

  app.post(`${ONECLICK}/inscriptions`, async (request, reply) => {
    const body = request.body as { username?: unknown; email?: unknown; response_url?: unknown };
    if (!isText(body.username, 40) || !isText(body.email, 100) || !isText(body.response_url, 255))
      return reply.status(422).send(transbankFailure('username, email and response_url are required'));
    const token = randomBytes(32).toString('hex');
    inscriptions.set(token, {
      username: body.username,
      responseUrl: body.response_url,
      card: null,
      tbkUser: null,
    });
    return { token, url_webpay: `${request.protocol}://${request.host}/fake/oneclick/inscription` };
  });

  app.put(`${ONECLICK}/inscriptions/:token`, async (request, reply) => {
    const inscription = inscriptions.get((request.params as { token: string }).token);
    if (!inscription) return reply.status(404).send(transbankFailure('Inscription not found'));
    if (!inscription.card) return reply.status(422).send(transbankFailure('Invalid status for inscription'));
    if (inscription.tbkUser) return reply.status(422).send(transbankFailure('Inscription already finished'));
    inscription.tbkUser = randomUUID();
    enrolled.set(inscription.tbkUser, { username: inscription.username, card: inscription.card });
    return {
      response_code: 0,
      tbk_user: inscription.tbkUser,
      authorization_code: '1213',
      card_type: inscription.card === 'debit' ? 'Redcompra' : 'Visa',
      card_number: 'XXXXXXXXXXXX6623',
    };
  });

  app.post(`${ONECLICK}/transactions`, async (request, reply) => {
    const body = request.body as {
      username?: unknown;
      tbk_user?: unknown;
      buy_order?: unknown;
      details?: Partial<FakeDetail>[];
    };
    if (!isText(body.buy_order, 26) || !Array.isArray(body.details) || body.details.length === 0)
      return reply.status(422).send(transbankFailure('buy_order and details are required'));
    if (transactions.has(body.buy_order))
      return reply.status(422).send(transbankFailure('Duplicated buy_order'));
    const wrongDetail = body.details.find(
      (d) => !isText(d.commerce_code, 12) || !isText(d.buy_order, 26) || !isAmount(d.amount),
    );
    if (wrongDetail) return reply.status(422).send(transbankFailure('Invalid value for parameter: details'));
    const customer = typeof body.tbk_user === 'string' ? enrolled.get(body.tbk_user) : undefined;
    // -96: no such inscription for that user; -1: the issuer declined.
    const responseCode =
      !customer || customer.username !== body.username ? -96 : customer.card === 'declined' ? -1 : 0;
    const transaction: FakeTransaction = {
      mallCode: mallOf(request) ?? '',
      buyOrder: body.buy_order,
      at: new Date(),
      details: body.details.map((d) => ({
        commerce_code: d.commerce_code as string,
        buy_order: d.buy_order as string,
        amount: d.amount as number,
        installments_number: Number.isInteger(d.installments_number) ? (d.installments_number as number) : 0,
        status: responseCode === 0 ? 'AUTHORIZED' : 'FAILED',
        response_code: responseCode,
        payment_type_code: responseCode === 0 ? (customer?.card === 'debit' ? 'VD' : 'VN') : undefined,
        authorization_code: responseCode === 0 ? '1213' : undefined,
        balance: d.amount as number,
        refunds: 0,
      })),
    };
    transactions.set(transaction.buyOrder, transaction);
    return shown(transaction);
  });

  app.get(`${ONECLICK}/transactions/:buyOrder`, async (request, reply) => {
    const t = transactionOf(request);
    return t ? shown(t) : reply.status(404).send(transbankFailure('Transaction not found'));
  });

  app.post(`${ONECLICK}/transactions/:buyOrder/refunds`, async (request, reply) => {
    const t = transactionOf(request);
    const body = request.body as { commerce_code?: unknown; detail_buy_order?: unknown; amount?: unknown };
    const detail = t?.details.find(
      (d) => d.commerce_code === body.commerce_code && d.buy_order === body.detail_buy_order,
    );
    if (!t || !detail) return reply.status(404).send(transbankFailure('Transaction not found'));
    if (detail.status !== 'AUTHORIZED')
      return reply.status(422).send(transbankFailure('Transaction is not authorized'));
    if (!isAmount(body.amount) || body.amount > detail.balance)
      return reply.status(422).send(transbankFailure('Invalid value for parameter: amount'));
    const withinTheHour = Date.now() - t.at.getTime() <= DEBIT_REFUND_WINDOW_MS;
    if (detail.payment_type_code === 'VD' && !withinTheHour)
      return reply
        .status(422)
        .send(transbankFailure('Debit card transactions can only be reversed within 1 hour'));
    detail.refunds += 1;
    if (withinTheHour && body.amount === detail.amount) {
      detail.status = 'REVERSED';
      detail.balance = 0;
      return { type: 'REVERSED' };
    }
    detail.status = 'NULLIFIED';
    detail.balance -= body.amount;
    return {
      type: 'NULLIFIED',
      authorization_code: '123456',
      authorization_date: new Date().toISOString(),
      nullified_amount: body.amount,
      balance: detail.balance,
      response_code: 0,
      buy_order: detail.buy_order,
    };
  });

  // The customer's enrolment page at Transbank: reached by a form POST with TBK_TOKEN.
  app.post('/inscription', async (request, reply) => {
    const { TBK_TOKEN: token, card } = request.body as { TBK_TOKEN?: string; card?: string };
    const inscription = token ? inscriptions.get(token) : undefined;
    if (!token || !inscription || inscription.card)
      return reply.status(404).type('text/html').send('<p>Inscripción no encontrada</p>');
    if (card === 'debit' || card === 'credit' || card === 'declined') {
      inscription.card = card;
      const back = new URL(inscription.responseUrl);
      back.searchParams.set('TBK_TOKEN', token);
      return reply.redirect(back.toString(), 303);
    }
    const choice = (value: Card, label: string) =>
      `<button name="card" value="${value}" type="submit">${label}</button>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="es"><head><meta charset="utf-8">
<title>Oneclick (simulado)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Oneclick de prueba</h1><p>Inscribe una tarjeta para ${escapeHtml(inscription.username)}</p>
<form method="post" action="/fake/oneclick/inscription"><input type="hidden" name="TBK_TOKEN" value="${escapeHtml(token)}">
${choice('debit', 'Débito')} ${choice('credit', 'Crédito')} ${choice('declined', 'Crédito que el banco rechaza')}
</form></body></html>`);
  });

  // Not Transbank's, for the tests: what a buy order got, and moving its payment back in time.
  app.get('/_inspect/:buyOrder', async (request, reply) => {
    const t = transactions.get((request.params as { buyOrder: string }).buyOrder);
    const [detail] = t?.details ?? [];
    return detail
      ? { status: detail.status, refunds: detail.refunds, payment_type_code: detail.payment_type_code }
      : reply.status(404).send(transbankFailure('not found'));
  });
  app.post('/_backdate/:buyOrder', async (request, reply) => {
    const t = transactions.get((request.params as { buyOrder: string }).buyOrder);
    const { minutes } = request.body as { minutes?: number };
    if (!t || !Number.isInteger(minutes)) return reply.status(404).send(transbankFailure('not found'));
    t.at = new Date(t.at.getTime() - (minutes as number) * 60_000);
    return { transaction_date: t.at.toISOString() };
  });
};
