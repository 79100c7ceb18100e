import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
const ACCOUNT_LIMIT = 4;
const ADDRESS_LIMIT = 6;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: ACCOUNT_LIMIT, signInAddressRateLimit: ADDRESS_LIMIT });
});
afterAll(() => ctx?.close());

const signInFrom = (address: string, email: string, password: string, tenant = 'alpha') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identity/v1/sign-in',
    headers: { tenant },
    remoteAddress: address,
    payload: { email, password },
  });

describe('sign-in rate limit', () => {
  it('limits one account from many addresses (429, code 1008), and not the other accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      statuses.push((await signInFrom(`10.0.1.${i}`, 'blanco@tablero.test', `intento-${i}`)).statusCode);
    expect(statuses).toEqual(Array(ACCOUNT_LIMIT).fill(401));
    const limited = await signInFrom('10.0.1.200', 'BLANCO@tablero.test ', 'otra');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 1008 });
    // The same email in another tenant is another account.
    expect((await signInFrom('10.0.1.201', 'blanco@tablero.test', 'x', 'beta')).statusCode).toBe(401);
    expect((await signInFrom('10.0.1.202', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one address trying many accounts, and not the other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      statuses.push((await signInFrom('10.0.2.1', `rociado${i}@tablero.test`, 'Verano2026')).statusCode);
    expect(statuses).toEqual(Array(ADDRESS_LIMIT).fill(401));
    const limited = await signInFrom('10.0.2.1', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 1008 });
    expect((await signInFrom('10.0.2.2', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('an unknown email and a wrong password', () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await startTestApp({ signInRateLimit: 1000, signInAddressRateLimit: 1000 });
  });
  afterAll(() => open?.close());

  const timed = async (email: string) => {
    const started = process.hrtime.bigint();
    const response = await open.app.inject({
      method: 'POST',
      url: '/api/identity/v1/sign-in',
      headers: { tenant: 'alpha' },
      payload: { email, password: 'no-es-la-clave' },
    });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, response };
  };
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

  it('get the same answer, byte for byte, in the same time (both verify an argon2 hash)', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    const bodies = new Set<string>();
    // Interleaved, so both see the same moments of a busy machine.
    for (let i = 0; i < 12; i++) {
      const a = await timed(`nadie${i}@tablero.test`);
      const b = await timed(ADMIN_EMAIL);
      for (const { response } of [a, b]) {
        expect(response.statusCode).toBe(401);
        bodies.add(response.body);
      }
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    expect([...bodies]).toEqual([JSON.stringify({ code: 1005, message: 'Email o contraseña incorrectos' })]);
    const ratio = median(unknown) / median(wrong);
    console.log(
      `sign-in refusal, median of 12: unknown email ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    // An unknown email answered without hashing would take well under a tenth of the time.
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.33);
  });
});
