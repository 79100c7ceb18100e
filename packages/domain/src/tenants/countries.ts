/** Country settings (spec part 1 §3 "Country settings", §9 money formats). */
export interface CountrySettings {
  isoCountry: string;
  isoCurrency: string;
  currencySymbol: string;
  /** Prefix every phone starts with, e.g. '+569' for Chilean mobiles. */
  codeCountry: string;
  /** Digits after `codeCountry`. */
  phoneLength: number;
  language: string;
  timezone: string;
  withCents: boolean;
  thousandsSeparator: string;
  decimalSeparator: string;
}

export const countries = {
  cl: {
    isoCountry: 'cl',
    isoCurrency: 'CLP',
    currencySymbol: '$',
    codeCountry: '+569',
    phoneLength: 8,
    language: 'es_CL',
    timezone: 'America/Santiago',
    withCents: false,
    thousandsSeparator: '.',
    decimalSeparator: ',',
  },
  cr: {
    isoCountry: 'cr',
    isoCurrency: 'CRC',
    currencySymbol: '₡',
    codeCountry: '+506',
    phoneLength: 8,
    language: 'es_CR',
    timezone: 'America/Belize',
    withCents: false,
    thousandsSeparator: '.',
    decimalSeparator: ',',
  },
  gt: {
    isoCountry: 'gt',
    isoCurrency: 'GTQ',
    currencySymbol: 'Q',
    codeCountry: '+502',
    phoneLength: 8,
    language: 'es_GT',
    timezone: 'America/Guatemala',
    withCents: true,
    thousandsSeparator: ',',
    decimalSeparator: '.',
  },
  mx: {
    isoCountry: 'mx',
    isoCurrency: 'MXN',
    currencySymbol: '$',
    codeCountry: '+52',
    phoneLength: 10,
    language: 'es_MX',
    timezone: 'America/Mexico_City',
    withCents: true,
    thousandsSeparator: ',',
    decimalSeparator: '.',
  },
} as const satisfies Record<string, CountrySettings>;

export type CountryCode = keyof typeof countries;
export const countryCodes = Object.keys(countries) as CountryCode[];

export function countrySettings(code: string): CountrySettings {
  return (countries as Record<string, CountrySettings>)[code] ?? countries.cl;
}
