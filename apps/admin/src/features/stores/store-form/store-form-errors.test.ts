import { describe, expect, it } from 'vitest';
import { savedStore } from './store.fixture.js';
import { savedStoreState } from './store-body.js';
import { checkStoreForm, firstTabWithErrors, tabOfError } from './store-form-errors.js';
import { newStoreFormValues, storeFormValues } from './store-form-values.js';

const offered = ['own', 'uber', 'cabify', 'peya_v3'] as const;
const now = new Date('2026-03-02T12:00:00-03:00');
const ctx = { country: 'cl', features: [], now, current: savedStoreState(savedStore()) };
const messages = { pointOnMap: 'Marca la ubicación de la tienda en el mapa' };

describe('store form check', () => {
  it('passes a valid saved store', () => {
    expect(checkStoreForm(storeFormValues(savedStore(), offered), ctx, messages)).toEqual({});
  });

  it('asks a new store for name, a point on the map and both wait times', () => {
    const errors = checkStoreForm(newStoreFormValues(offered), { ...ctx, current: null }, messages);
    expect(errors.name).toBeDefined();
    expect(errors.latitude).toBe(messages.pointOnMap);
    expect(errors).not.toHaveProperty('longitude');
    expect(errors.deliveryWaitTime).toBe('Este campo es requerido');
  });

  it('puts a period message on the period, by its form path', () => {
    const values = storeFormValues(savedStore(), offered);
    values.businessHours[1] = {
      day: 'monday',
      openingTime: '15:00',
      closingTime: '18:00',
      dispatchMethod: 'both',
    };
    expect(checkStoreForm(values, ctx, messages)).toEqual({
      'businessHours.1.openingTime': 'El horario se superpone con otro horario del mismo día',
    });
  });

  it('keeps list-level messages under the list', () => {
    const values = storeFormValues(savedStore(), offered);
    values.deliveryMethods = values.deliveryMethods.map((m) => ({ ...m, enabled: false }));
    expect(checkStoreForm(values, ctx, messages)).toEqual({
      deliveryMethods: 'Debes seleccionar una opción de envío',
    });
  });

  it('names a zone by its place in the form even after an earlier zone was deleted', () => {
    const values = storeFormValues(savedStore(), offered);
    const zone = values.deliveryAreas[0] as (typeof values.deliveryAreas)[0];
    values.deliveryAreas = [
      { ...zone, destroy: true },
      { ...zone, id: 42 },
      { ...zone, id: undefined },
    ];
    expect(checkStoreForm(values, ctx, messages)).toEqual({
      'deliveryAreas.2.name': 'Ya existe una zona con ese nombre',
    });
  });

  it('reads a rule message about a field the same way under its input', () => {
    const values = { ...storeFormValues(savedStore(), offered), uberId: '' };
    const uber = values.deliveryMethods.find((m) => m.deliveryType === 'uber');
    const fee = { type: 'delivery_fee', grantType: 'none', amount: '', subsidisedService: false } as const;
    if (uber) Object.assign(uber, { enabled: true, deliveryFeeType: 'external', feeConfiguration: fee });
    expect(checkStoreForm(values, ctx, messages).uberId).toBe('Este campo es requerido para enviar con Uber');
  });

  it('refuses to change a closing that is over', () => {
    const values = storeFormValues(savedStore(), offered);
    const closing = values.scheduledClosingTimes[0] as (typeof values.scheduledClosingTimes)[0];
    values.scheduledClosingTimes = [{ ...closing, reason: 'Otra' }];
    expect(checkStoreForm(values, ctx, messages)).toEqual({
      'scheduledClosingTimes.0.endDatetime': 'Un cierre programado vencido no se puede reutilizar',
    });
  });

  it('refuses a payment method whose commerce code was emptied', () => {
    const values = { ...storeFormValues(savedStore(), offered), webpayCommerceCode: '' };
    expect(checkStoreForm(values, ctx, messages)['paymentMethods.delivery']).toBe(
      'El método de pago online no está disponible para esta tienda',
    );
  });
});

describe('error tabs', () => {
  it.each([
    ['name', 'info'],
    ['paymentMethods.inStore', 'info'],
    ['businessHours.3.closingTime', 'schedules'],
    ['scheduledClosingTimes.0.endDatetime', 'schedules'],
    ['deliveryMethods.1.feeConfiguration', 'delivery'],
    ['deliveryAreas.0.name', 'delivery'],
    ['uberId', 'external-services'],
  ])('%s is on the %s tab', (key, tab) => {
    expect(tabOfError(key)).toBe(tab);
  });

  it('chooses the first tab in order, not the first message', () => {
    expect(firstTabWithErrors({ uberId: 'x', 'businessHours.0.openingTime': 'y' })).toBe('schedules');
    expect(firstTabWithErrors({})).toBeNull();
  });
});
