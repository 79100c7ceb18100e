import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../index.js';
import { massivePatchFor } from './massive-update.schema.js';
import { waitTimesAt } from './opening/index.js';
import { offeredPaymentMethods } from './payment-methods.js';
import { validStore } from './store.fixtures.js';
import type { StoreState } from './store.schema.js';
import { storeMessages } from './store-messages.js';
import { resolveStoreWrite, type StoreWriteContext } from './store-write.js';

const now = new Date('2026-03-10T15:00:00Z'); // Tuesday 12:00 in Santiago (UTC-3)
const base: Omit<StoreWriteContext, 'current'> = {
  country: 'cl',
  features: [],
  now,
  timeZone: 'America/Santiago',
};

/** A stored store: the fixture through a create, then ids as the database would give them. */
function stored(): StoreState {
  const created = resolveStoreWrite(validStore(), { ...base, current: null });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  let next = 1;
  const withIds = <T extends object>(items: T[]) => items.map((item) => ({ ...item, id: next++ }));
  const s = created.store;
  return {
    ...s,
    business_hours: withIds(s.business_hours),
    delivery_methods: withIds(s.delivery_methods),
    delivery_areas: withIds(s.delivery_areas),
    scheduled_closing_times: withIds(s.scheduled_closing_times),
    exceptional_wait_times: withIds(s.exceptional_wait_times),
  };
}

const patch = (body: unknown, current: StoreState = stored(), extra: Partial<StoreWriteContext> = {}) =>
  resolveStoreWrite(body, { ...base, current, ...extra });

const ok = (result: ReturnType<typeof patch>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.store;
};

describe('creating a store', () => {
  it('starts from the defaults: 45 min NPS timer, the 4 default delivery methods all disabled, fixed fee', () => {
    const body = validStore();
    delete body.nps_email_timer;
    delete body.delivery_methods;
    body.order_method = 'in_store';
    const store = ok(resolveStoreWrite(body, { ...base, current: null }));
    expect(store.nps_email_timer).toBe(45);
    expect(store.delivery_methods.map((m) => [m.delivery_type, m.enabled, m.delivery_fee_type])).toEqual([
      ['own', false, 'fixed'],
      ['uber', false, 'fixed'],
      ['peya', false, 'fixed'],
      ['cabify', false, 'fixed'],
    ]);
  });

  it('needs a name, an address with coordinates and both wait times', () => {
    const result = resolveStoreWrite({}, { ...base, current: null });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'name',
        'text_address',
        'latitude',
        'longitude',
        'delivery_wait_time',
        'pick_up_wait_time',
      ]),
    );
  });

  it('refuses unknown fields and unknown enum values', () => {
    const result = resolveStoreWrite(
      { ...validStore(), colour: 'red', order_method: 'teleport' },
      { ...base, current: null },
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'order_method', message: fieldMessages.invalid('order_method') },
        { field: 'colour', message: fieldMessages.unknownField('colour') },
      ],
    });
  });

  it('turns blank commerce codes into null and coerces subscription quotes to decimals', () => {
    const store = ok(
      resolveStoreWrite(
        { ...validStore(), oneclick_commerce_code: '', subscription_quotes: ['12.5', '', null, 3, '4,25'] },
        { ...base, current: null },
      ),
    );
    expect(store.oneclick_commerce_code).toBeNull();
    expect(store.subscription_quotes).toEqual([12.5, 0, 0, 3, 4.25]);
  });

  it('stores no-grant cofinance as null', () => {
    const body = validStore();
    body.delivery_methods = [
      ...(body.delivery_methods as object[]),
      {
        delivery_type: 'cabify',
        delivery_fee_type: 'external',
        enabled: true,
        fee_configuration: { type: 'both', grant_type: 'amount', amount: 50000 },
        external_delivery_cofinance: { kind: 'no_grant', value: 1000 },
      },
    ];
    const store = ok(resolveStoreWrite(body, { ...base, current: null }));
    expect(store.delivery_methods[1]?.external_delivery_cofinance).toBeNull();
    expect(store.delivery_methods[1]?.fee_configuration).toEqual({
      type: 'both',
      grant_type: 'amount',
      amount: 50000,
      subsidised_service: false,
    });
  });
});

