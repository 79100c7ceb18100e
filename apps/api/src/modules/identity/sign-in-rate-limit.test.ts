import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
const RATE_LIMIT = 4;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: RATE_LIMIT });
});
afterAll(() => ctx?.close());

const signInRaw = (tenant: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identity/v1/sign-in',
    headers: { tenant },
    payload: { email, password },
  });

describe('sign-in rate limit', () => {
  it('rate limits repeated attempts for one email with 429 and code 1008', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push((await signInRaw('alpha', 'blanco@tablero.test', `intento-${i}`)).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(401));
    const limited = await signInRaw('alpha', 'blanco@tablero.test', ADMIN_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 1008 });
    // Another account from the same address is not locked out by it.
    expect((await signInRaw('alpha', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
