import { describe, expect, it } from 'vitest';
import { instantToPicker, pickerToInstant } from './zoned-picker.js';

const zone = 'America/Santiago';

describe('scheduled closing times in the tenant zone', () => {
  it('shows an instant as the wall clock of Santiago, whatever offset it was written with', () => {
    expect(instantToPicker('2026-09-18T03:00:00Z', zone)).toBe('2026-09-18 00:00:00');
  });

  it('reads a picked time as Santiago time (summer offset -03:00, winter -04:00)', () => {
    expect(pickerToInstant('2026-01-10 09:30:00', zone)).toBe('2026-01-10T09:30:00-03:00');
    expect(pickerToInstant('2026-07-10 09:30:00', zone)).toBe('2026-07-10T09:30:00-04:00');
  });

  it('leaves a cleared picker empty', () => {
    expect(pickerToInstant(null, zone)).toBe('');
    expect(instantToPicker('', zone)).toBeNull();
  });
});
