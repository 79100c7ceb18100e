import { describe, expect, it } from 'vitest';
import type { Product } from '../api.js';
import { checkProductForm, productBodyOf, productPatchOf } from './product-body.js';
import { newProductFormValues, type ProductFormValues } from './product-form-values.js';

const filled = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...newProductFormValues(),
  name: 'Hamburguesa Clásica',
  priceProduct: 6990,
  ...change,
});

describe('the product form body', () => {
  it('sends money in minor units, blanks as null, tags as flags and pictures by id in order', () => {
    const body = productBodyOf(
      filled({
        label: ' Nuevo ',
        labelType: 'new',
        tags: ['spicy'],
        pictures: [
          { id: 8, url: 'a' },
          { id: 3, url: 'b' },
        ],
        dimensions: { width: 12, height: '', length: '', weight: 350 },
      }),
    );
    expect(body).toMatchObject({
      price_product: 699000,
      label: 'Nuevo',
      label_type: 'new',
      description: null,
      picture_ids: [8, 3],
      dimensions: { width: 12, height: null, length: null, weight: 350 },
    });
    expect(body.tags).toMatchObject({ spicy: true, vegan: false });
  });

  it('is checked with the API’s rules, messages under the form’s own field paths', () => {
    expect(checkProductForm(filled())).toEqual({});
    expect(checkProductForm(filled({ name: '' }))).toEqual({ name: 'Este campo es requerido' });
    expect(checkProductForm(filled({ priceProduct: '' }))).toEqual({
      priceProduct: 'Este campo es requerido',
    });
    const errors = checkProductForm(
      filled({
        label: 'Una etiqueta demasiado larga',
        modifiers: [{ modifierId: 4, name: 'Salsas', minQuantity: 5, maxQuantity: 2 }],
      }),
    );
    expect(Object.keys(errors)).toEqual(['label', 'labelType', 'modifiers.0.minQuantity']);
  });

  it('patches a saved product’s modifier links by id and destroys the removed ones', () => {
    const saved = {
      modifiers: [
        { id: 10, modifierId: 4, minQuantity: 0, maxQuantity: 100, position: 0 },
        { id: 11, modifierId: 5, minQuantity: 0, maxQuantity: 100, position: 1 },
      ],
    } as unknown as Product;
    const patch = productPatchOf(
      filled({
        modifiers: [
          { id: 11, modifierId: 5, name: 'Quesos', minQuantity: 1, maxQuantity: 2 },
          { modifierId: 6, name: 'Bebidas', minQuantity: 0, maxQuantity: 100 },
        ],
      }),
      saved,
    );
    expect(patch.modifiers).toEqual([
      { id: 11, modifier_id: 5, min_quantity: 1, max_quantity: 2, position: 0 },
      { modifier_id: 6, min_quantity: 0, max_quantity: 100, position: 1 },
      { id: 10, _destroy: true },
    ]);
  });
});
