import { describe, expect, it } from 'vitest';
import '../index.js';
import { resolveProductWrite } from './product-write.js';

const created = () => {
  const result = resolveProductWrite(
    { name: 'Papas fritas', price_product: 250000, modifiers: [{ modifier_id: 3 }] },
    null,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.product;
};

describe('resolveProductWrite', () => {
  it('fills a new product with the defaults: modifier quantities 0 and 100, all platforms and days, shown', () => {
    const product = created();
    expect(product.modifiers).toEqual([{ modifier_id: 3, min_quantity: 0, max_quantity: 100, position: 0 }]);
    expect(product).toMatchObject({
      show: true,
      dispatch_method: 'both',
      platform: ['web', 'app', 'order_taker'],
    });
    expect(product.availability).toHaveLength(7);
  });

  it('requires a name and a price, and says "quantities numeric" in Spanish', () => {
    const result = resolveProductWrite({ modifiers: [{ modifier_id: 1, max_quantity: 'diez' }] }, null);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'modifiers.0.max_quantity', message: 'El campo modifiers.0.max_quantity debe ser un número' },
    ]);
    const missing = resolveProductWrite({}, null);
    expect(missing.ok ? [] : missing.errors.map((e) => e.message)).toEqual([
      'El campo name es requerido',
      'El campo price_product es requerido',
    ]);
  });

  it('changes only what a PATCH sends, nested modifiers by id and _destroy', () => {
    const current = {
      ...created(),
      modifiers: [{ id: 10, modifier_id: 3, min_quantity: 0, max_quantity: 100, position: 0 }],
    };
    const result = resolveProductWrite(
      {
        price_product: 260000,
        modifiers: [
          { id: 10, _destroy: true },
          { modifier_id: 4, max_quantity: 2 },
        ],
      },
      current,
    );
    expect(result.ok && result.product).toMatchObject({
      name: 'Papas fritas',
      price_product: 260000,
      modifiers: [{ modifier_id: 4, min_quantity: 0, max_quantity: 2, position: 0 }],
    });
  });

  it('names a rule failure inside a nested item by the index the request sent', () => {
    const current = {
      ...created(),
      modifiers: [{ id: 10, modifier_id: 3, min_quantity: 0, max_quantity: 100, position: 0 }],
    };
    const result = resolveProductWrite(
      { modifiers: [{ modifier_id: 5 }, { id: 10, min_quantity: 200 }] },
      current,
    );
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['modifiers.1.min_quantity']);
    const unknown = resolveProductWrite({ modifiers: [{ id: 99, min_quantity: 1 }] }, current);
    expect(unknown.ok ? [] : unknown.errors.map((e) => e.field)).toEqual(['modifiers.0.id']);
  });
});

describe('a nested modifier a PATCH updates', () => {
  it('keeps the quantities and position it does not send', () => {
    const current = {
      ...created(),
      modifiers: [{ id: 10, modifier_id: 3, min_quantity: 1, max_quantity: 2, position: 4 }],
    };
    const result = resolveProductWrite({ modifiers: [{ id: 10, max_quantity: 3 }] }, current);
    expect(result.ok && result.product.modifiers).toEqual([
      { id: 10, modifier_id: 3, min_quantity: 1, max_quantity: 3, position: 4 },
    ]);
  });
});