describe('nested lists in a PATCH (API.md)', () => {
  it('updates an item with an id, creates one without, deletes one with _destroy and keeps the rest', () => {
    const current = stored();
    const [monday, mondayEvening, tuesday] = current.business_hours;
    const store = ok(
      patch(
        {
          business_hours: [
            { id: monday?.id, closing_time: '15:30' },
            { id: mondayEvening?.id, _destroy: true },
            { day: 'monday', opening_time: '18:00', closing_time: '22:00', dispatch_method: 'both' },
          ],
        },
        current,
      ),
    );
    expect(store.business_hours).toHaveLength(current.business_hours.length);
    expect(store.business_hours[0]).toEqual({ ...monday, closing_time: '15:30' });
    expect(store.business_hours.find((h) => h.id === mondayEvening?.id)).toBeUndefined();
    expect(store.business_hours[1]).toEqual(tuesday);
    expect(store.business_hours.at(-1)).toEqual({
      day: 'monday',
      opening_time: '18:00',
      closing_time: '22:00',
      dispatch_method: 'both',
    });
  });

  it('names a failing item by its index in the request, and an item not sent by its list', () => {
    const current = stored();
    const result = patch(
      {
        business_hours: [{ id: current.business_hours[2]?.id, opening_time: '11:00', closing_time: '10:00' }],
      },
      current,
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'business_hours.0.closing_time', message: storeMessages.closingBeforeOpening }],
    });
    // A new period overlapping one not sent: the error is on the new period (it opens later).
    const overlap = patch(
      {
        business_hours: [
          { day: 'monday', opening_time: '15:00', closing_time: '17:00', dispatch_method: 'both' },
        ],
      },
      current,
    );
    expect(overlap).toEqual({
      ok: false,
      errors: [{ field: 'business_hours.0.opening_time', message: storeMessages.overlappingHours }],
    });
  });

  it('refuses an id the store does not have', () => {
    expect(patch({ delivery_areas: [{ id: 9999, name: 'Otra' }] })).toEqual({
      ok: false,
      errors: [{ field: 'delivery_areas.0.id', message: fieldMessages.invalid('delivery_areas.0.id') }],
    });
  });

  it('takes a GET body back as it is (read-only fields ignored)', () => {
    const current = stored();
    const view = {
      ...current,
      id: 7,
      uuid: 'x',
      open: true,
      delivery: true,
      pick_up: true,
      checkout_questions: [],
      created_at: 'x',
      updated_at: 'x',
      delivery_zone_file: null,
      delivery_methods: current.delivery_methods.map((m) => ({ ...m, key: 1 })),
    };
    expect(ok(patch(view, current))).toEqual(current);
  });

  it('keeps a locked zone from changing or going until it is unlocked', () => {
    const current = stored();
    const area = current.delivery_areas[0];
    if (!area) throw new Error('no area');
    current.delivery_areas[0] = { ...area, locked: true };
    const moved = {
      id: area.id,
      points: [
        { latitude: -33.4, longitude: -70.6 },
        { latitude: -33.4, longitude: -70.5 },
        { latitude: -33.5, longitude: -70.5 },
      ],
    };
    expect(patch({ delivery_areas: [moved] }, current)).toEqual({
      ok: false,
      errors: [{ field: 'delivery_areas.0', message: storeMessages.lockedArea }],
    });
    expect(patch({ delivery_areas: [{ id: area.id, _destroy: true }] }, current)).toEqual({
      ok: false,
      errors: [{ field: 'delivery_areas', message: storeMessages.lockedArea }],
    });
    expect(
      ok(patch({ delivery_areas: [{ ...moved, locked: false }] }, current)).delivery_areas[0]?.points,
    ).toHaveLength(3);
  });

  it('replaces only the payment modes sent', () => {
    const store = ok(patch({ payment_methods: { in_store: ['card'] } }));
    expect(store.payment_methods).toMatchObject({ delivery: ['cash', 'card', 'online'], in_store: ['card'] });
  });

  it('keeps a legacy payment method already enabled but does not let it be added elsewhere', () => {
    const current = {
      ...stored(),
      payment_methods: { ...stored().payment_methods, in_store: ['cash', 'sinpe'] },
    } as StoreState;
    expect(ok(patch({ name: 'Nuevo nombre' }, current)).payment_methods.in_store).toEqual(['cash', 'sinpe']);
    expect(patch({ payment_methods: { delivery: ['cash', 'online', 'sinpe'] } }, current)).toEqual({
      ok: false,
      errors: [
        { field: 'payment_methods.delivery', message: storeMessages.paymentMethodNotOffered('sinpe') },
      ],
    });
    expect(offeredPaymentMethods('in_store', { ...current, current: current.payment_methods })).toContain(
      'sinpe',
    );
  });

  it('asks order-taker payment methods only of tenants with the order taker', () => {
    const result = patch({ name: 'Otra' }, stored(), { features: ['order_taker'] });
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual([
      'payment_methods.order_taker_in_store',
      'payment_methods.order_taker_store_delivery',
    ]);
  });
});

