import { decodeStored, encodeStored } from './encoding.js';
import type { StoredEntry } from './stored-entry.js';

/** One key per tenant, so two tenants opened on the same machine never see each other's choices. */
export function storageKey(tenant: string): string {
  return `tablero:${tenant}`;
}

type Bag = Record<string, unknown>;
const listeners = new Set<() => void>();

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The raw stored text; storage can be unavailable (private mode, quota), which reads as empty. */
export function readRaw(tenant: string): string | null {
  try {
    return localStorage.getItem(storageKey(tenant));
  } catch {
    return null;
  }
}

function readBag(tenant: string): Bag {
  const raw = readRaw(tenant);
  const bag = raw === null ? undefined : decodeStored(raw);
  return isBag(bag) ? bag : {};
}

/** The stored value, or the entry's fallback when it is missing or not of the entry's shape. */
export function readEntry<T>(tenant: string, entry: StoredEntry<T>): T {
  const parsed = entry.schema.safeParse(readBag(tenant)[entry.name]);
  return parsed.success ? parsed.data : entry.fallback;
}

export function writeEntry<T>(tenant: string, entry: StoredEntry<T>, value: T): void {
  try {
    localStorage.setItem(storageKey(tenant), encodeStored({ ...readBag(tenant), [entry.name]: value }));
  } catch {
    // Storage full or disabled: the choice lasts until the page is closed, which is acceptable.
  }
  for (const listener of listeners) listener();
}

/** Changes made here and in other tabs (the `storage` event). */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
