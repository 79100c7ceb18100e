import { formatDateTime, wallClockToIso } from '@tablero/domain';

/**
 * Mantine's DateTimePicker speaks wall-clock text (`YYYY-MM-DD HH:mm:ss`) with no zone; a store's
 * closing or a product's label window is an instant. Both ways go through the tenant's time zone,
 * never the browser's.
 */
export function instantToPicker(iso: string, timeZone: string): string | null {
  if (!iso) return null;
  return `${formatDateTime(iso, timeZone).replace('T', ' ')}:00`;
}

/** A picked wall-clock time as an ISO instant of the tenant's zone; '' when cleared. */
export function pickerToInstant(value: string | null, timeZone: string): string {
  if (!value) return '';
  return wallClockToIso(value.slice(0, 16).replace(' ', 'T'), timeZone) ?? '';
}
