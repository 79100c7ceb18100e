import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { couponLimits, generatedCodeAlphabet } from './coupon-constants.js';

/**
 * `POST /coupons/generate`: `quantity` single-use codes made from the coupon `coupon_id` as the
 * template (its kind, discount, dates, stores, products…), each `prefix` followed by a random part.
 */
export const couponGenerateBody = z
  .object({
    coupon_id: recordId,
    quantity: z.number().int().min(1).max(couponLimits.generateMax),
    prefix: z
      .string()
      .trim()
      .max(couponLimits.prefixMax)
      .regex(/^[A-Za-z0-9_-]*$/, 'El prefijo solo admite letras, números, guion y guion bajo')
      .transform((prefix) => prefix.toUpperCase())
      .default(''),
  })
  .meta({ examples: [{ coupon_id: 1, quantity: 500, prefix: 'NAVIDAD-' }] });
export type CouponGenerateBody = z.infer<typeof couponGenerateBody>;

/** What a finished generation job reports; its codes download from `file_url`. */
export const couponGenerateResult = z.object({
  generated: z.number().int(),
  coupon_id: z.number().int(),
  prefix: z.string(),
});
export type CouponGenerateResult = z.infer<typeof couponGenerateResult>;

export const couponGenerateMessages = {
  templateNotFound: 'El cupón plantilla no existe',
  templateAutomatic:
    'Un cupón automático no sirve de plantilla: los códigos generados los escribe el cliente al pagar',
  templateGone: 'El cupón plantilla se eliminó mientras se generaban los códigos',
  codesExhausted: 'Casi todos los códigos con este prefijo ya existen; usa otro prefijo',
} as const;

/** Bytes at or above this are drawn again, so that every character is equally likely. */
const UNBIASED_BELOW = 256 - (256 % generatedCodeAlphabet.length);

/**
 * `count` distinct codes, `prefix` plus `couponLimits.generatedRandomLength` characters of
 * `generatedCodeAlphabet` (no look-alikes), drawn from `randomBytes` (crypto in the API).
 */
export function generateCouponCodes(
  prefix: string,
  count: number,
  randomBytes: (size: number) => Uint8Array,
): string[] {
  const length = couponLimits.generatedRandomLength;
  const codes = new Set<string>();
  let pool = randomBytes(0);
  let at = 0;
  const nextIndex = (): number => {
    for (;;) {
      if (at >= pool.length) {
        pool = randomBytes(Math.max(64, (count - codes.size) * length * 2));
        at = 0;
      }
      const byte = pool[at++] as number;
      if (byte < UNBIASED_BELOW) return byte % generatedCodeAlphabet.length;
    }
  };
  while (codes.size < count) {
    let code = prefix;
    for (let i = 0; i < length; i++) code += generatedCodeAlphabet[nextIndex()];
    codes.add(code);
  }
  return [...codes];
}
