import type { ModifierState, ModifierType, ModifierView } from '@tablero/domain';
import type { ModifierChildRecord, ModifierRecord } from './modifiers.repo.js';

export interface LoadedModifier {
  row: ModifierRecord;
  children: ModifierChildRecord[];
}

/** The modifier as its rules see it (what a write merges into). */
export function stateOf({ row, children }: LoadedModifier): ModifierState {
  return {
    type: row.type as ModifierType,
    name: row.name,
    description: row.description,
    price: row.price,
    free: row.free,
    position: row.position,
    dropdown_text: row.dropdownText,
    food_type: row.foodType,
    min_quantity_modifiers: row.minQuantityModifiers,
    max_quantity_modifiers: row.maxQuantityModifiers,
    aloha_id: row.alohaId,
    fbd_id: row.fbdId,
    parent_id: row.parentId,
    picture_ids: row.pictureId === null ? [] : [row.pictureId],
    children: children.map((c) => ({
      id: c.id,
      child_modifier_id: c.childModifierId,
      position: c.position,
      price: c.price,
    })),
  };
}

export function viewOf(loaded: LoadedModifier): ModifierView {
  const state = stateOf(loaded);
  const names = new Map(loaded.children.map((c) => [c.id, c.name]));
  return {
    id: loaded.row.id,
    ...state,
    children: state.children.map((c) => ({
      id: c.id as number,
      ...c,
      name: names.get(c.id as number) ?? '',
    })),
    created_at: loaded.row.createdAt.toISOString(),
    updated_at: loaded.row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps: the view without the timestamps every write moves. */
export function snapshotOf(view: ModifierView): Record<string, unknown> {
  const { created_at: _c, updated_at: _u, ...rest } = view;
  return rest;
}
