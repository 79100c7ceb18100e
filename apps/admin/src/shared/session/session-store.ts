import { configureHttp, request } from '../http/index.js';
import type { CurrentUser } from './current-user.js';

export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in';

export interface SessionSnapshot {
  status: SessionStatus;
  user: CurrentUser | null;
}

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 5_000;

interface TokenAnswer {
  accessToken: string;
  expiresIn: number;
}

interface SignInAnswer {
  user: { tokenManager: { accessToken: string; expirationTime: number } };
}

/*
 * The access token lives in this module's memory only. The refresh token never reaches a script:
 * the API keeps it in an HttpOnly cookie scoped to the identity routes.
 */
let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;
/** The page load's refresh, which a screen's first data may wait on instead of the current user. */
let restoringToken: Promise<boolean> | null = null;
let snapshot: SessionSnapshot = { status: 'restoring', user: null };
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

function keepAccessToken(token: string, expiresAtMs: number): void {
  accessToken = token;
  clearTimeout(refreshTimer);
  const delay = Math.max(expiresAtMs - Date.now() - REFRESH_AHEAD_MS, MIN_REFRESH_DELAY_MS);
  refreshTimer = setTimeout(() => {
    void refreshTokens().then((ok) => {
      if (!ok) clearSession();
    });
  }, delay);
}

export function clearSession(): void {
  accessToken = null;
  clearTimeout(refreshTimer);
  if (snapshot.status !== 'signed-out' || snapshot.user) publish({ status: 'signed-out', user: null });
}

/**
 * Tabs share the refresh cookie and each refresh token is good once (a second use ends the whole
 * session): tabs take turns, so the second reads the cookie the first one rotated.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('tablero-refresh', work) : work();
}

/** One refresh at a time: concurrent 401s share it, and other tabs wait their turn. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const answer = await oneTabAtATime(() =>
        request<TokenAnswer | undefined>('/api/identity/v1/token', {
          method: 'POST',
          body: { grantType: 'refresh_token' },
          admin: false,
        }),
      );
      // 204: this browser holds no session to refresh (nobody signed in).
      if (!answer) return false;
      keepAccessToken(answer.accessToken, Date.now() + answer.expiresIn * 1000);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function loadCurrentUser(): Promise<void> {
  try {
    const user = await request<CurrentUser>('/api/admin/v1/admin_users/me');
    publish({ status: 'signed-in', user });
  } catch (error) {
    clearSession();
    throw error;
  }
}

/**
 * The signed-in user changed their own account (`PATCH /admin_users/me`): the top bar and anything
 * else reading the session show the new name at once, without another round trip.
 */
export function updateCurrentUser(changes: Partial<Pick<CurrentUser, 'name' | 'phone'>>): void {
  if (snapshot.status !== 'signed-in' || !snapshot.user) return;
  publish({ status: 'signed-in', user: { ...snapshot.user, ...changes } });
}

/** Page load: a cookie from an earlier sign-in restores the session without asking again. */
export async function restoreSession(): Promise<void> {
  restoringToken = refreshTokens();
  if (!(await restoringToken)) {
    clearSession();
    return;
  }
  await loadCurrentUser().catch(() => undefined);
}

/**
 * True once the page load's session restore holds an access token, false when it found none: the
 * first screen's data can be asked for beside the current user rather than after it.
 */
export function restoredToken(): Promise<boolean> {
  return restoringToken ?? Promise.resolve(accessToken !== null);
}

export async function signIn(email: string, password: string, tenant: string): Promise<void> {
  const answer = await request<SignInAnswer>('/api/identity/v1/sign-in', {
    method: 'POST',
    body: { email, password, tenantId: tenant },
    admin: false,
  });
  const { accessToken: token, expirationTime } = answer.user.tokenManager;
  keepAccessToken(token, expirationTime);
  await loadCurrentUser();
}

export async function signOut(): Promise<void> {
  await request('/api/identity/v1/sign-out', { method: 'POST', admin: false, bearer: true }).catch(
    () => undefined,
  );
  clearSession();
}

/** Wires the HTTP client to this session; `forbidden` shows the policy message (a toast). */
export function connectSessionToHttp(forbidden: (message: string) => void): void {
  configureHttp({
    accessToken: () => accessToken,
    refresh: refreshTokens,
    sessionLost: clearSession,
    forbidden,
  });
}
