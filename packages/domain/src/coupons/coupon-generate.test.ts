import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { couponLimits, generatedCodeAlphabet } from './coupon-constants.js';
import { couponGenerateBody, generateCouponCodes } from './coupon-generate.js';

const bytes = (size: number) => new Uint8Array(randomBytes(size));

describe('generateCouponCodes', () => {
  it('makes the number asked for, all different, prefix plus a random part of the safe alphabet', () => {
    const codes = generateCouponCodes('NAV-', 20_000, bytes);
    expect(codes).toHaveLength(20_000);
    expect(new Set(codes).size).toBe(20_000);
    const shape = new RegExp(`^NAV-[${generatedCodeAlphabet}]{${couponLimits.generatedRandomLength}}$`);
    for (const code of codes) expect(code).toMatch(shape);
  });

  it('never uses look-alike characters', () => {
    const joined = generateCouponCodes('', 5_000, bytes).join('');
    expect(joined).not.toMatch(/[01ILO]/);
  });

  it('draws every character about equally often (bytes that would bias the draw are dropped)', () => {
    const counts = new Map<string, number>();
    for (const code of generateCouponCodes('', 20_000, bytes))
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = (20_000 * couponLimits.generatedRandomLength) / generatedCodeAlphabet.length;
    expect(counts.size).toBe(generatedCodeAlphabet.length);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.06);
  });

  it('skips a repeated draw instead of answering fewer codes', () => {
    // A source that repeats itself: the first code comes twice before a new one appears.
    let call = 0;
    const repeating = (size: number) => {
      call++;
      return new Uint8Array(size).fill(call <= 2 ? 0 : call);
    };
    const codes = generateCouponCodes('', 2, repeating);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
  });
});

describe('couponGenerateBody', () => {
  it('upper-cases and trims the prefix, and defaults it to none', () => {
    expect(couponGenerateBody.parse({ coupon_id: 1, quantity: 5, prefix: ' nav- ' }).prefix).toBe('NAV-');
    expect(couponGenerateBody.parse({ coupon_id: 1, quantity: 5 }).prefix).toBe('');
  });

  it.each([
    [{ coupon_id: 1, quantity: 0 }, 'quantity'],
    [{ coupon_id: 1, quantity: couponLimits.generateMax + 1 }, 'quantity'],
    [{ coupon_id: 1, quantity: 1.5 }, 'quantity'],
    [{ coupon_id: 0, quantity: 5 }, 'coupon_id'],
    [{ coupon_id: 2_147_483_648, quantity: 5 }, 'coupon_id'],
    [{ coupon_id: 1, quantity: 5, prefix: 'CON ESPACIO' }, 'prefix'],
    [{ coupon_id: 1, quantity: 5, prefix: 'X'.repeat(couponLimits.prefixMax + 1) }, 'prefix'],
  ])('refuses %j on %s', (body, field) => {
    const result = couponGenerateBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
