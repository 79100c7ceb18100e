/**
 * Inputs that break a request, as JSON text (so that numbers past 2^53 and `__proto__` keys
 * reach the server exactly as an attacker would write them) and as URL text (already encoded,
 * so that invalid UTF-8 and lone surrogates reach the router).
 */

const MEGABYTE = 1024 * 1024;

/** Around Chile's clock changes (America/Santiago): 2026-04-05 00:00 happens twice, 2026-09-06 00:00 never. */
const dstAndFarDates = [
  '2026-04-04T23:30:00-03:00',
  '2026-04-04T23:30:00-04:00',
  '2026-04-04T23:30:00',
  '2026-09-06T00:30:00-04:00',
  '2026-09-06T00:30:00',
  '2026-09-06',
  '2026-04-04',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '10000-01-01',
  '2026-02-30',
  '0000-00-00',
  '24:00',
  '23:59:60',
  '25:61',
];

export const hostileStrings: string[] = [
  '',
  ' ',
  '\t\r\n',
  'x'.repeat(MEGABYTE),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'ñ\ud83d',
  '\u202egnp.exe',
  'ñandú 🍔',
  "'; DROP TABLE stores; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  '%',
  '_%\\',
  '$1',
  "E'\\x00'",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}$' + '{7*7}',
  '../../../etc/passwd',
  "=cmd|' /C calc'!A0",
  ...dstAndFarDates,
];

const hostileNumbers = [
  '2147483647', // the largest PostgreSQL integer
  '2147483648',
  '-2147483649',
  '9007199254740991', // the largest safe integer
  '9007199254740992', // 2^53
  '9007199254740993',
  '-9007199254740993',
  '9223372036854775807', // 2^63 - 1
  '9223372036854775808', // 2^63
  '-9223372036854775809',
  '18446744073709551616',
  '1e308',
  '-1e308',
  '1e400',
  '5e-324',
  '-1',
  '-0',
  '0',
  '0.5',
  '-0.01',
  '-1500.75', // negative, fractional money
  '1500.5',
  '999999999999.999',
];

const DEPTH = 5000;

const hostileStructures = [
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[null]',
  '[1,"a",{}]',
  '{"a":{"b":{"c":[]}}}',
  `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  '{"__proto__":{"is_super_admin":true,"policies":["*"]}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[{"__proto__":{"polluted":true}}]',
];

/** JSON texts for any field: wrong types, edge numbers, hostile strings, deep and poisoned objects. */
export const hostileJson: string[] = [
  ...hostileStructures,
  ...hostileNumbers,
  ...hostileStrings.map((s) => JSON.stringify(s)),
  ...hostileNumbers.map((n) => JSON.stringify(n)),
];

/** Keys an object should not take. */
export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'tenant_id',
  'id',
  'is_super_admin',
  "name'; --",
  '<b>x</b>',
  '',
  'extra',
];

function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: what a client that encodes it as CESU-8 would send.
    return '%ED%A0%80';
  }
}

/** URL-encoded texts for query values and path segments, with byte sequences that are not UTF-8. */
export const hostileUrlTexts: string[] = [
  ...hostileStrings.map(encodeLoosely),
  ...hostileNumbers.map(encodeURIComponent),
  '%00',
  '%FF',
  '%C0%80',
  '%E0%80',
  '%',
  '%zz',
  '1%2C2%2C-3',
  '1,2,abc',
  '1.0',
  '1e0',
  '0x10',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '[]',
  '%5B%5D',
];
