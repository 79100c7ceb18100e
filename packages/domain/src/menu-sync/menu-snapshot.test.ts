import { describe, expect, it } from 'vitest';
import { type ChannelMenu, diffMenus, snapshotOf } from './menu-snapshot.js';

const menu = (burgerName: string, burgerPrice: number, withFries: boolean): ChannelMenu => ({
  collections: [
    {
      key: 'price_group:1',
      name: 'Hamburguesas',
      items: [
        {
          key: 'product:1',
          name: burgerName,
          description: null,
          price: burgerPrice,
          groups: [
            {
              key: 'modifier:10',
              name: 'Salsas',
              min: 0,
              max: 2,
              options: [{ key: 'modifier:11', name: 'Mayo', price: 500 }],
            },
          ],
        },
        ...(withFries
          ? [{ key: 'product:2', name: 'Papas', description: null, price: 2500, groups: [] }]
          : []),
      ],
    },
  ],
});

describe('the menu diff', () => {
  it('shows everything as added against nothing deployed', () => {
    const diff = diffMenus(null, snapshotOf(menu('Clásica', 6990, true)));
    expect(diff.unchanged).toBe(false);
    expect(diff.products.added.map((p) => p.key)).toEqual(['product:1', 'product:2']);
    expect(diff.modifiers.added.map((m) => m.key)).toEqual(['modifier:10', 'modifier:11']);
  });

  it('shows a rename with a price change, and a removed product', () => {
    const before = snapshotOf(menu('Clásica', 6990, true));
    const diff = diffMenus(before, snapshotOf(menu('Clásica doble', 7990, false)));
    expect(diff.products).toEqual({
      added: [],
      removed: [{ key: 'product:2', name: 'Papas', price: 2500 }],
      changed: [
        {
          key: 'product:1',
          name: 'Clásica doble',
          previous_name: 'Clásica',
          price: 7990,
          previous_price: 6990,
        },
      ],
    });
    expect(diff.modifiers).toEqual({ added: [], removed: [], changed: [] });
  });

  it('says unchanged when nothing differs', () => {
    const same = snapshotOf(menu('Clásica', 6990, true));
    expect(diffMenus(same, same).unchanged).toBe(true);
  });
});
