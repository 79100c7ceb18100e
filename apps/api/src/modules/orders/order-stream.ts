import type { OutgoingHttpHeaders } from 'node:http';
import type { OrderStreamEventName, OrderStreamMark } from '@tablero/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../identity/actor.js';
import { type OrderEventHub, type OrderStreamEvent, withOrders } from './order-event-hub.js';
import { lastOrderEventId, orderEventsAfter } from './order-events.repo.js';

/** Past the most a reconnecting board is sent one by one, it is told to reload instead. */
const MOST_MISSED = 1000;
/** A client that stops reading is let go (it reconnects and resumes) before it holds more than this. */
const MOST_UNREAD_BYTES = 1 << 20;

export interface OrderStreamOptions {
  maxLifeMs: number;
  heartbeatMs: number;
}

/** The stores a stream follows: those asked for, which a user limited to some stores must hold. */
export function streamStoresOf(
  actor: Actor,
  asked: readonly number[] | undefined,
): readonly number[] | undefined {
  const held = actor.storeIds;
  if (!asked || asked.length === 0) return held;
  if (held && asked.some((id) => !held.includes(id))) throw notFound();
  return [...new Set(asked)];
}

/** `Last-Event-ID` as a number, or undefined when absent or not an id. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Answers `GET /orders/stream` as server-sent events until the client leaves, the stream has lived
 * `maxLifeMs` or the app closes. What the client missed since its `Last-Event-ID` is read from the
 * database first, while live events are held back; then the held events follow, none twice.
 */
export async function streamOrders(
  db: Database,
  hub: OrderEventHub,
  options: OrderStreamOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  storeIds: readonly number[] | undefined,
): Promise<void> {
  const tenantId = request.tenant.id;
  const raw = reply.raw;
  let sentUpTo = 0;
  let live = false;
  let ended = false;
  const held: OrderStreamEvent[] = [];

  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MOST_UNREAD_BYTES) end();
  };
  const send = (name: OrderStreamEventName, data: unknown, id?: number) =>
    write(`${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  const sendEvents = (events: readonly OrderStreamEvent[]) => {
    for (const event of events) {
      if (event.id <= sentUpTo || (storeIds && !storeIds.includes(event.storeId))) continue;
      send(event.kind as OrderStreamEventName, event.order, event.id);
      sentUpTo = event.id;
    }
  };

  const listener = {
    storeIds,
    deliver: (events: readonly OrderStreamEvent[]) => (live ? sendEvents(events) : held.push(...events)),
    end: () => end(),
  };
  const joined = await hub.join(tenantId, listener);
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  const lifetime = setTimeout(() => end(), options.maxLifeMs);
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    joined.leave();
    raw.end();
  }
  raw.on('close', end);

  reply.hijack();
  // The headers the app's hooks set so far (security, admin-id), which a hijacked reply does not send.
  const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  raw.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // Once the stream ends its connection goes too: an idle keep-alive socket left behind would hold
    // a closing server open until it times out.
    connection: 'close',
  });
  write('retry: 2000\n\n');

  try {
    const from = lastEventIdOf(request.headers['last-event-id']) ?? joined.position;
    // This process may not have read as far as another one that served the client before.
    const known =
      from <= joined.position ||
      from <= (await db.readTenant(tenantId, (tx) => lastOrderEventId(tx, tenantId)));
    const missed = known
      ? await db.readTenant(tenantId, (tx) => orderEventsAfter(tx, tenantId, from, MOST_MISSED + 1, storeIds))
      : undefined;
    if (!missed || missed.length > MOST_MISSED) {
      // An id this tenant never gave, or more missed than is worth sending: start again from now.
      sentUpTo = joined.position;
      send('stream.reset', { last_event_id: sentUpTo } satisfies OrderStreamMark, sentUpTo);
    } else {
      sentUpTo = from;
      sendEvents(await withOrders(db, tenantId, missed));
    }
    live = true;
    sendEvents(held.splice(0));
    send('stream.ready', { last_event_id: sentUpTo } satisfies OrderStreamMark);
  } catch (error) {
    request.log.error(error, 'orders stream failed to catch up');
    end();
  }
}
