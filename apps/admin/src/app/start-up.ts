import { languageTag, switchLanguage } from '../i18n/index.js';
import { setTenant } from '../shared/http/index.js';
import { connectSessionToHttp, restoreSession } from '../shared/session/index.js';
import { readEntry } from '../shared/storage/index.js';
import { showError } from '../shared/ui/toasts.js';
import { customizerEntry } from './customizer/customizer-settings.js';
import { loadTenant, type Tenant } from './tenant/load-tenant.js';

let started: Promise<Tenant> | null = null;

/**
 * Tenant first (every call needs its header; the page usually carries it), then the session
 * restore begins in the background, beside the language; the guards show a loader until it
 * settles. Memoised: called as the code loads, and again by the first render.
 */
export function startUp(): Promise<Tenant> {
  started ??= (async () => {
    const tenant = await loadTenant();
    setTenant(tenant.slug);
    connectSessionToHttp(showError);
    void restoreSession();
    // The language this person chose in this browser, else the tenant's.
    await switchLanguage(readEntry(tenant.slug, customizerEntry).language ?? languageTag(tenant.language));
    return tenant;
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}
