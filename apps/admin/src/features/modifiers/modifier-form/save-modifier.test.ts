import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/http/index.js';
import { type Modifier, modifierCalls } from '../api.js';
import { newModifierValues } from './modifier-form-values.js';
import { type CreatedOption, saveModifier } from './save-modifier.js';

vi.mock('../api.js', () => ({ modifierCalls: { create: vi.fn(), update: vi.fn() } }));
const create = vi.mocked(modifierCalls.create);
const update = vi.mocked(modifierCalls.update);

const saved = { id: 7, children: [{ id: 11, childModifierId: 21, name: 'Jugoso', position: 0, price: 0 }] };
const asModifier = (value: unknown) => value as Modifier;

beforeEach(() => {
  create.mockReset();
  update.mockReset();
});

describe('saving a modifier with its options', () => {
  it('creates new options and renames changed ones before the modifier names them', async () => {
    let next = 30;
    create.mockImplementation(async (body) =>
      asModifier({ id: body.type === 'child' ? next++ : 99, ...body }),
    );
    update.mockImplementation(async (id, body) => asModifier({ id, ...body }));
    const values = {
      ...newModifierValues(),
      name: 'Punto',
      children: [
        { key: 'saved-11', id: 11, childModifierId: 21, name: 'Muy jugoso', price: 0 },
        { key: 'n1', name: ' A punto ', price: 500 },
      ],
    };
    await saveModifier(values, asModifier(saved), new Map());
    expect(create).toHaveBeenCalledWith({ type: 'child', name: 'A punto' });
    expect(update).toHaveBeenCalledWith(21, { name: 'Muy jugoso' });
    expect(update).toHaveBeenLastCalledWith(
      7,
      expect.objectContaining({
        children: [
          { id: 11, childModifierId: 21, position: 0, price: 0 },
          { childModifierId: 30, position: 1, price: 50000 },
        ],
      }),
    );
  });

  it('does not make an option twice when saving again after the modifier was refused', async () => {
    create.mockImplementation(async (body) => asModifier({ id: body.type === 'child' ? 40 : 99 }));
    const refused = new ApiError(422, 1001, 'mal', [{ field: 'price', message: 'mal' }]);
    update.mockRejectedValueOnce(refused).mockImplementation(async (id) => asModifier({ id }));
    const created = new Map<string, CreatedOption>();
    const values = {
      ...newModifierValues(),
      name: 'Punto',
      children: [{ key: 'n1', name: 'Azul', price: 0 }],
    };
    await expect(saveModifier(values, asModifier(saved), created)).rejects.toBe(refused);
    await saveModifier(values, asModifier(saved), created);
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenLastCalledWith(
      7,
      expect.objectContaining({
        children: [
          { childModifierId: 40, position: 0, price: 0 },
          { id: 11, destroy: true },
        ],
      }),
    );
  });

  it('puts an option’s refusal under its own name box', async () => {
    create.mockRejectedValue(
      new ApiError(422, 1001, 'Nombre malo', [{ field: 'name', message: 'Nombre malo' }]),
    );
    const values = {
      ...newModifierValues(),
      name: 'Punto',
      children: [{ key: 'n1', name: 'x', price: 0 }],
    };
    await expect(saveModifier(values, null, new Map())).rejects.toMatchObject({
      fieldErrors: [{ field: 'children.0.name', message: 'Nombre malo' }],
    });
  });
});
