import { massiveUpdateInput } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { bulkEditBody } from './bulk-edit-body.js';
import { type BulkEditValues, newBulkEditValues } from './bulk-edit-values.js';

const values = (change: Partial<BulkEditValues>): BulkEditValues => ({ ...newBulkEditValues(), ...change });

describe('the bulk edit body', () => {
  it('sends only the store ids when nothing is turned on', () => {
    expect(bulkEditBody(values({ deliveryWaitTime: 40 }), 'schedules', [1, 2])).toEqual({
      store_ids: [1, 2],
    });
  });

  it('sends a schedules section only when it is turned on', () => {
    const body = bulkEditBody(
      values({
        sections: ['waitTimes', 'futureOrders'],
        deliveryWaitTime: 40,
        pickUpWaitTime: 15,
        orderMethod: 'in_store',
      }),
      'schedules',
      [1],
    );
    expect(body).toEqual({
      store_ids: [1],
      delivery_wait_time: 40,
      pick_up_wait_time: 15,
      future_orders_enabled: true,
    });
  });

  it('sends the hours as new items with the switch for different hours', () => {
    const body = bulkEditBody(
      values({
        sections: ['businessHours'],
        haveDifferentBusinessHours: true,
        businessHours: [
          { id: 77, day: 'monday', openingTime: '10:00', closingTime: '14:00', dispatchMethod: 'pick_up' },
        ],
      }),
      'schedules',
      [1],
    );
    expect(body.business_hours).toEqual([
      { day: 'monday', opening_time: '10:00', closing_time: '14:00', dispatch_method: 'pick_up' },
    ]);
    expect(body.have_different_business_hours).toBe(true);
  });

  it('sends an empty list turned on, which clears that list in every store', () => {
    const body = bulkEditBody(values({ sections: ['scheduledClosingTimes'] }), 'schedules', [1]);
    expect(body).toEqual({ store_ids: [1], scheduled_closing_times: [] });
  });

  it('sends closings and exceptions as the store form does, without ids', () => {
    const body = bulkEditBody(
      values({
        sections: ['scheduledClosingTimes', 'exceptionalWaitTimes'],
        scheduledClosingTimes: [
          {
            id: 3,
            startDatetime: '2030-01-01T10:00:00-03:00',
            endDatetime: '',
            reason: ' ',
            dispatchMethod: 'both',
            expired: false,
          },
        ],
        exceptionalWaitTimes: [
          {
            kind: 'periodic',
            day: 'friday',
            startDate: '2030-01-01',
            endDate: null,
            startTime: '19:00',
            endTime: '22:00',
            deliveryWaitTime: 50,
            pickUpWaitTime: '',
          },
        ],
      }),
      'schedules',
      [1],
    );
    expect(body.scheduled_closing_times).toEqual([
      {
        start_datetime: '2030-01-01T10:00:00-03:00',
        end_datetime: null,
        reason: null,
        dispatch_method: 'both',
      },
    ]);
    expect(body.exceptional_wait_times).toEqual([
      {
        kind: 'periodic',
        day: 'friday',
        start_date: null,
        end_date: null,
        start_time: '19:00',
        end_time: '22:00',
        delivery_wait_time: 50,
        pick_up_wait_time: null,
      },
    ]);
  });

  it('sends only the payment modes turned on, and nothing of the schedules tab', () => {
    const body = bulkEditBody(
      values({
        sections: ['waitTimes'],
        deliveryWaitTime: 40,
        paymentModes: ['delivery'],
        paymentMethods: {
          delivery: ['cash', 'card'],
          inStore: ['cash'],
          orderTakerInStore: [],
          orderTakerStoreDelivery: [],
        },
      }),
      'payment-methods',
      [1, 2],
    );
    expect(body).toEqual({ store_ids: [1, 2], payment_methods: { delivery: ['cash', 'card'] } });
    expect(massiveUpdateInput.safeParse(body).success).toBe(true);
  });

  it('does not send the payment methods from the schedules tab', () => {
    const body = bulkEditBody(values({ paymentModes: ['in_store'] }), 'schedules', [1]);
    expect(body).toEqual({ store_ids: [1] });
  });

  it('builds a body the shared schema accepts for the default week', () => {
    const body = bulkEditBody(values({ sections: ['businessHours'] }), 'schedules', [1]);
    expect(massiveUpdateInput.safeParse(body).success).toBe(true);
    expect(body.business_hours).toHaveLength(7);
  });
});
