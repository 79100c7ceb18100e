import type { ChannelMenu, CredentialValues, MenuChannel } from '@tablero/domain';
import type { z } from 'zod';

/** Where and as whom an adapter talks to a channel for one store. */
export interface ChannelTarget {
  /** The channel's API base URL (configurable, e.g. UBER_EATS_API_URL). */
  baseUrl: string;
  /** Where access tokens are issued (Uber's and Rappi's are hosts of their own). */
  authUrl: string;
  /** The store's credentials for the channel, in clear (only ever inside a job). */
  credentials: CredentialValues;
  /** The channel's id for the store (the store's `uber_eats_id`, `rappi_id` or DiDi's shop id). */
  channelStoreId: string;
  timeoutMs: number;
}

/**
 * One delivery channel's menu API behind the same four steps: build its document from our
 * channel-neutral menu, publish it, fetch what the channel has, and read a document back.
 */
export interface ChannelAdapter<Document = unknown> {
  channel: MenuChannel;
  /** The channel's menu format; what we build must pass it, and so must what we fetch. */
  documentSchema: z.ZodType<Document>;
  buildDocument(menu: ChannelMenu, target: ChannelTarget): Document;
  toMenu(document: Document): ChannelMenu;
  /** Sends the whole menu; `idempotencyKey` makes a retried publish a no-op at the channel. */
  publish(document: Document, target: ChannelTarget, idempotencyKey: string): Promise<void>;
  /** The channel's current menu for the store; null when it has none. */
  fetch(target: ChannelTarget): Promise<Document | null>;
  /** Obtains an access token and nothing more: proves the credentials (the console's connection test). */
  authorize(target: ChannelTarget): Promise<void>;
}

/**
 * Why a channel call failed. `refused` and `unauthorized` are final (the merchant must change the
 * menu or the credentials); `unavailable` (network, timeout, 5xx, 429) is worth retrying.
 */
export class ChannelError extends Error {
  constructor(
    readonly kind: 'refused' | 'unauthorized' | 'unavailable',
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
  }
}

/** A JSON request with a timeout; HTTP failures become ChannelErrors, with the channel's reason. */
export async function channelRequest(
  url: string,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: unknown;
    timeoutMs: number;
    /** A 404 answers `{ status: 404, body: null }` instead of failing (a store without a menu yet). */
    allowNotFound?: boolean;
  },
  reasonOf: (body: unknown) => string | undefined,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new ChannelError('unavailable', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.ok) return { status: response.status, body };
  if (response.status === 404 && init.allowNotFound) return { status: 404, body: null };
  const reason = reasonOf(body) ?? `HTTP ${response.status}`;
  if (response.status === 401 || response.status === 403) throw new ChannelError('unauthorized', reason);
  if (response.status === 429 || response.status >= 500) throw new ChannelError('unavailable', reason);
  throw new ChannelError('refused', reason);
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A fetched document the channel's format does not describe: nothing of it is imported. */
export function parseFetched<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ChannelError('refused', `formato de menú no reconocido (${issue?.path.join('.') ?? ''})`);
}
