import { describe, expect, it } from 'vitest';
import english from '../../../i18n/en/store-bulk-edit.js';
import spanish from '../../../i18n/es-CL/store-bulk-edit.js';
import { describeFailure, failureFields, splitResults } from './bulk-edit-results.js';

const known = [
  { id: 1, name: 'Providencia' },
  { id: 2, name: 'Ñuñoa' },
  { id: 3, name: 'Las Condes' },
];
const fleet = 'Para enviar con una flota externa la tienda debe aceptar un método de pago en línea';

describe('bulk edit results', () => {
  it('keeps the failed stores with their errors and lists the others as updated, in the order sent', () => {
    const failure = { id: 2, name: 'Ñuñoa', errors: [{ field: 'payment_methods.delivery', message: fleet }] };
    expect(splitResults([3, 2, 1], [failure], known)).toEqual({
      failed: [failure],
      succeeded: [
        { id: 3, name: 'Las Condes' },
        { id: 1, name: 'Providencia' },
      ],
    });
  });

  it('answers no failures as every store updated', () => {
    expect(splitResults([1, 2], [], known)).toEqual({ failed: [], succeeded: known.slice(0, 2) });
  });

  it('names a failed store the API left unnamed by the name the picker showed', () => {
    const outcome = splitResults([3], [{ id: 3, name: null, errors: [] }], known);
    expect(outcome.failed[0]?.name).toBe('Las Condes');
  });

  it('does not lose a failure for a store it was not told about', () => {
    const outcome = splitResults([1], [{ id: 9, name: null, errors: [] }], known);
    expect(outcome.failed.map((s) => s.id)).toEqual([9]);
    expect(outcome.succeeded.map((s) => s.id)).toEqual([1]);
  });

  it('names an updated store it has no name for by its id', () => {
    expect(splitResults([7], [], known).succeeded).toEqual([{ id: 7, name: '#7' }]);
  });
});

describe('a failure as the user reads it', () => {
  it.each([
    ['payment_methods.delivery', 'payment_methods_delivery'],
    ['payment_methods.order_taker_in_store', 'payment_methods_order_taker_in_store'],
    ['payment_methods', 'payment_methods'],
    ['business_hours.3.opening_time', 'business_hours'],
    ['delivery_wait_time', 'delivery_wait_time'],
    ['delivery_methods', 'delivery_methods'],
    ['something_else', null],
  ])('labels %s as %s', (field, label) => {
    expect(describeFailure({ field, message: 'x' }).label).toBe(label);
  });

  it('says "Este campo" rather than the wire name next to its label', () => {
    expect(
      describeFailure({ field: 'delivery_wait_time', message: 'El campo delivery_wait_time es requerido' }),
    ).toEqual({ label: 'delivery_wait_time', message: 'Este campo es requerido' });
  });

  it('keeps a rule message as it is', () => {
    expect(describeFailure({ field: 'payment_methods.delivery', message: fleet }).message).toBe(fleet);
  });
});

describe('failure labels', () => {
  it.each(failureFields)('%s has a label in both languages', (field) => {
    expect(spanish.failureFields[field]).toBeTruthy();
    expect(english.failureFields[field]).toBeTruthy();
  });
});
