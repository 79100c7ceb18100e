import { useCallback, useSyncExternalStore } from 'react';
import { switchLanguage } from '../../i18n/index.js';
import { useStoredEntry } from '../../shared/storage/index.js';
import { activeTenant, subscribeActiveTenant } from './active-tenant.js';
import { type CustomizerSettings, customizerEntry } from './customizer-settings.js';
import { saveServerPreferences } from './server-preferences.js';

/**
 * The customizer's choices for the current tenant: remembered in this browser for the first paint
 * and kept for the user on the server, so they follow them elsewhere (`PreferencesSync`).
 */
export function useCustomizer(): [CustomizerSettings, (patch: Partial<CustomizerSettings>) => void] {
  const tenant = useSyncExternalStore(subscribeActiveTenant, activeTenant);
  const [settings, write] = useStoredEntry(tenant, customizerEntry);
  const update = useCallback(
    (patch: Partial<CustomizerSettings>) => {
      write({ ...settings, ...patch });
      if (patch.language) void switchLanguage(patch.language);
      saveServerPreferences(patch);
    },
    [settings, write],
  );
  return [settings, update];
}
