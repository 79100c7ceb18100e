// Not the domain's index: that loads zod and every schema, which sign-in does without.
import { errorMessages } from '@tablero/domain/error-codes';
import { ApiError, apiErrorFrom } from './api-error.js';
import { camelizeKeys, snakeizeKeys, toSnakeKey } from './case.js';

/** What the client needs from the session, wired in by the session at start-up. */
export interface HttpSessionHooks {
  accessToken(): string | null;
  /** One silent refresh; true when a new access token is in place. */
  refresh(): Promise<boolean>;
  /** The session cannot be saved: forget it (the guard then shows sign-in). */
  sessionLost(): void;
  /** A 403: the server's policy message for the user. */
  forbidden(message: string): void;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  params?: Record<string, unknown>;
  /**
   * JSON (converted to snake_case), a FormData sent as multipart as it is, or a Blob sent as the
   * whole body with its own type (a file the API takes as its body).
   */
  body?: unknown;
  /**
   * Admin calls get the bearer token and the 401 → refresh → retry rule. Identity calls (sign-in,
   * refresh) set this to false so that a refused refresh never triggers another refresh.
   */
  admin?: boolean;
  /** Send the bearer token even when `admin` is false (sign-out). */
  bearer?: boolean;
  /**
   * A prefetch sent before the user's policies are known: a 403 only fails it, without the policy
   * message (the screen's guard decides what the user sees).
   */
  quietForbidden?: boolean;
  /** Headers beyond the usual ones (a stream's `last-event-id`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let tenant = 'demo';
let hooks: HttpSessionHooks = {
  accessToken: () => null,
  refresh: async () => false,
  sessionLost: () => undefined,
  forbidden: () => undefined,
};

export function setTenant(slug: string): void {
  tenant = slug;
}

export function currentTenant(): string {
  return tenant;
}

export function configureHttp(sessionHooks: HttpSessionHooks): void {
  hooks = sessionHooks;
}

function queryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(toSnakeKey(key), String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function headersFor(options: RequestOptions): Headers {
  const headers = new Headers({ accept: 'application/json', tenant, platform: 'web' });
  // A multipart body sets its own content type, boundary included.
  if (options.body instanceof Blob) headers.set('content-type', options.body.type);
  else if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  const token = hooks.accessToken();
  if (token && (options.admin !== false || options.bearer)) headers.set('authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData || body instanceof Blob ? body : JSON.stringify(snakeizeKeys(body));
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(`${path}${queryString(options.params)}`, {
      method: options.method ?? 'GET',
      headers: headersFor(options),
      body: bodyOf(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 9999, errorMessages.unknown);
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer after the 401 → refresh → retry and 403 rules; failures thrown as ApiError. */
async function answer(path: string, options: RequestOptions): Promise<Response> {
  const admin = options.admin !== false;
  let response = await send(path, options);
  if (response.status === 401 && admin) {
    if (await hooks.refresh()) response = await send(path, options);
    if (response.status === 401) {
      hooks.sessionLost();
      throw apiErrorFrom(401, await readJson(response));
    }
  }
  if (!response.ok) {
    const error = apiErrorFrom(response.status, await readJson(response));
    if (response.status === 403 && !options.quietForbidden) hooks.forbidden(error.message);
    throw error;
  }
  return response;
}

/** One call to the API: headers, case conversion, typed errors, and the 401/403 rules. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return camelizeKeys<T>(await readJson(await answer(path, options)));
}

/**
 * A file the API answers (an export), with the name its `content-disposition` gives; also any
 * answer to be read as it was sent, without the camelCase conversion (`options` for a POST).
 */
export async function requestFile(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await answer(path, options);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? fallbackName };
}

/** An answer to be read as it arrives (server-sent events), after the same 401/403 rules. */
export function requestStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return answer(path, { ...options, headers: { accept: 'text/event-stream', ...options.headers } });
}
