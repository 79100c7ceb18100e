import { request } from '../../shared/http/index.js';
import type { CustomizerSettings } from './customizer-settings.js';

const PREFERENCES = '/api/admin/v1/admin_users/me/preferences';

/** What the server keeps for the signed-in user (an empty object before any choice). */
export function fetchServerPreferences(): Promise<Record<string, unknown>> {
  return request<Record<string, unknown>>(PREFERENCES);
}

/**
 * Keeps a change for the user on the server, so it follows them to another browser. A failure
 * leaves the choice in this browser only: nothing to tell the user while they keep working.
 */
export function saveServerPreferences(patch: Partial<CustomizerSettings>): void {
  const { language, ...rest } = patch;
  const body = language === null ? rest : patch;
  if (Object.keys(body).length === 0) return;
  request(PREFERENCES, { method: 'PATCH', body }).catch(() => undefined);
}
