import type { StoreState } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { childLists, loadChildren, syncChildren } from './store-children.repo.js';
import { type LoadedStore, scalarsOf, valuesOf } from './store-mapping.js';
import {
  findStore,
  insertStore,
  menuNameOf,
  questionsOf,
  setStoreQuestions,
  updateStore,
} from './stores.repo.js';

/** A store with its lists and questions, as the rules and the view need it; undefined if none. */
export async function loadStore(
  tx: Tx,
  tenantId: number,
  id: number,
  timeZone: string,
  forUpdate = false,
): Promise<LoadedStore | undefined> {
  const row = await findStore(tx, tenantId, id, forUpdate);
  if (!row) return undefined;
  const children = await loadChildren(tx, tenantId, [id], timeZone);
  const questions = await questionsOf(tx, tenantId, [id]);
  const storeQuestions = questions.get(id) ?? [];
  const state = {
    ...scalarsOf(row),
    ...children.get(id),
    checkout_question_ids: storeQuestions.map((q) => q.id),
  } as StoreState;
  const menuName = row.menuId === null ? null : await menuNameOf(tx, tenantId, row.menuId);
  return { row, state, questions: storeQuestions, menuName };
}

/** Writes a new store and its lists; answers its id. */
export async function insertStoreState(tx: Tx, tenantId: number, store: StoreState): Promise<number> {
  const row = await insertStore(tx, tenantId, store.name, valuesOf(store));
  for (const list of childLists) await syncChildren(tx, tenantId, row.id, list, [], store[list] as never);
  await setStoreQuestions(tx, tenantId, row.id, store.checkout_question_ids);
  return row.id;
}

/** Writes what changed between the store as it was and as a write left it. */
export async function saveStoreState(
  tx: Tx,
  tenantId: number,
  id: number,
  before: StoreState,
  after: StoreState,
) {
  await updateStore(tx, tenantId, id, valuesOf(after));
  for (const list of childLists) {
    if (JSON.stringify(before[list]) !== JSON.stringify(after[list]))
      await syncChildren(tx, tenantId, id, list, before[list], after[list] as never);
  }
  if (JSON.stringify(before.checkout_question_ids) !== JSON.stringify(after.checkout_question_ids))
    await setStoreQuestions(tx, tenantId, id, after.checkout_question_ids);
}
