import { describe, expect, it } from 'vitest';
import '../index.js';
import { fieldMessages } from '../errors/field-messages.js';
import type { ModifierState } from './modifier.schema.js';
import { modifierMessages } from './modifier-messages.js';
import { defaultModifierState, resolveModifierWrite } from './modifier-rules.js';

const current: ModifierState = {
  ...defaultModifierState(),
  name: 'Punto de la carne',
  children: [
    { id: 1, child_modifier_id: 10, position: 0, price: 0 },
    { id: 2, child_modifier_id: 11, position: 1, price: 0 },
  ],
};

const rejections: [string, unknown, ModifierState | null, { field: string; message: string }][] = [
  [
    'a new modifier without a name',
    { type: 'parent' },
    null,
    { field: 'name', message: fieldMessages.required('name') },
  ],
  ['a blank name', { name: '   ' }, null, { field: 'name', message: fieldMessages.required('name') }],
  [
    'a type the spec does not know',
    { name: 'x', type: 'combo' },
    null,
    { field: 'type', message: fieldMessages.invalid('type') },
  ],
  [
    'a min quantity that is not a number (§5)',
    { min_quantity_modifiers: 'uno' },
    current,
    { field: 'min_quantity_modifiers', message: fieldMessages.number('min_quantity_modifiers') },
  ],
  [
    'a max quantity that is not a number (§5)',
    { max_quantity_modifiers: '2' },
    current,
    { field: 'max_quantity_modifiers', message: fieldMessages.number('max_quantity_modifiers') },
  ],
  [
    'a fractional quantity',
    { min_quantity_modifiers: 1.5 },
    current,
    { field: 'min_quantity_modifiers', message: fieldMessages.number('min_quantity_modifiers') },
  ],
  [
    'a max below the min',
    { min_quantity_modifiers: 3, max_quantity_modifiers: 2 },
    current,
    { field: 'max_quantity_modifiers', message: modifierMessages.maxBelowMin },
  ],
  [
    'a min raised above the max already saved',
    { min_quantity_modifiers: 2 },
    current,
    { field: 'max_quantity_modifiers', message: modifierMessages.maxBelowMin },
  ],
  ['a negative price', { price: -1 }, current, { field: 'price', message: fieldMessages.invalid('price') }],
  [
    'a price in decimals, not minor units',
    { price: 10.5 },
    current,
    { field: 'price', message: fieldMessages.number('price') },
  ],
  [
    'a free modifier with a price',
    { free: true, price: 50000 },
    current,
    { field: 'price', message: modifierMessages.freeWithPrice },
  ],
  [
    'an option with options of its own',
    { type: 'child' },
    current,
    { field: 'children', message: modifierMessages.optionWithChildren },
  ],
  [
    'the same option twice',
    { children: [{ child_modifier_id: 10 }] },
    current,
    { field: 'children.0.child_modifier_id', message: modifierMessages.repeatedChild },
  ],
  [
    'a modifier as its own option',
    { children: [{ child_modifier_id: 7 }] },
    current,
    { field: 'children.0.child_modifier_id', message: modifierMessages.childIsItself },
  ],
  [
    'a modifier as its own parent',
    { parent_id: 7 },
    current,
    { field: 'parent_id', message: modifierMessages.parentIsItself },
  ],
  [
    'a child id of another modifier',
    { children: [{ id: 99, price: 1 }] },
    current,
    { field: 'children.0.id', message: fieldMessages.invalid('children.0.id') },
  ],
  [
    'two pictures (one for now)',
    { picture_ids: [1, 2] },
    current,
    { field: 'picture_ids', message: fieldMessages.atMost('picture_ids', 1) },
  ],
  [
    'an unknown field',
    { colour: 'rojo' },
    current,
    { field: 'colour', message: fieldMessages.unknownField('colour') },
  ],
];

describe('modifier rules', () => {
  it.each(rejections)('refuses %s', (_name, body, base, expected) => {
    const result = resolveModifierWrite(body, base, 7);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual(expected);
  });

  it('fills a new modifier’s defaults', () => {
    const result = resolveModifierWrite({ name: 'Agregados' }, null);
    expect(result).toMatchObject({
      ok: true,
      modifier: {
        type: 'parent',
        price: 0,
        free: false,
        min_quantity_modifiers: 0,
        max_quantity_modifiers: 1,
      },
    });
  });

  it('updates, destroys and adds children, placing new ones after the last', () => {
    const body = {
      name: 'Punto',
      children: [
        { id: 1, price: 500 },
        { id: 2, _destroy: true },
        { child_modifier_id: 12 },
        { child_modifier_id: 13, price: 1000, name: 'leído, ignorado' },
      ],
    };
    const result = resolveModifierWrite(body, current, 7);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.modifier.name).toBe('Punto');
    expect(result.modifier.children).toEqual([
      { id: 1, child_modifier_id: 10, position: 0, price: 500 },
      { child_modifier_id: 12, position: 1, price: 0 },
      { child_modifier_id: 13, position: 2, price: 1000 },
    ]);
    expect(result.childOrigins).toEqual([0, 2, 3]);
  });

  it('keeps children not sent and lets a price variation be negative', () => {
    const result = resolveModifierWrite({ children: [{ id: 2, price: -30000 }] }, current, 7);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.modifier.children.map((c) => c.price)).toEqual([0, -30000]);
  });

  it('names a failing new child by the index the request sent it at', () => {
    const result = resolveModifierWrite({ children: [{ id: 1 }, { child_modifier_id: 11 }] }, current, 7);
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'children.1.child_modifier_id', message: modifierMessages.repeatedChild }],
    });
  });
});
