import { storeMessages } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { checkBulkEdit } from './bulk-edit-check.js';

const messages = { nothingToChange: 'Activa al menos un cambio' };
const check = (body: Record<string, unknown>) => checkBulkEdit(body, messages);
const hour = (day: string, opening: string, closing: string) => ({
  day,
  opening_time: opening,
  closing_time: closing,
  dispatch_method: 'both',
});

describe('the bulk edit check', () => {
  it('accepts a change for chosen stores', () => {
    expect(check({ store_ids: [1, 2], delivery_wait_time: 30 })).toEqual({});
  });

  it('asks for at least one store', () => {
    expect(check({ store_ids: [], delivery_wait_time: 30 })).toEqual({ storeIds: 'Este campo es requerido' });
  });

  it('asks for something to change', () => {
    expect(check({ store_ids: [1] })).toEqual({ form: messages.nothingToChange });
  });

  it('puts a missing wait time under its box, in Spanish', () => {
    expect(check({ store_ids: [1], delivery_wait_time: null, pick_up_wait_time: 10 })).toEqual({
      deliveryWaitTime: 'Este campo es requerido',
    });
  });

  it('refuses a period that closes before it opens, under that period', () => {
    expect(check({ store_ids: [1], business_hours: [hour('monday', '18:00', '10:00')] })).toEqual({
      'businessHours.0.closingTime': storeMessages.closingBeforeOpening,
    });
  });

  it('refuses overlapping periods of the same day', () => {
    const errors = check({
      store_ids: [1],
      business_hours: [hour('monday', '10:00', '15:00'), hour('monday', '14:00', '20:00')],
    });
    expect(errors).toEqual({ 'businessHours.1.openingTime': storeMessages.overlappingHours });
  });

  it('refuses a closing that ends before it starts', () => {
    const errors = check({
      store_ids: [1],
      scheduled_closing_times: [
        {
          start_datetime: '2030-01-02T10:00:00-03:00',
          end_datetime: '2030-01-01T10:00:00-03:00',
          reason: null,
          dispatch_method: 'both',
        },
      ],
    });
    expect(errors).toEqual({ 'scheduledClosingTimes.0.endDatetime': storeMessages.endBeforeStart });
  });

  it('asks for the dates of a closing left blank', () => {
    const errors = check({
      store_ids: [1],
      scheduled_closing_times: [
        { start_datetime: null, end_datetime: null, reason: null, dispatch_method: 'both' },
      ],
    });
    expect(errors['scheduledClosingTimes.0.startDatetime']).toBe('Este campo es requerido');
  });

  it('refuses a payment mode turned on with no method', () => {
    expect(check({ store_ids: [1], payment_methods: { delivery: [], in_store: ['cash'] } })).toEqual({
      'paymentMethods.delivery': storeMessages.paymentMethodRequired('delivery'),
    });
  });
});
