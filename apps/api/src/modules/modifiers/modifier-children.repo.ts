import type { ModifierChildState } from '@tablero/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { modifierChildren } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

type Child = ModifierChildState;

const toRow = (c: Child) => ({ childModifierId: c.child_modifier_id, position: c.position, price: c.price });

export async function insertChildren(tx: Tx, tenantId: number, modifierId: number, children: Child[]) {
  if (children.length === 0) return;
  await tx.insert(modifierChildren).values(children.map((c) => ({ ...toRow(c), tenantId, modifierId })));
}

const same = (a: Child, b: Child) =>
  a.child_modifier_id === b.child_modifier_id && a.position === b.position && a.price === b.price;

/**
 * Makes a modifier's children what a write left: gone ones deleted, changed ones updated, new
 * ones inserted. Deletes go first so an option moved out and back in does not hit the unique key.
 */
export async function syncChildren(
  tx: Tx,
  tenantId: number,
  modifierId: number,
  before: Child[],
  after: Child[],
) {
  const kept = new Map(after.filter((c) => c.id !== undefined).map((c) => [c.id as number, c]));
  const gone = before.flatMap((c) => (c.id !== undefined && !kept.has(c.id) ? [c.id] : []));
  const own = and(ofTenant(modifierChildren.tenantId, tenantId), eq(modifierChildren.modifierId, modifierId));
  if (gone.length > 0) await tx.delete(modifierChildren).where(and(own, inArray(modifierChildren.id, gone)));
  for (const old of before) {
    const now = old.id === undefined ? undefined : kept.get(old.id);
    if (!now || same(old, now)) continue;
    await tx
      .update(modifierChildren)
      .set(toRow(now))
      .where(and(own, eq(modifierChildren.id, old.id as number)));
  }
  await insertChildren(
    tx,
    tenantId,
    modifierId,
    after.filter((c) => c.id === undefined),
  );
}
