import { nestedCollections } from '@tablero/domain';
import type { StoreBody } from './store-body.js';

type Item = Record<string, unknown> & { id?: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A nested list as PATCH sends it (API.md "JSON"): new items whole, changed items with their id,
 * and every saved item that is gone as `{ id, _destroy: true }`; unchanged items are not sent.
 */
function nestedChanges(before: Item[], after: Item[], keepNew: (item: Item) => boolean): Item[] {
  const saved = new Map(before.flatMap((item) => (item.id === undefined ? [] : [[item.id, item] as const])));
  const kept = new Set<number>();
  const changes: Item[] = [];
  for (const item of after) {
    if (item.id === undefined) {
      if (keepNew(item)) changes.push(item);
      continue;
    }
    kept.add(item.id);
    if (!same(saved.get(item.id), item)) changes.push(item);
  }
  for (const id of saved.keys()) if (!kept.has(id)) changes.push({ id, _destroy: true });
  return changes;
}

/**
 * A delivery method the store never had and that stays off is the form's draft for an offered
 * type: saving it would only add an empty row.
 */
const notAnIdleDraft = (collection: string) => (item: Item) =>
  collection !== 'delivery_methods' || item.enabled === true;

/**
 * The PATCH body between the store as saved and as edited (both from `storeBodyOf`): only the
 * fields that changed (PATCH changes only fields present), payment methods per mode, and nested
 * lists item by item. Empty when nothing changed.
 */
export function storePatch(before: StoreBody, after: StoreBody): StoreBody {
  const patch: StoreBody = {};
  for (const [key, value] of Object.entries(after)) {
    if ((nestedCollections as readonly string[]).includes(key)) continue;
    if (key === 'payment_methods') continue;
    if (!same(before[key], value)) patch[key] = value;
  }
  const methodsBefore = (before.payment_methods ?? {}) as Record<string, unknown>;
  const methodsAfter = (after.payment_methods ?? {}) as Record<string, unknown>;
  const modes = Object.entries(methodsAfter).filter(([mode, list]) => !same(methodsBefore[mode], list));
  if (modes.length > 0) patch.payment_methods = Object.fromEntries(modes);
  for (const collection of nestedCollections) {
    const changes = nestedChanges(
      (before[collection] ?? []) as Item[],
      (after[collection] ?? []) as Item[],
      notAnIdleDraft(collection),
    );
    if (changes.length > 0) patch[collection] = changes;
  }
  return patch;
}
