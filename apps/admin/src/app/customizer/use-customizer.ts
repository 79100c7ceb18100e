import { useCallback, useSyncExternalStore } from 'react';
import { useStoredEntry } from '../../shared/storage/index.js';
import { activeTenant, subscribeActiveTenant } from './active-tenant.js';
import { type CustomizerSettings, customizerEntry } from './customizer-settings.js';

/** The theme customizer's choices for the current tenant, remembered in its local storage. */
export function useCustomizer(): [CustomizerSettings, (patch: Partial<CustomizerSettings>) => void] {
  const tenant = useSyncExternalStore(subscribeActiveTenant, activeTenant);
  const [settings, write] = useStoredEntry(tenant, customizerEntry);
  const update = useCallback(
    (patch: Partial<CustomizerSettings>) => write({ ...settings, ...patch }),
    [settings, write],
  );
  return [settings, update];
}
