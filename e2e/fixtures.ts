import { test as base, expect } from '@playwright/test';

/** What the specs know about the server that global-setup.ts started. */
export interface E2eServer {
  /** Origin of the API (and, later, the console), e.g. `http://localhost:41234`. */
  baseURL: string;
  /** Slug of the seeded tenant that `localhost` resolves to. */
  tenant: string;
  /** The seeded super admin. */
  email: string;
  password: string;
}

/** Environment variables through which global-setup.ts hands the server to the test workers. */
export const serverEnv = {
  baseURL: 'E2E_BASE_URL',
  tenant: 'E2E_TENANT',
  email: 'E2E_ADMIN_EMAIL',
  password: 'E2E_ADMIN_PASSWORD',
} as const satisfies Record<keyof E2eServer, string>;

/** Where the fake Uber Eats API that the server publishes menus to listens. */
export const UBER_EATS_FAKE_ENV = 'E2E_UBER_EATS_URL';

export function exportServer(server: E2eServer): void {
  for (const key of Object.keys(serverEnv) as (keyof E2eServer)[]) process.env[serverEnv[key]] = server[key];
}

export function e2eServer(): E2eServer {
  const read = (key: keyof E2eServer) => {
    const value = process.env[serverEnv[key]];
    if (!value) throw new Error(`${serverEnv[key]} is not set: run the specs with \`npm run test:e2e\``);
    return value;
  };
  return {
    baseURL: read('baseURL'),
    tenant: read('tenant'),
    email: read('email'),
    password: read('password'),
  };
}

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  url.hostname.endsWith('.localhost') ||
  url.hostname === '127.0.0.1' ||
  url.hostname === '[::1]';

/**
 * `test` with:
 * - `server`: base URL and seeded credentials (so console specs can sign in);
 * - `baseURL`: the server's, so `page.goto('/api/docs')` and `request.get('/')` just work;
 * - `offSiteRequests`: every request to a host other than loopback is aborted and listed here
 *   (automatic, so no spec ever talks to the internet); specs may assert it stays empty.
 */
export const test = base.extend<{ server: E2eServer; offSiteRequests: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  server: async ({}, use) => {
    await use(e2eServer());
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  offSiteRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !isLoopback(url),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };
