import { describe, expect, it } from 'vitest';
import { orderRefusals } from './order-constants.js';
import { type CatalogueProduct, orderAmounts, priceItems } from './order-pricing.js';

const burger: CatalogueProduct = {
  id: 1,
  name: 'Hamburguesa Clásica',
  unit_price: 699000,
  price_group_ids: [10],
  offered: true,
  modifiers: [
    {
      id: 20,
      name: 'Punto de la carne',
      min: 1,
      max: 1,
      free: false,
      options: [
        { id: 21, name: 'A punto', price: 0 },
        { id: 22, name: 'Bien cocida', price: 0 },
      ],
    },
    {
      id: 30,
      name: 'Agregados',
      min: 0,
      max: 3,
      free: false,
      options: [
        { id: 31, name: 'Tocino', price: 90000 },
        { id: 32, name: 'Sin queso', price: -50000 },
      ],
    },
    { id: 40, name: 'Salsas', min: 0, max: 2, free: true, options: [{ id: 41, name: 'Mayo', price: 20000 }] },
  ],
};
const fries: CatalogueProduct = {
  id: 2,
  name: 'Papas fritas',
  unit_price: 250000,
  price_group_ids: [11],
  offered: false,
  modifiers: [],
};
const catalogue = new Map([
  [1, burger],
  [2, fries],
]);
const item = (options: { modifier_id: number; option_id: number; quantity?: number }[], quantity = 1) => ({
  product_id: 1,
  quantity,
  options: options.map((o) => ({ quantity: 1, ...o })),
});

describe('priceItems', () => {
  it('prices a unit as the menu price plus its options, free modifiers at 0, times the quantity', () => {
    const { lines, errors } = priceItems(
      [
        item(
          [
            { modifier_id: 20, option_id: 22 },
            { modifier_id: 30, option_id: 31, quantity: 2 },
            { modifier_id: 30, option_id: 32 },
            { modifier_id: 40, option_id: 41 },
          ],
          3,
        ),
      ],
      catalogue,
    );
    expect(errors).toEqual([]);
    expect(lines[0]).toMatchObject({
      unit_price: 699000,
      options_price: 2 * 90000 - 50000,
      line_total: 3 * (699000 + 130000),
    });
    expect(lines[0]?.options.find((o) => o.option_id === 41)?.unit_price).toBe(0);
  });

  it('never prices a unit below zero', () => {
    const cheap = { ...burger, unit_price: 30000 };
    const { lines } = priceItems(
      [
        item(
          [
            { modifier_id: 20, option_id: 21 },
            { modifier_id: 30, option_id: 32 },
          ],
          2,
        ),
      ],
      new Map([[1, cheap]]),
    );
    expect(lines[0]).toMatchObject({ options_price: -30000, line_total: 0 });
  });

  const refusals: [string, Parameters<typeof priceItems>[0], { field: string; message: string }[]][] = [
    [
      'a product not in the menu',
      [{ product_id: 99, quantity: 1, options: [] }],
      [{ field: 'items.0.product_id', message: orderRefusals.productUnknown }],
    ],
    [
      'a product not offered now',
      [{ product_id: 2, quantity: 1, options: [] }],
      [{ field: 'items.0.product_id', message: orderRefusals.productNotOffered('Papas fritas') }],
    ],
    [
      'a required modifier left out',
      [item([])],
      [{ field: 'items.0.options', message: orderRefusals.tooFewOptions('Punto de la carne', 1) }],
    ],
    [
      'too many options of one modifier',
      [
        item([
          { modifier_id: 20, option_id: 21 },
          { modifier_id: 30, option_id: 31, quantity: 3 },
          { modifier_id: 30, option_id: 32 },
        ]),
      ],
      [{ field: 'items.0.options', message: orderRefusals.tooManyOptions('Agregados', 3) }],
    ],
    [
      'an option of another modifier',
      [item([{ modifier_id: 20, option_id: 31 }])],
      [
        { field: 'items.0.options.0.option_id', message: orderRefusals.optionUnknown('Hamburguesa Clásica') },
        { field: 'items.0.options', message: orderRefusals.tooFewOptions('Punto de la carne', 1) },
      ],
    ],
    [
      'the same option twice',
      [
        item([
          { modifier_id: 20, option_id: 21 },
          { modifier_id: 20, option_id: 21 },
        ]),
      ],
      [{ field: 'items.0.options.1.option_id', message: orderRefusals.optionTwice }],
    ],
  ];
  it.each(refusals)('refuses %s under its field', (_, items, expected) => {
    expect(priceItems(items, catalogue).errors).toEqual(expected);
  });
});

describe('orderAmounts', () => {
  const lines = priceItems([item([{ modifier_id: 20, option_id: 21 }], 2)], catalogue).lines;

  it('adds delivery and tip, takes the discount off, and counts a point per peso of the goods after the discount', () => {
    expect(orderAmounts(lines, { discount: 100000, delivery_fee: 199000, tip: 50000 })).toEqual({
      subtotal: 1398000,
      discount: 100000,
      delivery_fee: 199000,
      tip: 50000,
      total: 1547000,
      // 1,398,000 − 100,000 cents of goods: delivery (1,990) and tip earn none.
      points: 12980,
    });
  });

  it('never discounts more than the goods and the delivery', () => {
    expect(orderAmounts(lines, { discount: 9_000_000, delivery_fee: 0, tip: 1000 })).toMatchObject({
      discount: 1398000,
      total: 1000,
      points: 0,
    });
  });
});
