import { describe, expect, it } from 'vitest';
import '../index.js';
import { defaultProductState, type ProductState } from './product.schema.js';
import { productRuleErrors } from './product-rules.js';

const valid = (): ProductState => ({
  ...defaultProductState(),
  name: 'Hamburguesa Clásica',
  price_product: 699000,
});
const start = '2026-12-01T00:00:00-03:00';
const end = '2026-12-31T23:59:00-03:00';
const modifier = (modifier_id: number, min_quantity = 0, max_quantity = 100) => ({
  modifier_id,
  min_quantity,
  max_quantity,
  position: 0,
});

/** One row per product rule of spec part 2 §5: the change that breaks it and the field it names. */
const rules: { rule: string; change: Partial<ProductState>; field: string; message: RegExp }[] = [
  {
    rule: 'label up to 18 characters',
    change: { label: 'Etiqueta muy muy larga', label_type: 'custom' },
    field: 'label',
    message: /máximo 18 caracteres/,
  },
  {
    rule: 'label type required when there is a label',
    change: { label: 'Nuevo' },
    field: 'label_type',
    message: /label_type es requerido/,
  },
  {
    rule: 'label date range: end required with start',
    change: { start_datetime_label: start },
    field: 'end_datetime_label',
    message: /completa ambos/,
  },
  {
    rule: 'label date range: start required with end',
    change: { end_datetime_label: end },
    field: 'start_datetime_label',
    message: /completa ambos/,
  },
  {
    rule: 'label date range: end after start',
    change: { start_datetime_label: end, end_datetime_label: start },
    field: 'end_datetime_label',
    message: /posterior a la de inicio/,
  },
  {
    rule: 'availability range: end required with start',
    change: { start_datetime: start },
    field: 'end_datetime',
    message: /completa ambos/,
  },
  {
    rule: 'availability range: end after start',
    change: { start_datetime: start, end_datetime: start },
    field: 'end_datetime',
    message: /posterior a la de inicio/,
  },
  {
    rule: 'modifier quantities: min not above max',
    change: { modifiers: [modifier(7, 5, 2)] },
    field: 'modifiers.0.min_quantity',
    message: /mínima no puede ser mayor/,
  },
  {
    rule: 'a picture is shown once',
    change: { picture_ids: [4, 5, 4] },
    field: 'picture_ids.2',
    message: /más de una vez/,
  },
  {
    rule: 'a modifier is linked once',
    change: { modifiers: [modifier(7), modifier(7)] },
    field: 'modifiers.1.modifier_id',
    message: /más de una vez/,
  },
];

describe('product rules (spec part 2 §5)', () => {
  it('accept a whole valid product, label and ranges included', () => {
    const product = {
      ...valid(),
      label: 'Nuevo',
      label_type: 'new' as const,
      start_datetime_label: start,
      end_datetime_label: end,
      modifiers: [modifier(1), modifier(2, 1, 1)],
    };
    expect(productRuleErrors(product)).toEqual([]);
  });

  it.each(rules)('$rule', ({ change, field, message }) => {
    const errors = productRuleErrors({ ...valid(), ...change });
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]?.message).toMatch(message);
  });
});
