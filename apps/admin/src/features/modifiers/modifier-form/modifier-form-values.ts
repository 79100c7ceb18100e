import type { ModifierType } from '@tablero/domain';
import { fromMinor, type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import type { Modifier } from '../api.js';

export type { NumberValue };

/** One row of the options table: a saved option (`id`, `childModifierId`) or a new one. */
export interface OptionValue {
  /** Stable across reorders and unsaved rows alike (the drag and React keys need one). */
  key: string;
  id?: number;
  childModifierId?: number;
  name: string;
  /** The price variation, in currency units as typed; may be negative. */
  price: NumberValue;
}

export interface ModifierFormValues extends Record<string, unknown> {
  type: ModifierType;
  name: string;
  description: string;
  dropdownText: string;
  foodType: string;
  price: NumberValue;
  free: boolean;
  minQuantityModifiers: NumberValue;
  maxQuantityModifiers: NumberValue;
  alohaId: string;
  fbdId: string;
  /** The parent modifier's id as the picker holds it; '' for none. */
  parentId: string;
  children: OptionValue[];
}

let nextKey = 0;
export const newOptionKey = () => `new-${++nextKey}`;

export const newOption = (): OptionValue => ({ key: newOptionKey(), name: '', price: 0 });

export function newModifierValues(): ModifierFormValues {
  return {
    type: 'parent',
    name: '',
    description: '',
    dropdownText: '',
    foodType: '',
    price: 0,
    free: false,
    minQuantityModifiers: 0,
    maxQuantityModifiers: 1,
    alohaId: '',
    fbdId: '',
    parentId: '',
    children: [],
  };
}

export function modifierFormValues(modifier: Modifier): ModifierFormValues {
  return {
    type: modifier.type,
    name: modifier.name,
    description: modifier.description ?? '',
    dropdownText: modifier.dropdownText ?? '',
    foodType: modifier.foodType ?? '',
    price: fromMinor(modifier.price),
    free: modifier.free,
    minQuantityModifiers: modifier.minQuantityModifiers,
    maxQuantityModifiers: modifier.maxQuantityModifiers,
    alohaId: modifier.alohaId ?? '',
    fbdId: modifier.fbdId ?? '',
    parentId: modifier.parentId === null ? '' : String(modifier.parentId),
    children: modifier.children.map((child) => ({
      key: `saved-${child.id}`,
      id: child.id,
      childModifierId: child.childModifierId,
      name: child.name,
      price: fromMinor(child.price),
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A blank box is sent as null so that the rules answer "debe ser un número" under it. */
const numberOrNull = (value: NumberValue) => (value === '' ? null : value);

/** The modifier's own fields as the API reads them (camelCase; the client snake-cases them). */
export function modifierFieldsBody(values: ModifierFormValues) {
  return {
    type: values.type,
    name: values.name,
    description: orNull(values.description),
    dropdownText: orNull(values.dropdownText),
    foodType: orNull(values.foodType),
    price: toMinor(values.price) ?? 0,
    free: values.free,
    minQuantityModifiers: numberOrNull(values.minQuantityModifiers),
    maxQuantityModifiers: numberOrNull(values.maxQuantityModifiers),
    alohaId: orNull(values.alohaId),
    fbdId: orNull(values.fbdId),
    parentId: values.parentId === '' ? null : Number(values.parentId),
  };
}

/**
 * The `children` of a save, in the order shown (positions 0, 1, 2…), given each row's option id;
 * saved options no longer shown go as `destroy` (`_destroy` on the wire).
 */
export function childrenBody(
  rows: OptionValue[],
  optionIdOf: (row: OptionValue) => number,
  saved: Modifier | null,
) {
  const kept = rows.map((row, position) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    childModifierId: optionIdOf(row),
    position,
    price: toMinor(row.price) ?? 0,
  }));
  const shown = new Set(rows.map((row) => row.id));
  const gone = (saved?.children ?? [])
    .filter((child) => !shown.has(child.id))
    .map((child) => ({ id: child.id, destroy: true }));
  return [...kept, ...gone];
}
