import { describe, expect, it } from 'vitest';
import '../index.js';
import type { MenuState } from './menu.schema.js';
import { resolveMenuWrite } from './menu-write.js';

const current: MenuState = {
  name: 'Carta principal',
  price_groups: [
    {
      id: 1,
      name: 'Precios local',
      status: 'active',
      position: 0,
      prices: [
        { id: 11, product_id: 100, price: 699000, delivery_price: 699000, position: 0 },
        { id: 12, product_id: 101, price: 250000, delivery_price: 290000, position: 1 },
      ],
    },
    { id: 2, name: 'Precios delivery', status: 'active', position: 1, prices: [] },
  ],
};

const errorsOf = (body: unknown, menu: MenuState | null = current) => {
  const result = resolveMenuWrite(body, menu);
  return result.ok ? [] : result.errors;
};

describe('resolveMenuWrite', () => {
  it('creates a menu with groups and prices; a delivery price left out is the price', () => {
    const result = resolveMenuWrite(
      { name: 'Carta', price_groups: [{ name: 'Local', prices: [{ product_id: 5, price: 100000 }] }] },
      null,
    );
    expect(result.ok && result.menu).toEqual({
      name: 'Carta',
      price_groups: [
        {
          name: 'Local',
          status: 'active',
          position: 0,
          prices: [{ product_id: 5, price: 100000, delivery_price: 100000, position: 0 }],
        },
      ],
    });
  });

  it('applies nested changes at both levels, keeping what is not sent', () => {
    const result = resolveMenuWrite(
      {
        price_groups: [
          {
            id: 1,
            prices: [
              { id: 11, price: 749000 },
              { id: 12, _destroy: true },
              { product_id: 102, price: 99000 },
            ],
          },
          { id: 2, _destroy: true },
          { name: 'Precios app', prices: [{ product_id: 100, price: 650000, delivery_price: 700000 }] },
        ],
      },
      current,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.menu.name).toBe('Carta principal');
    expect(result.menu.price_groups.map((g) => g.name)).toEqual(['Precios local', 'Precios app']);
    expect(result.menu.price_groups[0]?.prices).toEqual([
      { id: 11, product_id: 100, price: 749000, delivery_price: 699000, position: 0 },
      { product_id: 102, price: 99000, delivery_price: 99000, position: 0 },
    ]);
  });

  const rules: { rule: string; body: unknown; fields: string[] }[] = [
    { rule: 'menu name required', body: { name: '' }, fields: ['name'] },
    {
      rule: 'group name required',
      body: { price_groups: [{ prices: [] }] },
      fields: ['price_groups.0.name'],
    },
    {
      rule: 'price numeric',
      body: { price_groups: [{ id: 1, prices: [{ id: 11, price: '10' }] }] },
      fields: ['price_groups.0.prices.0.price'],
    },
    {
      rule: 'price required',
      body: { price_groups: [{ id: 2, prices: [{ product_id: 7 }] }] },
      fields: ['price_groups.0.prices.0.price'],
    },
    {
      rule: 'a product priced once per group',
      body: { price_groups: [{ id: 1, prices: [{ product_id: 100, price: 1 }] }] },
      fields: ['price_groups.0.prices.0.product_id'],
    },
    {
      rule: 'group names told apart',
      body: { price_groups: [{ name: 'precios LOCAL', prices: [] }] },
      fields: ['price_groups.0.name'],
    },
    {
      rule: 'a price id of another group does not exist',
      body: { price_groups: [{ id: 2, prices: [{ id: 11, price: 1 }] }] },
      fields: ['price_groups.0.prices.0.id'],
    },
    {
      rule: 'a group id of another menu does not exist',
      body: { price_groups: [{ id: 99, name: 'x' }] },
      fields: ['price_groups.0.id'],
    },
  ];
  it.each(rules)('refuses: $rule', ({ body, fields }) => {
    expect(errorsOf(body).map((e) => e.field)).toEqual(fields);
  });
});
