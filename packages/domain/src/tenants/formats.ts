import { type CountrySettings, countrySettings } from './countries.js';

/** The spec's price unit: amounts travel as integer hundredths of the currency unit. */
export const MINOR_UNITS_PER_UNIT = 100;

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `450000` in CL → "$4.500"; in MX → "$4,500.00". */
export function formatMoney(minorUnits: number, country: string | CountrySettings): string {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  const negative = minorUnits < 0;
  const absolute = Math.abs(Math.round(minorUnits));
  const units = Math.floor(absolute / MINOR_UNITS_PER_UNIT);
  const cents = absolute % MINOR_UNITS_PER_UNIT;
  const whole = c.withCents ? units : Math.round(absolute / MINOR_UNITS_PER_UNIT);
  let text = groupThousands(String(whole), c.thousandsSeparator);
  if (c.withCents) text += c.decimalSeparator + String(cents).padStart(2, '0');
  return `${negative ? '-' : ''}${c.currencySymbol}${text}`;
}

/** A whole count in the country's digits: `12345` in CL → "12.345"; in MX → "12,345". */
export function formatCount(count: number, country: string | CountrySettings): string {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  const text = groupThousands(String(Math.abs(Math.round(count))), c.thousandsSeparator);
  return count < 0 ? `-${text}` : text;
}

/** An example of a valid phone for the country, used in validation messages. */
export function phoneExample(country: string | CountrySettings): string {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  return c.codeCountry + '12345678901234'.slice(0, c.phoneLength);
}

/** Whether a phone has the country prefix followed by exactly the country's number of digits. */
export function isValidPhone(phone: string, country: string | CountrySettings): boolean {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  if (!phone.startsWith(c.codeCountry)) return false;
  return new RegExp(`^\\d{${c.phoneLength}}$`).test(phone.slice(c.codeCountry.length));
}

/** Total digits of a full phone number: '+56912345678' has 11. */
export function phoneDigits(country: string | CountrySettings): number {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  return c.codeCountry.replace(/\D/g, '').length + c.phoneLength;
}

/** "+56912345678" → "+56 9 1234 5678" for display; unknown shapes are returned unchanged. */
export function formatPhone(phone: string, country: string | CountrySettings): string {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  if (!isValidPhone(phone, c)) return phone;
  const rest = phone.slice(c.codeCountry.length);
  const half = Math.ceil(rest.length / 2);
  return `${c.codeCountry} ${rest.slice(0, half)} ${rest.slice(half)}`;
}

// Building a DateTimeFormat costs far more than formatting with one: a list formats a date per row.
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The spec's date format (YYYY-MM-DDTHH:mm) of an instant in a time zone. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    dateTimeFormatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
