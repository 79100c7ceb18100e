import { fieldMessages, modifierMessages } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import type { Modifier } from '../api.js';
import { checkModifierForm } from './modifier-form-check.js';
import {
  childrenBody,
  modifierFieldsBody,
  modifierFormValues,
  newModifierValues,
  newOption,
} from './modifier-form-values.js';

const saved: Modifier = {
  id: 7,
  type: 'parent',
  name: 'Punto',
  description: null,
  price: 0,
  free: false,
  position: 3,
  dropdownText: 'Elige el punto',
  foodType: null,
  minQuantityModifiers: 1,
  maxQuantityModifiers: 1,
  alohaId: 'A-1',
  fbdId: null,
  parentId: null,
  pictureIds: [],
  children: [
    { id: 11, childModifierId: 21, name: 'Jugoso', position: 0, price: 0 },
    { id: 12, childModifierId: 22, name: 'A punto', position: 1, price: 50000 },
    { id: 13, childModifierId: 23, name: 'Bien cocido', position: 2, price: 100000 },
  ],
  createdAt: '2026-11-22T10:00:00-03:00',
  updatedAt: '2026-11-22T10:00:00-03:00',
};

describe('modifier form values', () => {
  it('shows money in currency units and sends it back in minor units', () => {
    const values = modifierFormValues(saved);
    expect(values.children.map((c) => c.price)).toEqual([0, 500, 1000]);
    expect(modifierFieldsBody({ ...values, price: 1990 })).toMatchObject({
      price: 199000,
      alohaId: 'A-1',
      description: null,
      parentId: null,
    });
  });

  it('sends the options in the order shown, new ones by their option id, removed ones destroyed', () => {
    const values = modifierFormValues(saved);
    const [jugoso, , bienCocido] = values.children;
    const added = { ...newOption(), name: 'Azul', price: 200 };
    const rows = [bienCocido!, jugoso!, added];
    expect(childrenBody(rows, (row) => row.childModifierId ?? 99, saved)).toEqual([
      { id: 13, childModifierId: 23, position: 0, price: 100000 },
      { id: 11, childModifierId: 21, position: 1, price: 0 },
      { childModifierId: 99, position: 2, price: 20000 },
      { id: 12, destroy: true },
    ]);
  });
});

describe('modifier form check', () => {
  it('passes a new modifier with named options', () => {
    const values = { ...newModifierValues(), name: 'Salsas', children: [{ ...newOption(), name: 'Ajo' }] };
    expect(checkModifierForm(values)).toEqual({});
  });

  it('names every failing field by its form path, options included', () => {
    const values = {
      ...newModifierValues(),
      name: ' ',
      children: [
        { ...newOption(), name: 'Ajo' },
        { ...newOption(), name: '' },
      ],
    };
    expect(checkModifierForm(values)).toEqual({
      name: fieldMessages.required('name'),
      'children.1.name': fieldMessages.required('name'),
    });
  });

  it('applies the rules across fields once each field is valid, as the API does', () => {
    const values = {
      ...newModifierValues(),
      name: 'Salsas',
      minQuantityModifiers: 3,
      maxQuantityModifiers: 2,
      free: true,
      price: 100,
    };
    expect(checkModifierForm(values)).toEqual({
      maxQuantityModifiers: modifierMessages.maxBelowMin,
      price: modifierMessages.freeWithPrice,
    });
  });

  it('refuses a blank quantity as required', () => {
    const values = { ...newModifierValues(), name: 'Salsas', maxQuantityModifiers: '' as const };
    expect(checkModifierForm(values)).toEqual({
      maxQuantityModifiers: fieldMessages.required('max_quantity_modifiers'),
    });
  });

  it('refuses an option list on an option', () => {
    const values = modifierFormValues({ ...saved, type: 'child' });
    expect(checkModifierForm(values, saved.id)).toEqual({ children: modifierMessages.optionWithChildren });
  });
});
