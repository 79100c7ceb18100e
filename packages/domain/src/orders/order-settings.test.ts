import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings-write.js';
import { countrySettings } from '../tenants/countries.js';
import { deliveryFeeUnderSettings, distanceKm, orderValueRefusal } from './order-settings.js';

const general = defaultSettings('Demo').general;
const facts = { zoneFee: 150_000, subtotal: 1_000_000, distanceKm: 2.3, external: false, withCents: false };
const cl = countrySettings('cl');

describe('deliveryFeeUnderSettings', () => {
  it.each([
    ['the zone’s fee by default', general, facts, 150_000],
    [
      'the general fee when the zone sets none',
      { ...general, delivery_price: 99_000 },
      { ...facts, zoneFee: null },
      99_000,
    ],
    [
      'free from the minimum, to the peso',
      { ...general, free_delivery: { minimum_value: 1_000_000, enabled_for_external_delivery: false } },
      facts,
      0,
    ],
    [
      'charged one peso under the minimum',
      { ...general, free_delivery: { minimum_value: 1_000_100, enabled_for_external_delivery: false } },
      facts,
      150_000,
    ],
    [
      'charged for an external fleet unless the setting says so',
      { ...general, free_delivery: { minimum_value: 500_000, enabled_for_external_delivery: false } },
      { ...facts, external: true },
      150_000,
    ],
    [
      'free for an external fleet when the setting says so',
      { ...general, free_delivery: { minimum_value: 500_000, enabled_for_external_delivery: true } },
      { ...facts, external: true },
      0,
    ],
    [
      'base plus km price, up to the next peso',
      { ...general, dynamic_delivery_price: { enabled: true, base_price: 100_000, km_price: 50_050 } },
      facts,
      100_000 + 115_200,
    ],
    [
      'base plus km price to the cent where the currency has cents',
      { ...general, dynamic_delivery_price: { enabled: true, base_price: 100, km_price: 333 } },
      { ...facts, withCents: true },
      100 + 766,
    ],
  ])('%s', (_name, settings, given, fee) => {
    expect(deliveryFeeUnderSettings(settings, given)).toBe(fee);
  });
});

describe('orderValueRefusal', () => {
  const bounded = {
    ...general,
    min_price_for_delivery: 500_000,
    max_price_for_delivery: 5_000_000,
    max_price_for_pick_up: 3_000_000,
  };
  it.each([
    ['delivery', 499_900, 'El pedido mínimo para despacho es $5.000.'],
    ['delivery', 500_000, undefined],
    ['delivery', 5_000_000, undefined],
    [
      'delivery',
      5_000_100,
      'Para despacho el pedido puede ser de hasta $50.000: divídelo o retíralo en la tienda.',
    ],
    ['pick_up', 100, undefined],
    ['pick_up', 3_000_100, 'Para retiro en tienda el pedido puede ser de hasta $30.000.'],
  ] as const)('%s of %i', (dispatch, subtotal, refusal) => {
    expect(orderValueRefusal(bounded, dispatch, subtotal, cl)).toBe(refusal);
  });

  it('refuses nothing without limits', () => {
    expect(orderValueRefusal(general, 'delivery', 1, cl)).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('measures Providencia to Las Condes (about 5.6 km)', () => {
    expect(
      distanceKm({ latitude: -33.4263, longitude: -70.617 }, { latitude: -33.4172, longitude: -70.558 }),
    ).toBeCloseTo(5.58, 1);
  });
});
