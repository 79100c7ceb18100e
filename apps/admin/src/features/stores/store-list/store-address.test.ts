import { describe, expect, it } from 'vitest';
import { storeAddress } from './store-address.js';

describe('store address line', () => {
  it.each([
    [
      { textAddress: 'Av. Irarrázaval 3450, Ñuñoa, Santiago', commune: 'Ñuñoa' },
      'Av. Irarrázaval 3450, Ñuñoa, Santiago',
    ],
    [{ textAddress: 'Av. Irarrázaval 3450', commune: 'ñuñoa' }, 'Av. Irarrázaval 3450, ñuñoa'],
    [{ textAddress: 'Av. Irarrázaval 3450', commune: null }, 'Av. Irarrázaval 3450'],
  ])('%j → %s', (store, line) => {
    expect(storeAddress(store)).toBe(line);
  });
});
