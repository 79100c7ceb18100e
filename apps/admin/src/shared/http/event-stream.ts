import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { type ApiError, isApiError } from './api-error.js';
import { requestStream } from './client.js';

export type { EventSourceMessage };

export interface EventStreamHandlers {
  onEvent(event: EventSourceMessage): void;
  /** `connecting` before each connection, `offline` while waiting to try again. */
  onState(state: 'connecting' | 'offline'): void;
  /** A refusal trying again cannot mend (signed out, no permission, a store not the user's): it stops. */
  onRefused(error: ApiError): void;
}

const REFUSALS = [401, 403, 404];
const LONGEST_WAIT_MS = 15_000;

/**
 * Follows a server-sent event stream with the session's token (which `EventSource` cannot send):
 * when the stream ends or the network drops, it connects again with `Last-Event-ID`, so the server
 * sends what was missed (API.md "streams"), waiting the server's `retry` a little longer each failed
 * try. Answers the function that stops it.
 */
export function followEventStream(
  path: string,
  params: Record<string, unknown>,
  handlers: EventStreamHandlers,
): () => void {
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = 2000;
  let failures = 0;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    });
  const parser = createParser({
    onEvent: (event) => {
      if (event.id !== undefined) lastEventId = event.id;
      handlers.onEvent(event);
    },
    onRetry: (ms) => {
      retryMs = ms;
    },
  });

  const readOnce = async () => {
    const response = await requestStream(path, {
      params,
      signal: abort.signal,
      headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
    });
    failures = 0;
    parser.reset();
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      parser.feed(chunk.value);
    }
  };

  void (async () => {
    while (!abort.signal.aborted) {
      handlers.onState('connecting');
      try {
        await readOnce();
      } catch (error) {
        if (abort.signal.aborted) return;
        if (isApiError(error) && REFUSALS.includes(error.status)) {
          handlers.onState('offline');
          handlers.onRefused(error);
          return;
        }
        failures += 1;
        handlers.onState('offline');
        await wait(Math.min(retryMs * failures, LONGEST_WAIT_MS));
      }
    }
  })();
  return () => abort.abort();
}
