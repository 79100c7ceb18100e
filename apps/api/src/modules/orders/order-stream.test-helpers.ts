import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { TestContext } from '../../../test/harness.js';

export interface OpenStream {
  status: number;
  contentType: string | null;
  events: EventSourceMessage[];
  comments: string[];
  /** The first event (from the start of the stream) that `matches`; fails after `timeoutMs`. */
  waitFor(matches: (event: EventSourceMessage) => boolean, timeoutMs?: number): Promise<EventSourceMessage>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** Opens `GET /api/admin/v1/orders/stream` over real HTTP (the app must listen) and parses what comes. */
export async function openOrderStream(
  ctx: TestContext,
  tenant: string,
  token: string | undefined,
  options: { query?: string; lastEventId?: string } = {},
): Promise<OpenStream> {
  const { port } = ctx.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/v1/orders/stream${options.query ?? ''}`, {
    headers: {
      tenant,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  let finished = false;
  const parser = createParser({
    onEvent: (event) => events.push(event),
    onComment: (comment) => comments.push(comment),
  });
  void (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      parser.feed(chunk.value);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      finished = true;
    });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments,
    async waitFor(matches, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(matches);
        if (found) return found;
        if (Date.now() > deadline || finished) {
          throw new Error(`no such event; got ${JSON.stringify(events.map((e) => [e.id, e.event]))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    ended: () => finished,
    close: () => abort.abort(),
  };
}
