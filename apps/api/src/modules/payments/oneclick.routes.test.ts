import { randomUUID } from 'node:crypto';
import { refundFailures } from '@tablero/domain';
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
import { releaseScheduledOrders } from '../orders/scheduled-orders.js';
import { storeBody } from '../stores/stores.test-helpers.js';
import {
  backdateAtOneclick,
  enrolOneclickCard,
  expectPaidByCard,
  inscriptionCall,
  ONECLICK_STORE_CODE,
  type OneclickCard,
  oneclickAtProvider,
  type PlacedOrder,
  storedPayment,
} from './card-payments.test-helpers.js';
import { cardPaymentsAndRefundsOf } from './online-payments.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  const methods = storeBody(ctx.alpha).payment_methods as Record<string, string[]>;
  shop = await orderingStore(ctx, admin, {
    oneclick_commerce_code: ONECLICK_STORE_CODE,
    payment_methods: { ...methods, delivery: ['cash', 'oneclick'] },
  });
});
afterAll(() => ctx?.close());

const orderWith = (card: OneclickCard | undefined) =>
  deliveryBody(shop, { payment_method: 'oneclick', ...(card ? { oneclick: card } : {}) });
async function paidWith(card: 'debit' | 'credit'): Promise<PlacedOrder> {
  const placed = await placeOrder(ctx, ctx.alpha, orderWith(await enrolOneclickCard(ctx, card)));
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().status).toBe('created');
  return placed.json();
}
const buyOrderOf = (order: { code: string }) => `${ctx.alpha.id}-${order.code}`;
const shown = async (id: number) => (await admin.get(`${ORDERS}/${id}`)).json();
const refund = (id: number, type = 'oneclick') =>
  admin.post(`/api/admin/v1/payments/${type}/${id}/refund_transaction`, {});

