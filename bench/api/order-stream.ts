/**
 * `npm run bench:stream` (issue 14): how soon a placed order reaches open kitchen boards through
 * `GET /api/admin/v1/orders/stream`, on PostgreSQL. BENCH_BOARDS boards follow the store that takes
 * the orders (half of them through `store_ids`, half following every store), as many follow
 * another store (they must hear nothing); BENCH_STREAM_ORDERS orders are placed BENCH_STREAM_CONCURRENCY
 * at a time through the storefront's call. Latency is from the order call's answer (the order is
 * committed by then) to the event read on each board; the target is "within a second".
 */
import { createParser } from 'eventsource-parser';
import { log, runCleanups, runMain, startTablero } from './lifecycle.js';
import { apiOf, orderingShop } from './order-shop.js';
import { SEED_EMAIL, SEED_PASSWORD, signIn, TENANT } from './session.js';
import { loadSettings } from './settings.js';

const settings = loadSettings();
const boards = Number(process.env.BENCH_BOARDS ?? 50);
const orderCount = Number(process.env.BENCH_STREAM_ORDERS ?? 500);
const concurrency = Number(process.env.BENCH_STREAM_CONCURRENCY ?? 10);

interface Board {
  heard: Map<number, number>;
  close(): void;
  ready: Promise<void>;
}

function openBoard(baseUrl: string, headers: Record<string, string>, query: string): Board {
  const heard = new Map<number, number>();
  const abort = new AbortController();
  let live: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    live = resolve;
  });
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'stream.ready') live();
      if (event.event === 'order.created') heard.set(JSON.parse(event.data).id as number, performance.now());
    },
  });
  void (async () => {
    const response = await fetch(`${baseUrl}/api/admin/v1/orders/stream${query}`, {
      headers,
      signal: abort.signal,
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      parser.feed(chunk.value);
    }
  })().catch(() => undefined);
  return { heard, close: () => abort.abort(), ready };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const env = { SEED_DEMO_ORDERS: '0', WEB_ORDERS_RATE_LIMIT: '100000000', ORDER_STREAM_MAX_SECONDS: '3600' };
  const server = await startTablero('postgres', settings, { env });
  const token = await signIn(server.baseUrl, SEED_EMAIL, SEED_PASSWORD);
  const headers = { tenant: TENANT, authorization: `Bearer ${token}` };
  const api = apiOf(server.baseUrl, headers);
  const order = await orderingShop(api);
  const stores = (await api('GET', '/api/admin/v1/stores/all?limit=100')).data as { id: number }[];
  const elsewhere = stores.find((store) => store.id !== order.store_id)?.id;
  const following = Array.from({ length: boards }, (_, i) =>
    openBoard(server.baseUrl, headers, i % 2 === 0 ? `?store_ids=${order.store_id}` : ''),
  );
  const others = Array.from({ length: boards }, () =>
    openBoard(server.baseUrl, headers, `?store_ids=${elsewhere}`),
  );
  await Promise.all([...following, ...others].map((board) => board.ready));
  log(
    `${following.length + others.length} boards live; placing ${orderCount} orders, ${concurrency} at a time`,
  );

  const answered = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const place = async () => {
    while (next < orderCount) {
      next += 1;
      const response = await fetch(`${server.baseUrl}/api/web/v1/orders`, {
        method: 'POST',
        headers: { tenant: TENANT, 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      const placed = (await response.json()) as { id: number };
      answered.set(placed.id, performance.now());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, place));
  const placing = performance.now() - started;
  // Let the last events arrive.
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && following.some((board) => board.heard.size < orderCount))
    await new Promise((resolve) => setTimeout(resolve, 50));

  const latencies: number[] = [];
  let missing = 0;
  for (const board of following)
    for (const [id, at] of answered) {
      const heardAt = board.heard.get(id);
      if (heardAt === undefined) missing += 1;
      else latencies.push(Math.max(0, heardAt - at));
    }
  latencies.sort((a, b) => a - b);
  const strays = others.reduce((sum, board) => sum + board.heard.size, 0);
  for (const board of [...following, ...others]) board.close();
  await server.stop();
  await runCleanups();

  console.log(`\nOrders stream benchmark, PostgreSQL, ${boards} boards of the store + ${boards} of another`);
  console.log(
    `placed ${orderCount} orders in ${(placing / 1000).toFixed(1)} s (${Math.round(orderCount / (placing / 1000))} orders/s)`,
  );
  console.log(
    `delivered ${latencies.length} events (missing ${missing}); latency from the order's answer: ` +
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`events reaching the other store's boards: ${strays} (must be 0)`);
}

await runMain('order-stream', main);
