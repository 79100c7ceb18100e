import { describe, expect, it } from 'vitest';
import {
  integrationGroups,
  integrationProviderKeys,
  integrationProviders,
  isIntegrationProviderKey,
  providersInGroup,
} from '../index.js';

const deliveryFlagNames = [
  'proof_of_delivery',
  'return_trips_enabled',
  'pickup_verification',
  'pincode_proof_of_delivery',
];

describe('integration provider catalogue', () => {
  it.each([
    ['delivery', ['pedidos_ya', 'pedidos_ya_v3', 'uber_direct', 'uber_daas', 'cabify']],
    ['channels', ['uber_eats', 'rappi', 'didi_food']],
    [
      'payment',
      ['amipass_payment', 'mercado_pago', 'chek', 'getnet_payment', 'mach', 'sodexo', 'onvo_payment'],
    ],
    ['pos', ['fudo', 'toteat', 'bsale', 'popapp', 'pos_fbd']],
    ['services', ['mailjet', 'ordatic', 'mailchimp']],
  ] as const)('has the spec’s %s providers, in its order', (group, keys) => {
    expect(providersInGroup(group)).toEqual(keys);
  });

  it('holds every credential kind of the spec', () => {
    for (const kind of ['pedidos_ya', 'toteat', 'uber_direct', 'mailjet', 'ordatic', 'mailchimp', 'cabify']) {
      expect(isIntegrationProviderKey(kind), kind).toBe(true);
    }
    expect(isIntegrationProviderKey('webpay')).toBe(false);
    expect(isIntegrationProviderKey('toString')).toBe(false);
  });

  it('opens each INTEGRACIONES screen of the route table', () => {
    expect(integrationGroups.delivery.path).toBe('/delivery-integration');
    expect(integrationGroups.channels.path).toBe('/channel-integration');
    expect(integrationGroups.payment.path).toBe('/payment-methods-integration');
    expect(integrationGroups.pos.path).toBe('/pos-integration');
  });

  it.each(integrationProviderKeys)('gives %s a label and snake_case fields, at least one required', (key) => {
    const { label, fields } = integrationProviders[key];
    expect(label.length).toBeGreaterThan(0);
    const names = fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of fields) {
      expect(field.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(field.label.length).toBeGreaterThan(0);
      if (field.type === 'boolean') expect(field.required).toBe(false);
    }
    expect(fields.some((f) => f.required && f.type !== 'boolean')).toBe(true);
  });

  it('puts the four delivery flags on every delivery provider and on no other', () => {
    for (const key of integrationProviderKeys) {
      const flags = integrationProviders[key].fields
        .filter((f) => deliveryFlagNames.includes(f.name))
        .map((f) => [f.name, f.type]);
      const expected = integrationProviders[key].group === 'delivery' ? deliveryFlagNames : [];
      expect(flags, key).toEqual(expected.map((name) => [name, 'boolean']));
    }
  });

  it('keeps what authenticates secret and what identifies an account in clear', () => {
    const typeOf = (key: keyof typeof integrationProviders, name: string) =>
      integrationProviders[key].fields.find((f) => f.name === name)?.type;
    expect(typeOf('pedidos_ya', 'client_secret')).toBe('secret');
    expect(typeOf('pedidos_ya', 'password')).toBe('secret');
    expect(typeOf('pedidos_ya', 'client_id')).toBe('text');
    expect(typeOf('uber_direct', 'customer_id')).toBe('text');
    expect(typeOf('mailchimp', 'api_key')).toBe('secret');
    expect(typeOf('toteat', 'api_token')).toBe('secret');
    expect(typeOf('toteat', 'restaurant_id')).toBe('text');
  });
});
