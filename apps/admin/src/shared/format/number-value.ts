/** A number box: '' while empty. Money boxes hold currency units, not the wire's minor units. */
export type NumberValue = number | '';

/** Currency units typed by a person to the wire's integer minor units (API.md "JSON"). */
export const toMinor = (units: NumberValue): number | null => (units === '' ? null : Math.round(units * 100));

/** Wire money (integer minor units, API.md) to the currency units a person types. */
export const fromMinor = (minor: number | null | undefined): NumberValue =>
  minor === null || minor === undefined ? '' : minor / 100;
