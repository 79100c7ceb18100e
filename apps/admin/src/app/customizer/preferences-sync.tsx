import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { switchLanguage } from '../../i18n/index.js';
import { readEntry, writeEntry } from '../../shared/storage/index.js';
import { activeTenant, subscribeActiveTenant } from './active-tenant.js';
import { customizerEntry, settingsOfServer } from './customizer-settings.js';
import { fetchServerPreferences } from './server-preferences.js';

/**
 * Once per session, the choices the user made elsewhere (another browser, another computer) take
 * the place of this browser's: layout, colours, direction, sidebar and language follow the person.
 */
export function PreferencesSync() {
  const tenant = useSyncExternalStore(subscribeActiveTenant, activeTenant);
  const saved = useQuery({
    queryKey: ['user-preferences'],
    queryFn: fetchServerPreferences,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { inlineError: true },
  });
  useEffect(() => {
    if (!tenant || !saved.data) return;
    const chosen = settingsOfServer(saved.data);
    if (Object.keys(chosen).length === 0) return;
    const here = readEntry(tenant, customizerEntry);
    writeEntry(tenant, customizerEntry, { ...here, ...chosen });
    if (chosen.language && chosen.language !== here.language) void switchLanguage(chosen.language);
  }, [tenant, saved.data]);
  return null;
}
