import { ErrorCode } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../http/index.js';
import { formKey, serverFieldErrors, validate } from './field-errors.js';

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
