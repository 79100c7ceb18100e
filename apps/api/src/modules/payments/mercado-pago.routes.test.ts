import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import {
  deliveryBody,
  ORDERS,
  type OrderingStore,
  orderCount,
  orderingStore,
  placeOrder,
} from '../orders/orders.test-helpers.js';
import {
  expectPaidByCard,
  mercadoPagoCardToken,
  mercadoPagoPaymentsOf,
  mercadoPagoRefundsOf,
  type PlacedOrder,
  storedPayment,
} from './card-payments.test-helpers.js';
import { standInSignatureKey } from './mercado-pago-fake.routes.js';
import { notificationSignature } from './mercado-pago-signature.js';
import { cardPaymentsAndRefundsOf } from './online-payments.js';

const ACCESS_TOKEN = 'TEST-7312-tienda-de-prueba';
const PUBLIC_KEY = 'TEST-5b1c9a2e-7312-4f0e-9d2c-llave-publica';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
  // Mercado Pago cards are a legacy method: a store keeps it only if it already had it, as here.
  await ctx.db.executeOwnerSql(
    `update stores set payment_methods = jsonb_set(payment_methods, '{delivery}', '["cash", "mercado_pago_card"]')
      where id = $1`,
    [shop.store.id],
  );
  await saveCredentials({});
});

async function saveCredentials(more: { public_key?: string; webhook_signature_key?: string | undefined }) {
  const credentials = await admin.patch('/api/admin/v1/auth_credentials', {
    key: 'mercado_pago',
    store_id: shop.store.id,
    credentials: { access_token: ACCESS_TOKEN, ...more },
  });
  expect(credentials.statusCode, credentials.body).toBe(200);
}
afterAll(() => ctx?.close());

async function orderPaidBy(holder: 'APRO' | 'CONT' | 'OTHE', key?: string) {
  const body = deliveryBody(shop, {
    payment_method: 'mercado_pago_card',
    mercado_pago: {
      token: await mercadoPagoCardToken(ctx, holder),
      payment_method_id: 'visa',
      installments: 1,
    },
  });
  return { body, placed: await placeOrder(ctx, ctx.alpha, body, key) };
}
async function paidOrder(): Promise<PlacedOrder> {
  const { placed } = await orderPaidBy('APRO');
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}
const paymentsAtProvider = (order: { code: string }) => mercadoPagoPaymentsOf(ctx, ACCESS_TOKEN, order.code);
const shown = async (id: number) => (await admin.get(`${ORDERS}/${id}`)).json();
const review = (paymentId: number, status: 'approved' | 'rejected') =>
  ctx.app.inject({ method: 'POST', url: `/fake/mercado-pago/review/${paymentId}`, payload: { status } });
const refund = (id: number, type = 'mercado_pago_card') =>
  admin.post(`/api/admin/v1/payments/${type}/${id}/refund_transaction`, {});

