import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { type OpenStream, openOrderStream } from './order-stream.test-helpers.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from './orders.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;
let otherShop: OrderingStore;
const open: OpenStream[] = [];

beforeAll(async () => {
  ctx = await startTestApp({ orderStream: { maxLifeMs: 60_000, heartbeatMs: 300 } });
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
  otherShop = await orderingStore(ctx, admin);
});
afterAll(async () => {
  await ctx?.close();
  // Closing the app ends every open stream.
  await vi.waitFor(() => expect(open.every((stream) => stream.ended())).toBe(true));
});

async function stream(token: string | undefined, options: { query?: string; lastEventId?: string } = {}) {
  const opened = await openOrderStream(ctx, ctx.alpha.slug, token, options);
  open.push(opened);
  return opened;
}

/** A stream that has caught up: from here on every event is live. */
async function liveStream(token: string | undefined, query?: string) {
  const opened = await stream(token, { query });
  expect(opened.status).toBe(200);
  await opened.waitFor((event) => event.event === 'stream.ready');
  return opened;
}

async function newOrder(at: OrderingStore = shop) {
  const placed = await placeOrder(ctx, ctx.alpha, orderBody(at));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: number; code: string };
}

const orderEvent =
  (orderId: number, kind = 'order.created') =>
  (event: { event?: string; data: string }) =>
    event.event === kind && JSON.parse(event.data).id === orderId;

const move = (orderId: number, status: string, storeId = shop.store.id) =>
  admin.patch(`/api/admin/v1/kds/store/${storeId}/orders/${orderId}`, { order: { status } });

describe('GET /orders/stream', () => {
  it('sends a new order and its moves as they happen, each with the order as GET /orders/{id} shows it', async () => {
    const board = await liveStream(admin.token);
    expect(board.contentType).toMatch(/^text\/event-stream/);
    const order = await newOrder();
    const created = await board.waitFor(orderEvent(order.id));
    // The detail adds the customer's loyalty points, which the stream does not carry.
    const { loyalty: _points, ...shown } = (await admin.get(`/api/admin/v1/orders/${order.id}`)).json();
    expect(JSON.parse(created.data)).toEqual(shown);

    expect((await move(order.id, 'preparing')).statusCode).toBe(200);
    const moved = await board.waitFor(orderEvent(order.id, 'order.status_changed'));
    expect(JSON.parse(moved.data).status).toBe('preparing');
    expect(Number(moved.id)).toBeGreaterThan(Number(created.id));
  });

  it('hears an order changed by any writer of the database, not only this API process', async () => {
    const board = await liveStream(admin.token);
    const order = await newOrder();
    await board.waitFor(orderEvent(order.id));
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(`update orders set status = 'preparing' where id = ${order.id}` as never),
    );
    const moved = await board.waitFor(orderEvent(order.id, 'order.status_changed'));
    expect(JSON.parse(moved.data).status).toBe('preparing');
  });

  it('sends only the stores asked for, and a user limited to some stores only theirs', async () => {
    const oneStore = await liveStream(admin.token, `?store_ids=${otherShop.store.id}`);
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [shop.store.id] });
    const limitedBoard = await liveStream(limited.client.token);
    const beta = await superAdmin(ctx, ctx.beta);
    const betaBoard = await openOrderStream(ctx, ctx.beta.slug, beta.token);
    open.push(betaBoard);
    await betaBoard.waitFor((event) => event.event === 'stream.ready');

    const here = await newOrder(shop);
    const there = await newOrder(otherShop);
    await oneStore.waitFor(orderEvent(there.id));
    await limitedBoard.waitFor(orderEvent(here.id));
    // Both orders were fanned out by now: a later order of each store arrives after them.
    const marker = await newOrder(otherShop);
    await oneStore.waitFor(orderEvent(marker.id));
    const markerHere = await newOrder(shop);
    await limitedBoard.waitFor(orderEvent(markerHere.id));

    expect(oneStore.events.some(orderEvent(here.id))).toBe(false);
    expect(limitedBoard.events.some(orderEvent(there.id))).toBe(false);
    expect(limitedBoard.events.some(orderEvent(marker.id))).toBe(false);
    expect(betaBoard.events.filter((event) => event.event?.startsWith('order.'))).toEqual([]);

    const refused = await stream(limited.client.token, { query: `?store_ids=${otherShop.store.id}` });
    expect(refused.status).toBe(404);
  });

  it('resumes from Last-Event-ID with every missed event in order, then goes on live', async () => {
    const first = await liveStream(admin.token);
    const seen = await newOrder();
    const last = await first.waitFor(orderEvent(seen.id));
    first.close();

    const missedA = await newOrder();
    const missedB = await newOrder(otherShop);
    expect((await move(missedA.id, 'preparing')).statusCode).toBe(200);

    const again = await stream(admin.token, { lastEventId: last.id });
    await again.waitFor((event) => event.event === 'stream.ready');
    const orderEvents = again.events.filter((event) => event.event?.startsWith('order.'));
    expect(orderEvents.map((event) => [event.event, JSON.parse(event.data).id])).toEqual([
      ['order.created', missedA.id],
      ['order.created', missedB.id],
      ['order.status_changed', missedA.id],
    ]);
    const ids = orderEvents.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(last.id));

    const later = await newOrder();
    await again.waitFor(orderEvent(later.id));
  });

  it('tells a client with an id the tenant never gave to reload, then follows on', async () => {
    const board = await stream(admin.token, { lastEventId: '999999999' });
    const reset = await board.waitFor((event) => event.event === 'stream.reset');
    expect(JSON.parse(reset.data).last_event_id).toBe(Number(reset.id));
    expect(Number(reset.id)).toBeLessThan(999_999_999);
    await board.waitFor((event) => event.event === 'stream.ready');
    const order = await newOrder();
    await board.waitFor(orderEvent(order.id));
  });

  it('keeps the connection alive with a comment line, and refuses a stranger', async () => {
    const board = await liveStream(admin.token);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(board.comments.filter((comment) => comment.trim() === 'ping').length).toBeGreaterThan(0);
    expect((await stream(undefined)).status).toBe(401);
  });
});