describe('Oneclick (through its local stand-in)', () => {
  it('charges the enrolled card during the order call: a paid order reaches the kitchen as created', async () => {
    const body = orderWith(await enrolOneclickCard(ctx, 'credit'));
    const key = randomUUID();
    const placed = await placeOrder(ctx, ctx.alpha, body, key);
    const order = expectPaidByCard(placed, 'oneclick');
    expect(await oneclickAtProvider(ctx, buyOrderOf(order))).toEqual({
      status: 'AUTHORIZED',
      refunds: 0,
      payment_type_code: 'VN',
    });
    expect(await storedPayment(ctx, order.id)).toMatchObject({
      provider: 'oneclick',
      commerce_code: ONECLICK_STORE_CODE,
      token: buyOrderOf(order),
      detail_buy_order: order.code,
      status: 'authorized',
      payment_type_code: 'VN',
      authorized_at: expect.anything(),
    });

    // The storefront retries the call: the same order, charged once.
    const retried = await placeOrder(ctx, ctx.alpha, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(order);
  });

  it('keeps an order whose card is declined or unknown as online_payment_failed, and asks for the card', async () => {
    const declined = await placeOrder(ctx, ctx.alpha, orderWith(await enrolOneclickCard(ctx, 'declined')));
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json()).toMatchObject({ status: 'online_payment_failed', payment: { status: 'failed' } });
    expect(declined.json().history.at(-1)).toMatchObject({ to: 'online_payment_failed', by: 'payment' });
    expect(await storedPayment(ctx, declined.json().id)).toMatchObject({ status: 'failed' });

    const stranger = await placeOrder(
      ctx,
      ctx.alpha,
      orderWith({ username: 'nadie', tbk_user: randomUUID() }),
    );
    expect(stranger.json()).toMatchObject({ status: 'online_payment_failed', payment: { status: 'failed' } });

    const before = await orderCount(ctx, ctx.alpha);
    const missing = await placeOrder(ctx, ctx.alpha, orderWith(undefined));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'oneclick', message: expect.stringContaining('Oneclick') },
    ]);
    expect(await orderCount(ctx, ctx.alpha)).toBe(before);
  });

  it('refunds through Transbank once when the button is pressed twice at once', async () => {
    const order = await paidWith('credit');
    const [first, second] = await Promise.all([refund(order.id), refund(order.id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(first?.json()).toEqual({
      order_id: order.id,
      payment: { method: 'oneclick', status: 'refund_requested' },
      refund_type: 'REVERSED',
    });
    expect(second?.json()).toEqual(first?.json());
    expect(await oneclickAtProvider(ctx, buyOrderOf(order))).toMatchObject({
      status: 'REVERSED',
      refunds: 1,
    });
    expect((await shown(order.id)).payment.status).toBe('refund_requested');
    expect(await storedPayment(ctx, order.id)).toMatchObject({ refund_type: 'REVERSED' });
  });

  it('refunds a debit card within the hour, and after it refuses as Transbank does, changing nothing', async () => {
    const fresh = await paidWith('debit');
    expect((await refund(fresh.id)).json().payment.status).toBe('refund_requested');

    const refusedLate = async (order: PlacedOrder) => {
      const late = await refund(order.id);
      expect(late.statusCode).toBe(422);
      expect(late.json()).toEqual({
        code: 1001,
        message: refundFailures.ONECLICK_REQUEST_FAILED,
        reason: 'ONECLICK_REQUEST_FAILED',
        errors: [{ field: 'payment', message: refundFailures.ONECLICK_REQUEST_FAILED }],
      });
      expect((await shown(order.id)).payment.status).toBe('completed');
      expect(await storedPayment(ctx, order.id)).toMatchObject({ refund_type: null, refunded_at: null });
      expect(await oneclickAtProvider(ctx, buyOrderOf(order))).toMatchObject({
        status: 'AUTHORIZED',
        refunds: 0,
      });
    };
    // By our record of the payment: Transbank is not even asked.
    const oldHere = await paidWith('debit');
    await ctx.db.executeOwnerSql(
      `update payment_transactions set authorized_at = now() - interval '61 minutes' where order_id = $1`,
      [oldHere.id],
    );
    await refusedLate(oldHere);
    // By Transbank's clock, when ours says the hour has not passed: its refusal is read the same.
    const oldThere = await paidWith('debit');
    await backdateAtOneclick(ctx, buyOrderOf(oldThere), 61);
    await refusedLate(oldThere);
  });

  it('refuses a refund of another kind, and leaves one with no record at Transbank to be done by hand', async () => {
    const order = await paidWith('credit');
    for (const type of ['webpay', 'mercado_pago_card']) {
      const wrong = await refund(order.id, type);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].field).toBe('type');
    }
    expect((await shown(order.id)).payment.status).toBe('completed');

    // As the orders seeded before the adapters: paid with Oneclick, with no payment record.
    await ctx.db.executeOwnerSql('delete from payment_transactions where order_id = $1', [order.id]);
    const manual = await refund(order.id);
    expect(manual.statusCode).toBe(200);
    expect(manual.json()).toMatchObject({
      payment: { status: 'pending_refund_manual' },
      refund_type: 'manual',
    });
    expect(await oneclickAtProvider(ctx, buyOrderOf(order))).toMatchObject({ refunds: 0 });
  });

  it('settles in the minute sweep an order whose call died while Transbank charged it', async () => {
    const paid = await paidWith('credit');
    const placedAgain = await placeOrder(ctx, ctx.alpha, orderWith(await enrolOneclickCard(ctx, 'declined')));
    const declined = placedAgain.json() as PlacedOrder;
    // As if each order call had died after Transbank answered and before the answer was kept.
    for (const order of [paid, declined])
      await ctx.db.executeOwnerSql(
        `with gone as (delete from payment_transactions where tenant_id = $1 and order_id = $2)
         update orders set status = 'pending_online_payment', payment_status = 'created'
          where tenant_id = $1 and id = $2`,
        [ctx.alpha.id, order.id],
      );
    const { cards } = cardPaymentsAndRefundsOf(ctx.app, ctx.config, ctx.db, ctx.secretBox);
    await cards.settleWaiting(0);
    expect(await shown(paid.id)).toMatchObject({ status: 'created', payment: { status: 'completed' } });
    expect(await storedPayment(ctx, paid.id)).toMatchObject({
      token: buyOrderOf(paid),
      status: 'authorized',
      commerce_code: ONECLICK_STORE_CODE,
    });
    expect(await oneclickAtProvider(ctx, buyOrderOf(paid))).toMatchObject({ status: 'AUTHORIZED' });
    expect(await shown(declined.id)).toMatchObject({
      status: 'online_payment_failed',
      payment: { status: 'failed' },
    });
  });

  it('charges a future order when it is placed, and sends it to the kitchen paid when its time comes', async () => {
    const at = new Date(Date.now() + 5 * 3_600_000);
    const card = await enrolOneclickCard(ctx, 'credit');
    const placed = await placeOrder(ctx, ctx.alpha, { ...orderWith(card), scheduled_at: at.toISOString() });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PlacedOrder;
    expect(order).toMatchObject({
      status: 'creation_scheduled',
      payment: { method: 'oneclick', status: 'completed' },
    });
    expect(await oneclickAtProvider(ctx, buyOrderOf(order))).toMatchObject({ status: 'AUTHORIZED' });

    await releaseScheduledOrders(ctx.db, at);
    const released = await shown(order.id);
    expect(released).toMatchObject({ status: 'created', payment: { status: 'completed' } });
    expect(released.history.map((h: { to: string; by: string }) => [h.to, h.by])).toEqual([
      ['pending_online_payment', 'customer'],
      ['creation_scheduled', 'payment'],
      ['created', 'server'],
    ]);
  });

  it('gives the money back by itself when a paid future order fails because its store was disabled', async () => {
    const closing = await orderingStore(ctx, admin, {
      oneclick_commerce_code: ONECLICK_STORE_CODE,
      payment_methods: { ...(storeBody(ctx.alpha).payment_methods as object), delivery: ['oneclick'] },
    });
    const at = new Date(Date.now() + 5 * 3_600_000);
    const placeFuture = async (card: 'credit' | 'debit') => {
      const body = deliveryBody(closing, {
        payment_method: 'oneclick',
        oneclick: await enrolOneclickCard(ctx, card),
        scheduled_at: at.toISOString(),
      });
      const placed = await placeOrder(ctx, ctx.alpha, body);
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json() as PlacedOrder;
    };
    const credit = await placeFuture('credit');
    const debit = await placeFuture('debit');
    expect(
      (await admin.patch(`/api/admin/v1/stores/${closing.store.id}`, { enabled: false })).statusCode,
    ).toBe(200);

    await releaseScheduledOrders(ctx.db, at);
    const { refunds } = cardPaymentsAndRefundsOf(ctx.app, ctx.config, ctx.db, ctx.secretBox);
    expect(await refunds.refundFailedOrders(at)).toBe(2);
    // Credit: reversed at Transbank.
    expect(await shown(credit.id)).toMatchObject({
      status: 'failed',
      payment: { status: 'refund_requested' },
    });
    expect(await oneclickAtProvider(ctx, buyOrderOf(credit))).toMatchObject({ refunds: 1 });
    expect(await storedPayment(ctx, credit.id)).toMatchObject({
      refund_type: expect.stringMatching(/^(REVERSED|NULLIFIED)$/),
    });
    // Debit, paid five hours before: past Transbank's hour, so it is left for a refund by hand.
    expect(await shown(debit.id)).toMatchObject({
      status: 'failed',
      payment: { status: 'pending_refund_manual' },
    });
    expect(await oneclickAtProvider(ctx, buyOrderOf(debit))).toMatchObject({
      status: 'AUTHORIZED',
      refunds: 0,
    });
    expect(await storedPayment(ctx, debit.id)).toMatchObject({ refund_type: 'manual' });
    // Once only.
    expect(await refunds.refundFailedOrders(at)).toBe(0);
    expect(await oneclickAtProvider(ctx, buyOrderOf(credit))).toMatchObject({ refunds: 1 });
  });

  it('refuses enrolments Transbank would not make, with a reason, and an unknown token', async () => {
    const malformed = await inscriptionCall(ctx, 'POST', '', {
      username: '',
      email: 'no-es-correo',
      response_url: 'javascript:alert(1)',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'username',
      'email',
      'response_url',
    ]);
    const started = await inscriptionCall(ctx, 'POST', '', {
      username: 'cliente-apurado',
      email: 'apurado@example.cl',
      response_url: 'https://tienda.example.cl/oneclick/inscrita',
    });
    // Finished before the customer chose a card on Transbank's page.
    const early = await inscriptionCall(ctx, 'PUT', `/${started.json().token}`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0]).toEqual({
      field: 'token',
      message: expect.stringContaining('Transbank no inscribió la tarjeta'),
    });
    expect((await inscriptionCall(ctx, 'PUT', '/token-que-no-existe')).statusCode).toBe(404);
    expect((await inscriptionCall(ctx, 'PUT', '/token%20con%20espacios')).statusCode).toBe(422);
  });
});
