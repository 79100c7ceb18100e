import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The package entry point is what configures zod; importing it is part of what is tested here.
import { fieldErrorsOf, fieldMessages, fieldName, trimmedText } from '../index.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return fieldErrorsOf(result.error);
}

function messageOf(schema: z.ZodType, value: unknown): string {
  const [first] = errorsOf(z.object({ name: schema }), { name: value });
  return first?.message ?? '';
}

describe('Spanish validation messages', () => {
  it.each([
    ['required when missing', z.string(), undefined, 'El campo name es requerido'],
    ['required when null', z.string(), null, 'El campo name es requerido'],
    ['required when blank', z.string().min(1), '', 'El campo name es requerido'],
    ['invalid for a wrong type', z.string(), true, 'El campo name es inválido'],
    ['invalid for a wrong email', z.email(), 'no-es-email', 'El campo name es inválido'],
    ['format for a pattern', z.string().regex(/^\d+$/), 'abc', 'El campo name no cumple con el formato'],
    ['min length', z.string().min(3), 'ab', 'El campo name debe tener al menos 3 caracteres'],
    ['max length', z.string().max(18), 'x'.repeat(19), 'El campo name debe tener máximo 18 caracteres'],
    ['a number', z.number(), 'doce', 'El campo name debe ser un número'],
    ['greater than 0', z.number().positive(), 0, 'El campo name debe ser mayor que 0'],
    ['at most', z.number().max(100), 101, 'El campo name debe ser menor o igual a 100'],
    ['required list', z.array(z.number()).min(1), [], 'El campo name es requerido'],
    [
      'spaces at the ends',
      trimmedText('name'),
      ' Ana ',
      'El campo name: Espacios al inicio o al final no son admitidos',
    ],
  ])('says %s', (_rule, schema, value, message) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(message);
  });

  it('keeps a message written by the schema itself', () => {
    expect(
      messageOf(
        z.string().refine(() => false, 'Mensaje propio'),
        'x',
      ),
    ).toBe('Mensaje propio');
  });

  it('names an unknown field', () => {
    expect(errorsOf(z.strictObject({}), { otro: 1 })).toEqual([
      { field: 'otro', message: fieldMessages.unknownField('otro') },
    ]);
  });

  it('lists every failing field, once each, with the first problem of each', () => {
    const schema = z.object({
      name: z.string().min(1).max(3),
      email: z.email(),
      store_ids: z.array(z.number().int().positive()),
    });
    expect(errorsOf(schema, { name: '', email: 'x', store_ids: [1, -2] })).toEqual([
      { field: 'name', message: 'El campo name es requerido' },
      { field: 'email', message: 'El campo email es inválido' },
      { field: 'store_ids.1', message: 'El campo store_ids.1 debe ser mayor que 0' },
    ]);
  });

  it('writes nested paths with dots and the whole body as "body"', () => {
    expect(fieldName(['policies', 0, 'actions', 1, 'key'])).toBe('policies.0.actions.1.key');
    expect(fieldName([])).toBe('body');
  });

  it('has the spec wording for exact lengths', () => {
    expect(fieldMessages.exactLength('rut', 9)).toBe('El campo rut debe tener exactamente 9 caracteres');
  });
});
