import { z } from 'zod';
import { fieldMessages } from '../errors/field-messages.js';
import { recordId } from '../shared/ids.js';
import { countrySettings } from '../tenants/countries.js';
import { isValidPhone, phoneDigits, phoneExample } from '../tenants/formats.js';
import { storeMessages } from './store-messages.js';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text: trimmed, and a blank field (as a form sends it) is null. */
export function optionalText(max: number) {
  return z.preprocess(blankToNull, z.string().trim().max(max).nullable());
}

/**
 * Oneclick and Webpay commerce codes (§5): 12 digits starting with 5970; an empty code is null.
 * A number is taken as its digits, since the spec calls the code a number.
 */
export const transbankCommerceCode = z.preprocess(
  (value) => blankToNull(typeof value === 'number' ? String(value) : value),
  z
    .string()
    .regex(/^5970\d{8}$/, storeMessages.commerceCode)
    .nullable(),
);

/** The store's phone (§5 "must be a number"): digits, an optional leading +; landlines allowed. */
export const storePhone = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\+?\d{8,15}$/, storeMessages.phoneNumber)
    .nullable(),
);

/** A WhatsApp number is a mobile of the tenant's country (the users' phone rule). */
export function whatsappNumberOf(country: string) {
  const settings = countrySettings(country);
  return z.preprocess(
    blankToNull,
    z
      .string()
      .refine(
        (v) => isValidPhone(v, settings),
        fieldMessages.phone('whatsapp_number', phoneExample(settings), phoneDigits(settings)),
      )
      .nullable(),
  );
}

export const optionalEmail = z.preprocess(blankToNull, z.email().max(254).nullable());

/** An id of another of the tenant's records (menu, coupon); null for none. */
export const optionalRef = z.preprocess(blankToNull, recordId.nullable());

/** §5: subscription quotes are coerced to decimals, a blank one is 0; kept to 2 decimals. */
export const subscriptionQuote = z.preprocess(
  (value) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 0;
    if (typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim()))
      return Number(value.trim().replace(',', '.'));
    return value;
  },
  z
    .number()
    .min(0)
    .max(1_000_000_000)
    .transform((n) => Math.round(n * 100) / 100),
);
