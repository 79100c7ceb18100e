import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import {
  deliveryBody,
  ORDERS,
  type OrderingStore,
  orderBody,
  orderingStore,
  placeOrder,
} from '../orders/orders.test-helpers.js';
import { onlinePaymentsOf } from './online-payments.js';
import {
  comeBack as comeBackAs,
  inspectAtProvider,
  type OnlinePayment,
  payAtProvider as payAt,
  payThroughWebpay,
  sentBackTo,
} from './payments.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

async function onlineOrder() {
  const placed = await placeOrder(ctx, ctx.alpha, deliveryBody(shop, { payment_method: 'online' }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: number; code: string; online_payment: OnlinePayment };
}

const comeBack = (path: string) => comeBackAs(ctx, path);
const payAtProvider = (payment: OnlinePayment, outcome: 'debit' | 'credit' | 'reject') =>
  payAt(ctx, payment, outcome);
const shown = async (id: number) => (await admin.get(`${ORDERS}/${id}`)).json();
const refund = (id: number, type = 'webpay', as = admin) =>
  as.post(`/api/admin/v1/payments/${type}/${id}/refund_transaction`, {});
const inspect = (token: string) => inspectAtProvider(ctx, token);

async function paidOrder(card: 'debit' | 'credit') {
  const order = await onlineOrder();
  await payThroughWebpay(ctx, order.online_payment, card);
  return order;
}

describe('online payments (Webpay, through its local stand-in)', () => {
  it('sends the customer to pay, and a paid order reaches the kitchen as created', async () => {
    const order = await onlineOrder();
    expect(order.online_payment.url).toMatch(/\/fake\/webpay\/pay$/);
    expect((await shown(order.id)).status).toBe('pending_online_payment');

    const returnPath = await payAtProvider(order.online_payment, 'credit');
    expect(returnPath).toMatch(/^\/api\/web\/v1\/payments\/webpay\/return\?tenant=alpha&token_ws=/);
    const back = await comeBack(returnPath);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`Recibimos el pago de tu pedido ${order.code}`);
    expect(sentBackTo(back)).toBe(`https://alpha.tablero.app/pedido/${order.code}?pago=aprobado`);
    const paid = await shown(order.id);
    expect(paid.status).toBe('created');
    expect(paid.payment).toEqual({ method: 'online', status: 'completed' });
    expect(paid.history.at(-1)).toMatchObject({
      from: 'pending_online_payment',
      to: 'created',
      by: 'payment',
    });

    // The customer reloads the return page: nothing is committed twice.
    const again = await comeBack(returnPath);
    expect(sentBackTo(again)).toBe(sentBackTo(back));
    expect((await shown(order.id)).history).toHaveLength(2);
  });

  it('gives a retried order call the same payment page', async () => {
    const body = deliveryBody(shop, { payment_method: 'online' });
    const key = crypto.randomUUID();
    const first = await placeOrder(ctx, ctx.alpha, body, key);
    const retried = await placeOrder(ctx, ctx.alpha, body, key);
    expect(first.statusCode).toBe(201);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().online_payment).toEqual(first.json().online_payment);
  });

  it('fails an order whose payment was rejected or abandoned', async () => {
    const rejected = await onlineOrder();
    const back = await comeBack(await payAtProvider(rejected.online_payment, 'reject'));
    expect(sentBackTo(back)).toMatch(/\?pago=rechazado$/);
    expect(await shown(rejected.id)).toMatchObject({
      status: 'online_payment_failed',
      payment: { status: 'failed' },
    });

    const abandoned = await onlineOrder();
    const gaveUp = await comeBack(
      `/api/web/v1/payments/webpay/return?tenant=alpha&TBK_TOKEN=${abandoned.online_payment.token}`,
    );
    expect(sentBackTo(gaveUp)).toMatch(/\?pago=rechazado$/);
    expect((await shown(abandoned.id)).status).toBe('online_payment_failed');
    // A token of no order of this tenant.
    expect(
      (
        await comeBack(
          `/api/web/v1/payments/webpay/return?tenant=beta&token_ws=${abandoned.online_payment.token}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refunds a credit card payment once, however often the button is pressed', async () => {
    const order = await paidOrder('credit');
    const first = await refund(order.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      order_id: order.id,
      payment: { method: 'online', status: 'refund_requested' },
      refund_type: 'REVERSED',
    });
    const second = await refund(order.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await inspect(order.online_payment.token)).toMatchObject({ state: 'REVERSED', refunds: 1 });
    expect((await shown(order.id)).payment.status).toBe('refund_requested');
  });

  it('refunds a debit card within the hour, and refuses after it as Transbank does, changing nothing', async () => {
    const fresh = await paidOrder('debit');
    expect((await refund(fresh.id)).json().payment.status).toBe('refund_requested');

    const old = await paidOrder('debit');
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(
        `update payment_transactions set authorized_at = now() - interval '61 minutes' where order_id = ${old.id}` as never,
      ),
    );
    const late = await refund(old.id);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 1001,
      reason: 'WEBPAY_REQUEST_FAILED',
      errors: [{ field: 'payment', message: expect.stringContaining('más de 1 hora') }],
    });
    expect((await shown(old.id)).payment.status).toBe('completed');
    expect(await inspect(old.online_payment.token)).toMatchObject({ refunds: 0 });
  });

  it('refuses what cannot be refunded, and whoever may not refund', async () => {
    const cash = await placeOrder(ctx, ctx.alpha, orderBody(shop));
    expect((await refund(cash.json().id)).json().errors[0].field).toBe('payment');
    const unpaid = await onlineOrder();
    expect((await refund(unpaid.id)).json().errors[0].message).toMatch(/no está completado/);
    const paid = await paidOrder('credit');
    expect((await refund(paid.id, 'oneclick')).json().errors[0].field).toBe('type');
    expect((await refund(paid.id, 'bitcoin')).statusCode).toBe(422);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await refund(paid.id, 'webpay', kitchen.client)).statusCode).toBe(403);
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await refund(paid.id, 'webpay', beta)).statusCode).toBe(404);
    expect((await shown(paid.id)).payment.status).toBe('completed');
  });

  it('settles the payments whose customer never came back: paid ones reach the kitchen, the others fail', async () => {
    const paidAndGone = await onlineOrder();
    await payAtProvider(paidAndGone.online_payment, 'credit');
    const leftThePage = await onlineOrder();
    const payments = onlinePaymentsOf(ctx.app, ctx.config, ctx.db);
    expect(await payments.settleAbandoned()).toBe(0);
    expect(await payments.settleAbandoned(0)).toBeGreaterThanOrEqual(2);
    expect(await shown(paidAndGone.id)).toMatchObject({
      status: 'created',
      payment: { status: 'completed' },
    });
    expect(await shown(leftThePage.id)).toMatchObject({
      status: 'online_payment_failed',
      payment: { status: 'failed' },
    });
  });
});
