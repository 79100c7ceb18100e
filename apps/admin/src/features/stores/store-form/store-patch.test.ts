import { describe, expect, it } from 'vitest';
import { savedStore } from './store.fixture.js';
import { storeBodyOf } from './store-body.js';
import { type StoreFormValues, storeFormValues } from './store-form-values.js';
import { storePatch } from './store-patch.js';

const offered = ['own', 'uber', 'cabify', 'peya_v3'] as const;
const saved = () => storeFormValues(savedStore(), offered);
const patchOf = (edit: (values: StoreFormValues) => void) => {
  const before = saved();
  const after = saved();
  edit(after);
  return storePatch(storeBodyOf(before).body, storeBodyOf(after).body);
};

describe('store PATCH body', () => {
  it('is empty when nothing changed, idle delivery drafts included', () => {
    expect(patchOf(() => undefined)).toEqual({});
  });

  it('sends only the fields that changed', () => {
    expect(patchOf((v) => Object.assign(v, { name: 'Providencia Norte', pickUpWaitTime: 20 }))).toEqual({
      name: 'Providencia Norte',
      pick_up_wait_time: 20,
    });
  });

  it('sends only the payment modes that changed', () => {
    const patch = patchOf((v) => {
      v.paymentMethods = { ...v.paymentMethods, inStore: ['cash'] };
    });
    expect(patch).toEqual({ payment_methods: { in_store: ['cash'] } });
  });

  it('sends a changed period with its id, a new one without, and leaves the others out', () => {
    const patch = patchOf((v) => {
      v.businessHours = [
        { ...(v.businessHours[0] as StoreFormValues['businessHours'][0]), closingTime: '15:30' },
        v.businessHours[1] as StoreFormValues['businessHours'][0],
        { day: 'tuesday', openingTime: '12:00', closingTime: '16:00', dispatchMethod: 'both' },
      ];
    });
    expect(patch).toEqual({
      business_hours: [
        { id: 51, day: 'monday', opening_time: '12:00', closing_time: '15:30', dispatch_method: 'both' },
        { day: 'tuesday', opening_time: '12:00', closing_time: '16:00', dispatch_method: 'both' },
      ],
    });
  });

  it('sends a removed scheduled closing with _destroy (spec part 1 §4)', () => {
    expect(patchOf((v) => (v.scheduledClosingTimes = []))).toEqual({
      scheduled_closing_times: [{ id: 61, _destroy: true }],
    });
  });

  it('sends a zone the editor marked destroyed with _destroy', () => {
    const patch = patchOf((v) => {
      v.deliveryAreas = v.deliveryAreas.map((a) => ({ ...a, destroy: true }));
    });
    expect(patch).toEqual({ delivery_areas: [{ id: 41, _destroy: true }] });
  });

  it('creates a delivery method once its draft is switched on', () => {
    const patch = patchOf((v) => {
      const uber = v.deliveryMethods.find((m) => m.deliveryType === 'uber');
      if (uber) uber.enabled = true;
    });
    expect(patch.delivery_methods).toEqual([
      expect.objectContaining({ delivery_type: 'uber', enabled: true }),
    ]);
    expect((patch.delivery_methods as object[])[0]).not.toHaveProperty('id');
  });
});
