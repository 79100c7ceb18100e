import { countrySettings } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { settingsFixture } from './settings.fixture.js';
import { checkSettings, readableFieldErrors } from './settings-errors.js';
import { settingsStateOf } from './settings-fields.js';

const labels: Record<string, string> = {
  'general.minPriceForDelivery': 'Pedido mínimo para delivery',
  'general.maxPriceForDelivery': 'Pedido máximo para delivery',
  'design.colors.primary': 'Color principal',
};
const fields = Object.keys(labels);
const labelOf = (key: string) => labels[key];
const current = settingsStateOf(settingsFixture());

describe('settings form checks', () => {
  it('puts a refusal under its input, naming the other field by its label', () => {
    const errors = checkSettings(
      { general: { min_price_for_delivery: 900, max_price_for_delivery: 100 } },
      current,
      countrySettings('cl'),
      fields,
      labelOf,
    );
    expect(errors).toEqual({
      'general.minPriceForDelivery': 'Este campo no puede ser mayor que «Pedido máximo para delivery»',
    });
  });

  it('reads a colour refusal (named without its section) under its input too', () => {
    const errors = checkSettings(
      { design: { colors: { primary: 'rojo' } } },
      current,
      countrySettings('cl'),
      fields,
      labelOf,
    );
    expect(errors).toEqual({ 'design.colors.primary': 'Este campo debe ser un color como #E4002B' });
  });

  it('passes what the rules take', () => {
    expect(
      checkSettings(
        { general: { min_price_for_delivery: 100 } },
        current,
        countrySettings('cl'),
        fields,
        labelOf,
      ),
    ).toEqual({});
  });

  it('puts a message for a field the form does not show atop the form', () => {
    expect(
      readableFieldErrors(
        [{ field: 'loyalty.reward', message: 'El campo loyalty.reward debe ser mayor que 0' }],
        fields,
        labelOf,
      ),
    ).toEqual([{ field: 'form', message: 'El campo loyalty.reward debe ser mayor que 0' }]);
  });
});
