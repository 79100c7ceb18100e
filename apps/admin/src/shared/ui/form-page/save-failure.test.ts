import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown: { id?: string; message: string }[] = [];
const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (toast: { id?: string; message: string }) => shown.push(toast),
    hide: (id: string) => hidden.push(id),
  },
}));

const { ApiError } = await import('../../http/index.js');
const { saveOrSay } = await import('./save-failure.js');

const refusal = () =>
  new ApiError(422, 1001, 'El campo slug es inválido', [{ field: 'slug', message: 'Ya existe' }]);

describe('saveOrSay', () => {
  beforeEach(() => {
    shown.length = 0;
    hidden.length = 0;
  });

  it('toasts a refusal once under an id, and a later success takes that toast back', async () => {
    await expect(saveOrSay(Promise.reject(refusal()), 'No se pudo crear la marca.')).rejects.toThrow();
    expect(shown).toEqual([
      expect.objectContaining({ message: 'No se pudo crear la marca.', id: expect.any(String) }),
    ]);
    expect(await saveOrSay(Promise.resolve('ok'), 'No se pudo crear la marca.')).toBe('ok');
    expect(hidden).toEqual([shown[0]?.id]);
  });

  it('keeps the field messages for the form, read under their inputs', async () => {
    const failed = await saveOrSay(Promise.reject(refusal()), 'No se pudo guardar.').catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as InstanceType<typeof ApiError>).fieldErrors.map((e) => e.field)).toEqual(['slug']);
  });
});
