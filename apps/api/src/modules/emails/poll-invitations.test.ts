import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp.fake.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { smtpMailer } from '../../lib/mailer.js';
import { completedOrder, customer, newPoll, newQuestion, POLLS } from '../nps/nps.test-helpers.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';
import { outboundEmailsOf } from './outbound-emails.js';

const FROM = 'Demo Burger <pedidos@demo.example.cl>';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;
let smtp: FakeSmtp;
let mailer: ReturnType<typeof smtpMailer>;
let pollId: number;

const outbox = async (orderId: number) =>
  (
    await ctx.db.executeOwnerSql(
      'select kind, recipient, status, attempts, last_error from outbound_emails where order_id = $1',
      [orderId],
    )
  ).rows;
const emails = () => outboundEmailsOf(ctx.config, ctx.db, ctx.secretBox, mailer);
const customerEmail = async (orderId: number) =>
  (await admin.get(`/api/admin/v1/orders/${orderId}`)).json().customer.email as string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
  smtp = await startFakeSmtp();
  mailer = smtpMailer(smtp.url, FROM);
  const nps = await newQuestion(admin, '¿Qué tan probable es que nos recomiendes?', 'nps');
  pollId = (await newPoll(admin, { title: 'Delivery', dispatch_method: 'delivery', question_ids: [nps.id] }))
    .id;
  expect((await admin.patch(`${POLLS}/${pollId}`, { active: true })).statusCode).toBe(200);
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await ctx?.close();
});

describe('poll invitations by e-mail', () => {
  it('e-mail a completed delivery order’s customer the link to the active poll, once', async () => {
    const order = await completedOrder(ctx, admin, shop, 'delivery');
    const to = await customerEmail(order.id);
    expect(await outbox(order.id)).toEqual([
      { kind: 'poll_invitation', recipient: to, status: 'pending', attempts: 0, last_error: null },
    ]);

    expect(await emails().sendWaiting()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'pedidos@demo.example.cl',
      to: [to],
      subject: `${ctx.alpha.name}: ¿cómo estuvo tu pedido ${order.code}?`,
    });
    // The link the console gives staff for the same order, in the text and as the HTML's button.
    const staffLink = (await admin.get(`/api/admin/v1/orders/${order.id}/poll_link`)).json();
    expect(mail?.text).toContain(staffLink.url);
    expect(mail?.html).toContain(`href="${staffLink.url.replace(/&/g, '&amp;')}"`);
    const shown = await customer(ctx, ctx.alpha).show(staffLink.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ poll_id: pollId, order: { code: order.code } });
    expect((await outbox(order.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    // Sent is sent: the next run finds nothing.
    expect(await emails().sendWaiting()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('invite nobody while the order is not completed, or when its dispatch method has no active poll', async () => {
    const placed = await placeOrder(ctx, ctx.alpha, orderBody(shop));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await outbox(placed.json().id)).toEqual([]);
    const pickUp = await completedOrder(ctx, admin, shop, 'pick_up');
    expect(await outbox(pickUp.id)).toEqual([]);
    expect(await emails().sendWaiting()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('fail an e-mail the server refuses for good; keep one it cannot take now for the next run', async () => {
    const refused = await completedOrder(ctx, admin, shop, 'delivery');
    smtp.refuse.add((await customerEmail(refused.id)).toLowerCase());
    expect(await emails().sendWaiting()).toBe(0);
    expect((await outbox(refused.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('No such mailbox'),
    });

    // A mail server out of reach: the e-mail waits with its error, and goes with the next run.
    const later = await completedOrder(ctx, admin, shop, 'delivery');
    const down = smtpMailer('smtp://127.0.0.1:1', FROM);
    expect(await outboundEmailsOf(ctx.config, ctx.db, ctx.secretBox, down).sendWaiting()).toBe(0);
    down.close();
    expect((await outbox(later.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outbox(later.id))[0]?.last_error).toBeTruthy();
    expect(await emails().sendWaiting()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([[await customerEmail(later.id)]]);
    expect((await outbox(later.id))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect((await outbox(refused.id))[0]?.status).toBe('failed');
  });

  it('wait in the outbox while no mail server is configured', async () => {
    const order = await completedOrder(ctx, admin, shop, 'delivery');
    const unconfigured = outboundEmailsOf(
      { ...ctx.config, mail: { smtpUrl: undefined, from: FROM } },
      ctx.db,
      ctx.secretBox,
    );
    expect(await unconfigured.sendWaiting()).toBe(0);
    expect((await outbox(order.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await emails().sendWaiting()).toBe(1);
  });

  it('tell staff how the invitations fared in the last 30 days, and that this deployment has no mail server', async () => {
    const summary = await admin.get('/api/admin/v1/polls/invitations');
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json();
    // The app under test has no SMTP_URL: the tests above sent through a mailer of their own.
    expect(body).toMatchObject({ mail_server: false, sent: 3, waiting: 0, failed: 1 });
    expect(Date.parse(body.last_sent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.failures).toEqual([
      {
        order_id: expect.any(Number),
        order_code: expect.any(String),
        recipient: expect.stringContaining('@example.cl'),
        error: expect.stringContaining('No such mailbox'),
        at: expect.any(String),
      },
    ]);
    // Another brand's staff see their own invitations only: none.
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get('/api/admin/v1/polls/invitations')).json()).toMatchObject({
      sent: 0,
      waiting: 0,
      failed: 0,
      last_sent_at: null,
      failures: [],
    });
  });
});
