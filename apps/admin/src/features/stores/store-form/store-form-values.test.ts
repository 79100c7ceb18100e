import { describe, expect, it } from 'vitest';
import { savedStore } from './store.fixture.js';
import { storeBodyOf } from './store-body.js';
import { newStoreFormValues, storeFormValues } from './store-form-values.js';

const offered = ['own', 'uber', 'cabify', 'peya_v3'] as const;

describe('store form values', () => {
  it('starts a new store from the domain defaults, with what it must be given left empty', () => {
    const values = newStoreFormValues(offered);
    expect(values.name).toBe('');
    expect(values.latitude).toBeNull();
    expect(values.deliveryWaitTime).toBe('');
    expect(values.npsEmailTimer).toBe(45);
    expect(values.orderMethod).toBe('both');
    expect(values.deliveryMethods.map((m) => m.deliveryType)).toEqual([
      'own',
      'uber',
      'peya',
      'cabify',
      'peya_v3',
    ]);
    expect(values.deliveryMethods.every((m) => !m.enabled)).toBe(true);
  });

  it('shows money in currency units and sends it back in minor units', () => {
    const values = storeFormValues(savedStore(), offered);
    expect(values.deliveryMethods[0]?.feeAmount).toBe(1900);
    expect(values.defaultTip).toEqual({ type: 'amount', value: 1000 });
    const { body } = storeBodyOf(values);
    expect((body.delivery_methods as { fee_amount: number }[])[0]?.fee_amount).toBe(190000);
    expect(body.default_tip).toEqual({ type: 'amount', value: 100000 });
  });

  it('adds a disabled draft for each offered delivery type the store lacks', () => {
    const types = storeFormValues(savedStore(), offered).deliveryMethods.map((m) => [
      m.deliveryType,
      m.enabled,
    ]);
    expect(types).toEqual([
      ['own', true],
      ['uber', false],
      ['cabify', false],
      ['peya_v3', false],
    ]);
  });

  it('sends blank boxes as null, empty commerce codes included (spec part 1 §5)', () => {
    const values = {
      ...storeFormValues(savedStore(), offered),
      phone: '  ',
      webpayCommerceCode: '',
      deliveryWaitTime: '' as const,
    };
    const { body } = storeBodyOf(values);
    expect(body.phone).toBeNull();
    expect(body.webpay_commerce_code).toBeNull();
    expect(body.delivery_wait_time).toBeNull();
  });

  it('sends a cofinance without grant as null and a percentage one as typed', () => {
    const values = storeFormValues(savedStore(), offered);
    const [own, uber] = values.deliveryMethods;
    if (!own || !uber) throw new Error('fixture');
    uber.externalDeliveryCofinance = { kind: 'percentage', value: 30 };
    const methods = storeBodyOf(values).body.delivery_methods as { external_delivery_cofinance: unknown }[];
    expect(methods[0]?.external_delivery_cofinance).toBeNull();
    expect(methods[1]?.external_delivery_cofinance).toEqual({ kind: 'percentage', value: 30 });
  });

  it('coerces subscription quotes that read as numbers and leaves zones the user deleted out', () => {
    const values = storeFormValues(savedStore(), offered);
    values.subscriptionQuotes = ['2,5', 'diez'];
    values.deliveryAreas = [
      { ...(values.deliveryAreas[0] as (typeof values.deliveryAreas)[0]), destroy: true },
    ];
    const { body, areaIndexes } = storeBodyOf(values);
    expect(body.subscription_quotes).toEqual([2.5, 'diez']);
    expect(body.delivery_areas).toEqual([]);
    expect(areaIndexes).toEqual([]);
  });
});
