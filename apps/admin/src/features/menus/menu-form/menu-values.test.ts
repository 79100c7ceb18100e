import { describe, expect, it } from 'vitest';
import { savedMenu } from './menu.fixture.js';
import {
  addGroup,
  addPrice,
  changePrice,
  moveGroup,
  movePrice,
  newPrice,
  removeGroup,
  removePrice,
} from './menu-edits.js';
import { menuBodyOf, menuValuesOf, newMenuValues, shownDeliveryPrice } from './menu-values.js';

describe('menu form values', () => {
  it('reads prices in currency units; a delivery price equal to the price follows it', () => {
    const values = menuValuesOf(savedMenu());
    const [burger, fries] = values.priceGroups[0]?.prices ?? [];
    expect(burger).toMatchObject({ price: 6990, deliveryPrice: null });
    expect(fries).toMatchObject({ price: 2500, deliveryPrice: 2900 });
    expect(burger && shownDeliveryPrice(burger)).toBe(6990);
  });

  it('sends back an unchanged menu with every position and nothing destroyed', () => {
    const menu = savedMenu();
    const body = menuBodyOf(menuValuesOf(menu), menu);
    expect(body.price_groups.map((g) => ('position' in g ? [g.id, g.position] : g))).toEqual([
      [10, 0],
      [11, 1],
    ]);
    expect(body.price_groups[0]).toMatchObject({
      prices: [
        { id: 100, product_id: 1, price: 699000, delivery_price: 699000, position: 0 },
        { id: 101, product_id: 2, price: 250000, delivery_price: 290000, position: 1 },
      ],
    });
  });

  it('an emptied delivery price follows the price again', () => {
    const menu = savedMenu();
    const values = menuValuesOf(menu);
    const groups = changePrice(values.priceGroups, 'g10', 'p101', { deliveryPrice: '' });
    const body = menuBodyOf({ ...values, priceGroups: groups }, menu);
    const [group] = body.price_groups;
    expect(group && 'prices' in group ? group.prices[1] : null).toMatchObject({
      price: 250000,
      delivery_price: 250000,
    });
  });

  it('a delivery price that follows the price is sent as the new price', () => {
    const menu = savedMenu();
    const values = menuValuesOf(menu);
    const groups = changePrice(values.priceGroups, 'g10', 'p100', { price: 7490 });
    const body = menuBodyOf({ ...values, priceGroups: groups }, menu);
    const [group] = body.price_groups;
    expect(group && 'prices' in group ? group.prices[0] : null).toEqual({
      id: 100,
      product_id: 1,
      price: 749000,
      delivery_price: 749000,
      position: 0,
    });
  });

  it('sends what was removed as _destroy after the kept items, so 422 indexes are the form’s', () => {
    const menu = savedMenu();
    const values = menuValuesOf(menu);
    let groups = removeGroup(values.priceGroups, 'g11');
    groups = removePrice(groups, 'g10', 'p100');
    groups = addPrice(groups, 'g10', newPrice({ id: 4, name: 'Nuggets', priceProduct: 390000 }));
    const body = menuBodyOf({ ...values, priceGroups: groups }, menu);
    expect(body.price_groups).toEqual([
      {
        id: 10,
        name: 'Hamburguesas',
        status: 'active',
        position: 0,
        prices: [
          { id: 101, product_id: 2, price: 250000, delivery_price: 290000, position: 0 },
          { product_id: 4, price: 390000, delivery_price: 390000, position: 1 },
          { id: 100, _destroy: true },
        ],
      },
      { id: 11, _destroy: true },
    ]);
  });

  it('moving groups and prices changes their positions', () => {
    const menu = savedMenu();
    const values = menuValuesOf(menu);
    const groups = movePrice(moveGroup(values.priceGroups, 1, 0), 'g10', 1, 0);
    const body = menuBodyOf({ ...values, priceGroups: groups }, menu);
    expect(body.price_groups.map((g) => ('position' in g ? [g.id, g.position] : g))).toEqual([
      [11, 0],
      [10, 1],
    ]);
    expect(body.price_groups[1]).toMatchObject({
      prices: [
        { id: 101, position: 0 },
        { id: 100, position: 1 },
      ],
    });
  });

  it('a new menu is posted without ids', () => {
    const values = newMenuValues();
    const groups = addPrice(addGroup(values.priceGroups, 'Local'), '', newPrice());
    const [group] = groups;
    const body = menuBodyOf(
      {
        name: 'Carta',
        priceGroups: addPrice(groups, group?.key ?? '', newPrice({ id: 1, name: 'A', priceProduct: 100 })),
      },
      null,
    );
    expect(body).toEqual({
      name: 'Carta',
      price_groups: [
        {
          name: 'Local',
          status: 'active',
          position: 0,
          prices: [{ product_id: 1, price: 100, delivery_price: 100, position: 0 }],
        },
      ],
    });
  });
});
