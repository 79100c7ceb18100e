import type { OrderView } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followEventStream } from '../../../shared/http/event-stream.js';
import { camelizeKeys, request } from '../../../shared/http/index.js';
import { type Order, orderKeys } from '../api.js';
import { type BoardOrders, withOrder } from './board-orders.js';

/** `live`: following; `connecting`/`offline`: not (yet); `refused`: the server will not send this board. */
export type BoardConnection = 'connecting' | 'live' | 'offline' | 'refused';

const ORDERS = '/api/admin/v1/orders';

/** The orders a board starts from (`GET /orders/board`): still in the kitchen's hands, since yesterday. */
async function loadBoard(storeIds: readonly number[]): Promise<Order[]> {
  const answer = await request<{ data: Order[] }>(`${ORDERS}/board`, {
    params: { storeIds: storeIds.length > 0 ? storeIds.join(',') : undefined },
  });
  return answer.data;
}

/**
 * The board of `storeIds` (none: every store the user may see), kept current by the orders stream:
 * it follows the stream first and loads the orders once the stream is live, so no order placed in
 * between is missed; the stream's `stream.reset` (too much missed) loads them again. A new
 * `attempt` starts it all again.
 */
export function useKitchenOrders(storeIds: readonly number[], attempt = 0) {
  const client = useQueryClient();
  const [board, setBoard] = useState<BoardOrders>(new Map());
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = storeIds.join(',');
  const loading = useRef<Order[] | undefined>(undefined);

  const apply = useCallback(
    (order: Order) => {
      loading.current?.push(order);
      client.setQueryData(orderKeys.detail(order.id), order);
      setBoard((current) => withOrder(current, order));
    },
    [client],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` starts the board again
  useEffect(() => {
    const stores = key ? key.split(',').map(Number) : [];
    let stopped = false;
    setBoard(new Map());
    setLoaded(false);
    const load = async () => {
      const heard: Order[] = [];
      loading.current = heard;
      try {
        const orders = await loadBoard(stores);
        if (stopped) return;
        // What the stream said while the list loaded may be newer than the list.
        setBoard([...orders, ...heard].reduce<BoardOrders>(withOrder, new Map()));
        setLoaded(true);
        setFailed(false);
      } catch {
        if (!stopped) setFailed(true);
      } finally {
        if (loading.current === heard) loading.current = undefined;
      }
    };
    let first = true;
    const stop = followEventStream(
      `${ORDERS}/stream`,
      { storeIds: key || undefined },
      {
        onEvent(event) {
          if (event.event === 'stream.ready') {
            setConnection('live');
            if (first) void load();
            first = false;
          } else if (event.event === 'stream.reset') {
            first = false;
            void load();
          } else if (event.event?.startsWith('order.')) {
            apply(camelizeKeys<Order>(JSON.parse(event.data) as OrderView));
          }
        },
        // A stream that ends after its life reconnects at once: still live unless it fails.
        onState: (state) => setConnection((now) => (state === 'connecting' && now === 'live' ? now : state)),
        onRefused: () => setConnection('refused'),
      },
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [key, apply, attempt]);

  return { board, connection, loaded, failed, apply };
}