describe('Mercado Pago cards (through its local stand-in)', () => {
  it('charges the card token during the order call: a paid order reaches the kitchen as created', async () => {
    const key = randomUUID();
    const { body, placed } = await orderPaidBy('APRO', key);
    const order = expectPaidByCard(placed, 'mercado_pago_card');
    const [charged, ...more] = await paymentsAtProvider(order);
    expect(more).toEqual([]);
    expect(charged).toMatchObject({
      status: 'approved',
      transaction_amount: order.amounts.total / 100,
      installments: 1,
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      external_reference: order.code,
      payer: { email: order.customer.email },
    });
    expect(await storedPayment(ctx, order.id)).toMatchObject({
      provider: 'mercado_pago',
      token: String(charged?.id),
      status: 'authorized',
      payment_type_code: 'credit_card',
      authorized_at: expect.anything(),
    });

    // The storefront retries the call: the same order, charged once.
    const retried = await placeOrder(ctx, ctx.alpha, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(order);
    expect(await paymentsAtProvider(order)).toHaveLength(1);
  });

  it('keeps an order whose card is rejected as online_payment_failed, one in review waiting, and asks for the card', async () => {
    const rejected = (await orderPaidBy('OTHE')).placed;
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect(rejected.json()).toMatchObject({ status: 'online_payment_failed', payment: { status: 'failed' } });
    expect((await paymentsAtProvider(rejected.json()))[0]?.status).toBe('rejected');

    const inReview = (await orderPaidBy('CONT')).placed.json();
    expect(inReview).toMatchObject({ status: 'pending_online_payment', payment: { status: 'created' } });
    expect(await storedPayment(ctx, inReview.id)).toMatchObject({ status: 'pending' });
    expect((await refund(inReview.id)).json().errors[0].message).toMatch(/no está completado/);

    const before = await orderCount(ctx, ctx.alpha);
    const missing = await placeOrder(
      ctx,
      ctx.alpha,
      deliveryBody(shop, { payment_method: 'mercado_pago_card' }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'mercado_pago', message: expect.stringContaining('token') },
    ]);
    expect(await orderCount(ctx, ctx.alpha)).toBe(before);
  });

  it('refunds through Mercado Pago once when the button is pressed twice at once', async () => {
    const order = await paidOrder();
    const [first, second] = await Promise.all([refund(order.id), refund(order.id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(first?.json()).toEqual({
      order_id: order.id,
      payment: { method: 'mercado_pago_card', status: 'refund_requested' },
      refund_type: 'refunded',
    });
    expect(second?.json()).toEqual(first?.json());
    const [payment] = await paymentsAtProvider(order);
    expect(payment?.status).toBe('refunded');
    expect(await mercadoPagoRefundsOf(ctx, ACCESS_TOKEN, payment?.id ?? 0)).toEqual([
      expect.objectContaining({ amount: order.amounts.total / 100, status: 'approved' }),
    ]);
    expect((await shown(order.id)).payment.status).toBe('refund_requested');
  });

  it('refuses a refund of another kind, changing nothing', async () => {
    const order = await paidOrder();
    for (const type of ['webpay', 'oneclick']) {
      const wrong = await refund(order.id, type);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].field).toBe('type');
    }
    expect((await shown(order.id)).payment.status).toBe('completed');
    const [payment] = await paymentsAtProvider(order);
    expect(await mercadoPagoRefundsOf(ctx, ACCESS_TOKEN, payment?.id ?? 0)).toEqual([]);
  });

  it('settles orders left in review in the minute sweep when Mercado Pago’s notification never came', async () => {
    const toApprove = (await orderPaidBy('CONT')).placed.json() as PlacedOrder;
    const toReject = (await orderPaidBy('CONT')).placed.json() as PlacedOrder;
    const { cards } = cardPaymentsAndRefundsOf(ctx.app, ctx.config, ctx.db, ctx.secretBox);
    // Just placed: the sweep leaves them to Mercado Pago for a while.
    await cards.settleWaiting();
    expect((await shown(toApprove.id)).status).toBe('pending_online_payment');
    // Asked while still in review, they keep waiting.
    await cards.settleWaiting(0);
    expect((await shown(toApprove.id)).status).toBe('pending_online_payment');

    for (const [order, status] of [
      [toApprove, 'approved'],
      [toReject, 'rejected'],
    ] as const) {
      const [payment] = await paymentsAtProvider(order);
      const decided = await ctx.app.inject({
        method: 'POST',
        url: `/fake/mercado-pago/review/${payment?.id}`,
        payload: { status, notify: false },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    await cards.settleWaiting(0);
    expect(await shown(toApprove.id)).toMatchObject({
      status: 'created',
      payment: { method: 'mercado_pago_card', status: 'completed' },
    });
    expect(await storedPayment(ctx, toApprove.id)).toMatchObject({
      status: 'authorized',
      authorized_at: expect.anything(),
    });
    expect(await shown(toReject.id)).toMatchObject({
      status: 'online_payment_failed',
      payment: { status: 'failed' },
    });
    expect(await storedPayment(ctx, toReject.id)).toMatchObject({ status: 'failed' });
  });

  it('tells the storefront a store’s public key, never its access token', async () => {
    const keyOf = (storeId: number, tenant = ctx.alpha.slug) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/web/v1/stores/${storeId}/payments/mercado_pago`,
        headers: { tenant },
      });
    const before = await keyOf(shop.store.id);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toMatch(/no tiene llave pública/);

    await saveCredentials({ public_key: PUBLIC_KEY });
    const known = await keyOf(shop.store.id);
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ public_key: PUBLIC_KEY });
    expect(known.body).not.toContain(ACCESS_TOKEN);

    // Another tenant's store, a store without Mercado Pago, a store that does not exist.
    expect((await keyOf(shop.store.id, ctx.beta.slug)).statusCode).toBe(404);
    const other = await orderingStore(ctx, admin);
    const unset = await keyOf(other.store.id);
    expect(unset.statusCode).toBe(404);
    expect(unset.json().message).toBe('La tienda no tiene configuradas sus credenciales de Mercado Pago.');
    expect((await keyOf(2_000_000_000)).statusCode).toBe(404);
    expect((await keyOf(0)).statusCode).toBe(422);
  });

  it('settles an order left in review as soon as Mercado Pago notifies the decision, signed with the store’s key', async () => {
    for (const signatureKey of [undefined, standInSignatureKey(ACCESS_TOKEN)]) {
      await saveCredentials({ public_key: PUBLIC_KEY, webhook_signature_key: signatureKey });
      const order = (await orderPaidBy('CONT')).placed.json() as PlacedOrder;
      expect(order.status).toBe('pending_online_payment');
      const [payment] = await paymentsAtProvider(order);
      expect(payment).toMatchObject({
        notification_url: expect.stringContaining(
          `/api/web/v1/stores/${shop.store.id}/payments/mercado_pago/notifications?tenant=${ctx.alpha.slug}`,
        ),
      });
      const decided = await review(payment?.id ?? 0, 'approved');
      expect(decided.json().notified).toBe(200);
      // No sweep: the notification settled it.
      expect(await shown(order.id)).toMatchObject({
        status: 'created',
        payment: { method: 'mercado_pago_card', status: 'completed' },
      });
      expect(await storedPayment(ctx, order.id)).toMatchObject({ status: 'authorized' });
    }
    const rejected = (await orderPaidBy('CONT')).placed.json() as PlacedOrder;
    const [payment] = await paymentsAtProvider(rejected);
    expect((await review(payment?.id ?? 0, 'rejected')).json().notified).toBe(200);
    expect(await shown(rejected.id)).toMatchObject({
      status: 'online_payment_failed',
      payment: { status: 'failed' },
    });
  });

  it('refuses a notification not signed with the store’s key and believes no notice, changing nothing', async () => {
    const signatureKey = standInSignatureKey(ACCESS_TOKEN);
    await saveCredentials({ public_key: PUBLIC_KEY, webhook_signature_key: signatureKey });
    const order = (await orderPaidBy('CONT')).placed.json() as PlacedOrder;
    const [payment] = await paymentsAtProvider(order);
    const dataId = String(payment?.id);
    const notify = (
      headers: Record<string, string>,
      query = `data.id=${dataId}&type=payment`,
      storeId = shop.store.id,
    ) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/web/v1/stores/${storeId}/payments/mercado_pago/notifications?tenant=${ctx.alpha.slug}&${query}`,
        headers,
        payload: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
      });
    const signed = (secret: string, requestId = randomUUID(), ts = String(Date.now())) => ({
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${notificationSignature(secret, { dataId, requestId, ts })}`,
    });

    const forged: Record<string, string>[] = [{}, signed('otra-llave'), { 'x-signature': 'ts=1,v1=abc' }];
    for (const headers of forged) {
      const refused = await notify(headers);
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json().message).toBe('La firma de la notificación de Mercado Pago no es válida.');
    }
    // A signature made for another request id does not carry over.
    const reused = signed(signatureKey);
    expect((await notify({ ...reused, 'x-request-id': randomUUID() })).statusCode).toBe(401);

    // Signed, but Mercado Pago still has it in review: the notice alone decides nothing.
    const honest = await notify(signed(signatureKey));
    expect(honest.statusCode, honest.body).toBe(200);
    expect(honest.json()).toEqual({ received: true, settled: false });
    expect((await shown(order.id)).status).toBe('pending_online_payment');

    // Not a payment, a payment of no order, a store without Mercado Pago, another tenant.
    expect((await notify(signed(signatureKey), `data.id=${dataId}&type=merchant_order`)).json()).toEqual({
      received: true,
      settled: false,
    });
    const other = await orderingStore(ctx, admin);
    expect((await notify(signed(signatureKey), undefined, other.store.id)).statusCode).toBe(404);
    const beta = await ctx.app.inject({
      method: 'POST',
      url: `/api/web/v1/stores/${shop.store.id}/payments/mercado_pago/notifications?tenant=${ctx.beta.slug}&data.id=${dataId}&type=payment`,
      headers: signed(signatureKey),
      payload: {},
    });
    expect(beta.statusCode).toBe(404);
    expect((await shown(order.id)).status).toBe('pending_online_payment');
    expect(await storedPayment(ctx, order.id)).toMatchObject({ status: 'pending' });
  });
});
