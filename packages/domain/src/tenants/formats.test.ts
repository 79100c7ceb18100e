import { describe, expect, it } from 'vitest';
import { countries, countrySettings } from './countries.js';
import {
  formatCount,
  formatDateTime,
  formatMoney,
  formatPhone,
  isValidPhone,
  phoneDigits,
  phoneExample,
} from './formats.js';

describe('counts per country', () => {
  it.each([
    ['cl', 12345, '12.345'],
    ['cr', 1234567, '1.234.567'],
    ['mx', 12345, '12,345'],
    ['cl', -1500, '-1.500'],
    ['cl', 999, '999'],
  ])('formats %s %i as %s', (country, count, expected) => {
    expect(formatCount(count, country)).toBe(expected);
  });
});

describe('money formats per country', () => {
  it.each([
    // Chile: no decimals, '.' thousands; the spec's example is 450000 minor units = $4.500.
    ['cl', 450000, '$4.500'],
    ['cl', 123456789, '$1.234.568'],
    ['cl', 0, '$0'],
    ['cl', -250000, '-$2.500'],
    // Costa Rica: colón symbol, '.' thousands.
    ['cr', 450000, '₡4.500'],
    ['cr', 123456700, '₡1.234.567'],
    // Mexico and Guatemala: 2 decimals, ',' thousands, '.' decimal.
    ['mx', 450000, '$4,500.00'],
    ['mx', 123456789, '$1,234,567.89'],
    ['mx', 5, '$0.05'],
    ['mx', -5050, '-$50.50'],
    ['gt', 450000, 'Q4,500.00'],
    ['gt', 123456789, 'Q1,234,567.89'],
  ])('formats %s %i minor units as %s', (country, minorUnits, expected) => {
    expect(formatMoney(minorUnits, country)).toBe(expected);
  });

  it('rounds to the whole unit in countries without cents', () => {
    expect(formatMoney(449, 'cl')).toBe('$4');
    expect(formatMoney(450, 'cl')).toBe('$5');
  });

  it('falls back to Chile for an unknown country', () => {
    expect(formatMoney(450000, 'zz')).toBe('$4.500');
    expect(countrySettings('zz')).toBe(countries.cl);
  });

  it('keeps the country settings of the spec for Chile', () => {
    expect(countries.cl).toMatchObject({
      isoCountry: 'cl',
      isoCurrency: 'CLP',
      currencySymbol: '$',
      codeCountry: '+569',
      phoneLength: 8,
      language: 'es_CL',
      timezone: 'America/Santiago',
      withCents: false,
    });
    expect(countries.cr.timezone).toBe('America/Belize');
  });
});

describe('phone validation per country', () => {
  it.each([
    ['cl', '+56912345678', true],
    ['cl', '+5691234567', false], // one digit short
    ['cl', '+569123456789', false], // one digit too many
    ['cl', '912345678', false], // without the country code
    ['cl', '+56812345678', false], // a landline prefix, not +569
    ['cl', '+569 1234 5678', false], // spaces
    ['cl', '+569abcdefgh', false],
    ['cr', '+50612345678', true],
    ['cr', '+5061234567', false],
    ['cr', '+56912345678', false], // a Chilean number in Costa Rica
    ['mx', '+521234567890', true],
    ['mx', '+52123456789', false],
    ['mx', '+5212345678901', false],
  ])('%s: %s is valid → %s', (country, phone, valid) => {
    expect(isValidPhone(phone, country)).toBe(valid);
  });

  it('gives an example phone that is itself valid, with the digits of the message', () => {
    expect(phoneExample('cl')).toBe('+56912345678');
    expect(phoneDigits('cl')).toBe(11);
    expect(phoneExample('cr')).toBe('+50612345678');
    expect(phoneDigits('cr')).toBe(11);
    expect(phoneExample('mx')).toBe('+521234567890');
    expect(phoneDigits('mx')).toBe(12);
    for (const country of ['cl', 'cr', 'gt', 'mx']) {
      expect(isValidPhone(phoneExample(country), country)).toBe(true);
    }
  });

  it('formats a valid phone for display and leaves an invalid one as it is', () => {
    expect(formatPhone('+56912345678', 'cl')).toBe('+569 1234 5678');
    expect(formatPhone('912345678', 'cl')).toBe('912345678');
  });
});

describe('formatDateTime', () => {
  it('writes an instant as YYYY-MM-DDTHH:mm in America/Santiago summer time (UTC-3)', () => {
    expect(formatDateTime('2026-01-15T12:30:00Z', 'America/Santiago')).toBe('2026-01-15T09:30');
  });

  it('writes an instant in America/Santiago winter time (UTC-4)', () => {
    expect(formatDateTime(new Date('2026-07-15T12:30:00Z'), 'America/Santiago')).toBe('2026-07-15T08:30');
  });

  it('writes midnight as 00, not 24, and moves to the previous day when the zone is behind UTC', () => {
    expect(formatDateTime('2026-03-01T03:05:00Z', 'America/Santiago')).toBe('2026-03-01T00:05');
    expect(formatDateTime('2026-03-01T02:05:00Z', 'America/Santiago')).toBe('2026-02-28T23:05');
  });

  it('depends on the zone it is given', () => {
    expect(formatDateTime('2026-01-15T12:30:00Z', 'UTC')).toBe('2026-01-15T12:30');
    expect(formatDateTime('2026-01-15T12:30:00Z', 'America/Mexico_City')).toBe('2026-01-15T06:30');
  });
});