describe('closing and reopening', () => {
  it('closes permanently by disabling the store', () => {
    expect(ok(patch({ closing: { kind: 'permanent' } })).enabled).toBe(false);
  });

  it('closes for one hour, two hours or the rest of the day in the tenant time zone', () => {
    const last = (kind: string) => ok(patch({ closing: { kind } })).scheduled_closing_times.at(-1);
    expect(last('one_hour')).toMatchObject({
      start_datetime: '2026-03-10T12:00:00-03:00',
      end_datetime: '2026-03-10T13:00:00-03:00',
      dispatch_method: 'both',
    });
    expect(last('two_hours')).toMatchObject({ end_datetime: '2026-03-10T14:00:00-03:00' });
    expect(last('rest_of_day')).toMatchObject({
      end_datetime: '2026-03-11T00:00:00-03:00',
      reason: 'Cerrada por el resto del día',
    });
  });

  it('closes for a scheduled range, refusing one that ends before it starts or already ended', () => {
    const range = {
      kind: 'scheduled',
      start_datetime: '2026-03-12T09:00:00-03:00',
      end_datetime: '2026-03-12T18:00:00-03:00',
      reason: 'Fumigación',
    };
    expect(ok(patch({ closing: range })).scheduled_closing_times.at(-1)).toMatchObject({
      reason: 'Fumigación',
      dispatch_method: 'both',
    });
    expect(patch({ closing: { ...range, end_datetime: '2026-03-12T08:00:00-03:00' } })).toEqual({
      ok: false,
      errors: [{ field: 'closing.end_datetime', message: storeMessages.endBeforeStart }],
    });
    expect(
      patch({
        closing: {
          ...range,
          start_datetime: '2026-03-09T09:00:00-03:00',
          end_datetime: '2026-03-09T18:00:00-03:00',
        },
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'closing.end_datetime', message: storeMessages.expiredClosing }],
    });
  });

  it('reopens: enables the store and ends the closing in force now, keeping later ones', () => {
    const closed = ok(
      patch({ closing: { kind: 'two_hours' } }, stored(), { now: new Date('2026-03-10T14:00:00Z') }),
    );
    const withFuture = ok(
      patch(
        {
          closing: {
            kind: 'scheduled',
            start_datetime: '2026-03-20T09:00:00-03:00',
            end_datetime: '2026-03-20T18:00:00-03:00',
          },
        },
        { ...closed, enabled: false },
      ),
    );
    const reopened = ok(patch({ reopen: true }, withFuture));
    expect(reopened.enabled).toBe(true);
    expect(reopened.scheduled_closing_times.map((c) => c.end_datetime)).toEqual([
      '2026-03-10T12:00:00-03:00',
      '2026-03-20T18:00:00-03:00',
    ]);
  });

  it('closes or reopens a store whose other sections are incomplete', () => {
    const incomplete = {
      ...stored(),
      payment_methods: {
        delivery: [],
        in_store: [],
        order_taker_in_store: [],
        order_taker_store_delivery: [],
      },
    } as StoreState;
    expect(patch({ name: 'x' }, incomplete).ok).toBe(false);
    expect(ok(patch({ closing: { kind: 'one_hour' } }, incomplete)).scheduled_closing_times).toHaveLength(1);
  });

  it('does not close and reopen at once', () => {
    expect(patch({ closing: { kind: 'one_hour' }, reopen: true })).toEqual({
      ok: false,
      errors: [{ field: 'reopen', message: storeMessages.closingAndReopen }],
    });
  });
});

describe('wait times in force', () => {
  const store = {
    delivery_wait_time: 30,
    pick_up_wait_time: 15,
    exceptional_wait_times: [
      {
        kind: 'periodic' as const,
        day: 'tuesday' as const,
        start_time: '11:00',
        end_time: '14:00',
        delivery_wait_time: 50,
        pick_up_wait_time: 25,
      },
      {
        kind: 'specific' as const,
        start_date: '2026-03-10',
        end_date: '2026-03-10',
        start_time: '11:30',
        end_time: '12:30',
        delivery_wait_time: 70,
        pick_up_wait_time: 35,
      },
    ],
  };
  it('are a specific exception first, then a periodic one, then the store’s', () => {
    expect(waitTimesAt(store, now, 'America/Santiago')).toEqual({
      delivery_wait_time: 70,
      pick_up_wait_time: 35,
    });
    expect(waitTimesAt(store, new Date('2026-03-10T16:00:00Z'), 'America/Santiago')).toEqual({
      delivery_wait_time: 50,
      pick_up_wait_time: 25,
    });
    expect(waitTimesAt(store, new Date('2026-03-10T18:00:00Z'), 'America/Santiago')).toEqual({
      delivery_wait_time: 30,
      pick_up_wait_time: 15,
    });
  });
});

describe('bulk edit as a single-store patch', () => {
  it('replaces the lists sent and leaves the others', () => {
    const hours = [
      { day: 'monday', opening_time: '10:00', closing_time: '20:00', dispatch_method: 'both' },
    ] as const;
    const body = massivePatchFor(
      { business_hours: [...hours], pick_up_wait_time: 20 },
      {
        business_hours: [{ id: 1 }, { id: 2 }],
        scheduled_closing_times: [{ id: 5 }],
        exceptional_wait_times: [],
      },
    );
    expect(body).toEqual({
      business_hours: [{ id: 1, _destroy: true }, { id: 2, _destroy: true }, ...hours],
      pick_up_wait_time: 20,
    });
  });
});
