import '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { savedMenu } from './menu.fixture.js';
import { menuErrors } from './menu-check.js';
import { addGroup, addPrice, changeGroup, newPrice, pickProduct } from './menu-edits.js';
import { menuBodyOf, menuValuesOf, newMenuValues } from './menu-values.js';

const labels: Record<string, string> = { name: 'nombre', price: 'precio', product_id: 'producto' };
const label = (name: string) => labels[name] ?? name;

describe('menu check on submit', () => {
  it('passes a menu as saved', () => {
    const menu = savedMenu();
    expect(menuErrors(menuBodyOf(menuValuesOf(menu), menu), menu, label)).toEqual({});
  });

  it('names blanks by their labels under the row’s inputs', () => {
    const values = newMenuValues();
    const groups = addGroup(values.priceGroups, 'Local');
    const key = groups[0]?.key ?? '';
    const body = menuBodyOf({ name: 'Carta', priceGroups: addPrice(groups, key, newPrice()) }, null);
    expect(menuErrors(body, null, label)).toEqual({
      'priceGroups.0.prices.0.productId': 'El campo producto es requerido',
      'priceGroups.0.prices.0.price': 'El campo precio es requerido',
    });
  });

  it('applies the domain rules: a product once per group, group names told apart, a name', () => {
    const menu = savedMenu();
    const values = menuValuesOf(menu);
    let groups = changeGroup(values.priceGroups, 'g11', { name: 'hamburguesas' });
    groups = addPrice(groups, 'g10', newPrice());
    const row = groups[0]?.prices[2]?.key ?? '';
    groups = pickProduct(groups, 'g10', row, { id: 1, name: 'Hamburguesa Clásica', priceProduct: 1 });
    const errors = menuErrors(menuBodyOf({ name: '', priceGroups: groups }, menu), menu, label);
    expect(errors).toMatchObject({ name: expect.stringContaining('nombre') });
    const rules = menuErrors(menuBodyOf({ name: 'Carta', priceGroups: groups }, menu), menu, label);
    // The form sends every item, so both sides of a clash are marked.
    expect(rules).toEqual({
      'priceGroups.0.name': 'Ya existe un grupo de precios con ese nombre en el menú',
      'priceGroups.0.prices.0.productId': 'El producto ya tiene un precio en este grupo de precios',
      'priceGroups.1.name': 'Ya existe un grupo de precios con ese nombre en el menú',
      'priceGroups.0.prices.2.productId': 'El producto ya tiene un precio en este grupo de precios',
    });
  });
});
