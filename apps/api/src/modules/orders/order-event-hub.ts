import type { OrderView } from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { lastOrderEventId, type OrderEventRecord, orderEventsAfter } from './order-events.repo.js';
import { findOrderViews } from './orders.repo.js';

/** The database's channel: its payload is the tenant whose orders changed (migration 0035). */
export const ORDER_EVENTS_CHANNEL = 'tablero_order_events';

/** An order event as streams send it: the order as `GET /orders/{id}` shows it now. */
export interface OrderStreamEvent {
  id: number;
  kind: string;
  storeId: number;
  order: OrderView;
}

export interface OrderEventListener {
  /** The stores it wants (undefined: all the tenant's); the hub reads orders only for these. */
  storeIds: readonly number[] | undefined;
  deliver(events: readonly OrderStreamEvent[]): void;
  /** The app is closing. */
  end(): void;
}

/** Events read from the database per round trip. */
const BATCH = 500;

/** Attaches the current view of each event's order; events of orders gone since are dropped. */
export async function withOrders(
  db: Database,
  tenantId: number,
  events: readonly OrderEventRecord[],
): Promise<OrderStreamEvent[]> {
  const ids = [...new Set(events.map((event) => event.orderId))];
  const views = await db.readTenant(tenantId, (tx) => findOrderViews(tx, tenantId, ids));
  return events.flatMap((event) => {
    const order = views.get(event.orderId);
    return order ? [{ id: event.id, kind: event.kind, storeId: event.storeId, order }] : [];
  });
}

/** One tenant's followers in this process and how far the tenant's events were read. */
class TenantFeed {
  readonly listeners = new Set<OrderEventListener>();
  private reading: Promise<void> | undefined;
  private readAgain = false;

  constructor(
    private readonly db: Database,
    private readonly tenantId: number,
    public position: number,
  ) {}

  /** Something may have been written: read from `position` on (once more if a read is running). */
  wake(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readAll()
      .catch(() => {
        // The next wake reads again from the same position: nothing is skipped.
      })
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.wake();
        }
      });
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const wanted = this.wantedStores();
      const records = await this.db.readTenant(this.tenantId, (tx) =>
        orderEventsAfter(tx, this.tenantId, this.position, BATCH),
      );
      if (records.length === 0) return;
      const relevant = wanted ? records.filter((record) => wanted.has(record.storeId)) : records;
      const events = await withOrders(this.db, this.tenantId, relevant);
      // Moving the position and delivering happen together: a listener that joins later starts
      // from a position whose events it is given by its own catch-up read.
      this.position = records[records.length - 1]?.id ?? this.position;
      for (const listener of this.listeners) listener.deliver(events);
      if (records.length < BATCH) return;
    }
  }

  private wantedStores(): Set<number> | undefined {
    const wanted = new Set<number>();
    for (const listener of this.listeners) {
      if (!listener.storeIds) return undefined;
      for (const id of listener.storeIds) wanted.add(id);
    }
    return wanted;
  }
}

/**
 * Fans the database's order events out to this process's open streams (ARCHITECTURE.md "Events
 * cross processes through the database"). A NOTIFY only wakes a tenant's feed; the events
 * themselves are read from `order_events`, whose ids follow commit order, so a feed that reads
 * after its last id misses nothing even when notifications are coalesced or lost (a lost
 * connection wakes every feed).
 */
export class OrderEventHub {
  private readonly feeds = new Map<number, TenantFeed>();
  private stop: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    const wakeAll = () => {
      for (const feed of this.feeds.values()) feed.wake();
    };
    this.stop = await this.db.subscribe(ORDER_EVENTS_CHANNEL, {
      onMessage: (payload) => this.feeds.get(Number(payload))?.wake(),
      onGap: wakeAll,
      onReady: wakeAll,
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
    const feeds = [...this.feeds.values()];
    this.feeds.clear();
    for (const feed of feeds) for (const listener of [...feed.listeners]) listener.end();
  }

  /**
   * Follows a tenant's events from now on. Answers the position the listener starts after: events
   * up to it are the caller's to read (`orderEventsAfter`), later ones are delivered.
   */
  async join(tenantId: number, listener: OrderEventListener): Promise<{ position: number; leave(): void }> {
    let feed = this.feeds.get(tenantId);
    if (!feed) {
      const position = await this.db.readTenant(tenantId, (tx) => lastOrderEventId(tx, tenantId));
      feed = this.feeds.get(tenantId);
      if (!feed) {
        feed = new TenantFeed(this.db, tenantId, position);
        this.feeds.set(tenantId, feed);
        // A notification that came while the position was read found no feed to wake.
        feed.wake();
      }
    }
    const joined = feed;
    joined.listeners.add(listener);
    return {
      position: joined.position,
      leave: () => {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && this.feeds.get(tenantId) === joined) this.feeds.delete(tenantId);
      },
    };
  }
}
