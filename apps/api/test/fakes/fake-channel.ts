import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake channel's protocol sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** What a channel's fake implements: its protocol; the shared part (hang, fail, idempotency) is here. */
export interface ChannelProtocol {
  /** Whether the request publishes a menu (what `hangNext` / `failNext` and idempotency apply to). */
  isPublish(request: FakeRequest): boolean;
  handle(request: FakeRequest, state: FakeState): FakeAnswer;
}

/** What a fake channel keeps: issued tokens, each store's last menu, accepted publishes. */
export class FakeState {
  readonly tokens = new Set<string>();
  readonly menus = new Map<string, unknown>();
  /** Every publish the channel accepted and applied (a replayed idempotency key is not one). */
  readonly accepted: { storeId: string; idempotencyKey: string | undefined; document: unknown }[] = [];

  issueToken(): string {
    const token = `tok_${randomBytes(8).toString('hex')}`;
    this.tokens.add(token);
    return token;
  }
}

export interface FakeChannel {
  url: string;
  state: FakeState;
  /** Every request received, in order (publishes included, replays too). */
  requests: FakeRequest[];
  /** The next publish is held without an answer until `release()` (a channel that hangs). */
  hangNext(): void;
  /** The next publish answers this instead of being applied. */
  failNext(answer: FakeAnswer): void;
  /** Answers the held publishes (processing them as if they had just arrived). */
  release(): void;
  /** Every request waits this long before it is handled (a channel on a slow network). */
  setLatency(ms: number): void;
  /** Resolves once a request matching `test` has arrived (already or later). */
  waitFor(test: (request: FakeRequest) => boolean, timeoutMs?: number): Promise<FakeRequest>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts a fake channel on a random local port speaking `protocol`. */
export async function startFakeChannel(protocol: ChannelProtocol): Promise<FakeChannel> {
  const state = new FakeState();
  const requests: FakeRequest[] = [];
  const replies = new Map<string, FakeAnswer>();
  const held: (() => void)[] = [];
  const waiters: { test: (r: FakeRequest) => boolean; resolve: (r: FakeRequest) => void }[] = [];
  let hang = false;
  let failure: FakeAnswer | undefined;
  let latencyMs = 0;

  const send = (response: ServerResponse, answer: FakeAnswer) => {
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  };

  /** Applies a publish once per idempotency key; a replay gets the first answer, unapplied. */
  const publish = (request: FakeRequest): FakeAnswer => {
    const key = request.headers['idempotency-key'] as string | undefined;
    const replay = key ? replies.get(key) : undefined;
    if (replay) return replay;
    const answer = protocol.handle(request, state);
    if (key && answer.status < 300) replies.set(key, answer);
    return answer;
  };

  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: await readBody(incoming),
    };
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    requests.push(request);
    for (const waiter of waiters.filter((w) => w.test(request))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(request);
    }
    if (!protocol.isPublish(request)) return send(response, protocol.handle(request, state));
    if (hang) {
      hang = false;
      // A caller that gave up (or died) before the answer never had its publish processed.
      held.push(() => {
        if (!response.destroyed) send(response, publish(request));
      });
      return;
    }
    if (failure) {
      const answer = failure;
      failure = undefined;
      return send(response, answer);
    }
    send(response, publish(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    hangNext: () => {
      hang = true;
    },
    failNext: (answer) => {
      failure = answer;
    },
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    waitFor(test, timeoutMs = 10_000) {
      const seen = requests.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('fake channel: request not seen in time')),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
        });
      });
    },
    async close() {
      held.splice(0);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const bearer = (request: FakeRequest, header = 'authorization') => {
  const value = request.headers[header];
  return typeof value === 'string' ? value.replace(/^bearer\s+/i, '') : undefined;
};
