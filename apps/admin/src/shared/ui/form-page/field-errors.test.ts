import { ErrorCode } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../http/index.js';
import { formKey, formPath, isUnder, serverFieldErrors, validate } from './field-errors.js';

describe('form field errors', () => {
  it('names wire fields by their form keys', () => {
    expect(formKey('current_password')).toBe('currentPassword');
    expect(formKey('store_ids.0')).toBe('storeIds');
  });

  it('validates the camelCase form with the snake_case schema, first message per field', () => {
    const schema = z.object({ current_password: z.string().min(1, 'requerida'), name: z.string() });
    expect(validate(schema, { currentPassword: '', name: 'Ana' })).toEqual({ currentPassword: 'requerida' });
  });

  it('places a 422 under the fields it names', () => {
    const error = new ApiError(422, ErrorCode.validation, 'x', [
      { field: 'current_password', message: 'La contraseña actual no es correcta' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ currentPassword: 'La contraseña actual no es correcta' });
  });

  it('maps nothing from other failures', () => {
    expect(serverFieldErrors(new Error('red'))).toEqual({});
  });
});

describe('nested error paths', () => {
  it('keeps the list index and the inner field', () => {
    expect(formPath('business_hours.2.opening_time')).toBe('businessHours.2.openingTime');
    expect(formPath('payment_methods.order_taker_in_store')).toBe('paymentMethods.orderTakerInStore');
  });

  it('tells a field and what is inside it from a field that only shares a prefix', () => {
    expect(isUnder('businessHours.2.day', 'businessHours')).toBe(true);
    expect(isUnder('businessHours', 'businessHours')).toBe(true);
    expect(isUnder('businessHoursNote', 'businessHours')).toBe(false);
  });

  it('places a 422 under its nested path when the form asks for it', () => {
    const error = new ApiError(422, ErrorCode.validation, 'x', [
      {
        field: 'business_hours.0.closing_time',
        message: 'El horario de cierre debe ser posterior al de apertura',
      },
    ]);
    expect(serverFieldErrors(error, formPath)).toEqual({
      'businessHours.0.closingTime': 'El horario de cierre debe ser posterior al de apertura',
    });
  });
});
