import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StoredEntry } from './stored-entry.js';
import { readEntry, readRaw, subscribeStorage, writeEntry } from './tenant-storage.js';

interface Snapshot<T> {
  tenant: string | null;
  raw: string | null;
  value: T;
}

/**
 * A stored entry of the given tenant as React state. With no tenant yet (start-up) it is the
 * entry's fallback and writes are dropped.
 */
export function useStoredEntry<T>(tenant: string | null, entry: StoredEntry<T>): [T, (value: T) => void] {
  const cache = useRef<Snapshot<T> | null>(null);

  // The decoded value is kept while the raw text is unchanged, so the snapshot stays stable.
  const snapshot = useCallback((): T => {
    const raw = tenant === null ? null : readRaw(tenant);
    const cached = cache.current;
    if (cached && cached.tenant === tenant && cached.raw === raw) return cached.value;
    const value = tenant === null ? entry.fallback : readEntry(tenant, entry);
    cache.current = { tenant, raw, value };
    return value;
  }, [tenant, entry]);

  const value = useSyncExternalStore(subscribeStorage, snapshot);
  const write = useCallback(
    (next: T) => {
      if (tenant !== null) writeEntry(tenant, entry, next);
    },
    [tenant, entry],
  );
  return [value, write];
}
