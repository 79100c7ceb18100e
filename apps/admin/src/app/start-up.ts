import { languageTag, switchLanguage } from '../i18n/index.js';
import { setTenant } from '../shared/http/index.js';
import { connectSessionToHttp, restoreSession } from '../shared/session/index.js';
import { showError } from '../shared/ui/toasts.js';
import { loadTenant, type Tenant } from './tenant/load-tenant.js';

let started: Promise<Tenant> | null = null;

/**
 * Tenant first (every call needs its header), then the session restore begins in the background;
 * the guards show a loader until it settles. Memoised: React's strict mode mounts twice.
 */
export function startUp(): Promise<Tenant> {
  started ??= (async () => {
    const tenant = await loadTenant();
    setTenant(tenant.slug);
    await switchLanguage(languageTag(tenant.language));
    connectSessionToHttp(showError);
    void restoreSession();
    return tenant;
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}
