export { decodeStored, encodeStored } from './encoding.js';
export { defineEntry, type StoredEntry, type StoredShape } from './stored-entry.js';
export { readEntry, storageKey, subscribeStorage, writeEntry } from './tenant-storage.js';
export { useStoredEntry } from './use-stored-entry.js';
