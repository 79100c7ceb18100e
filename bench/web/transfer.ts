/**
 * What Chromium actually receives from the running server for one page load: the encoded
 * (compressed, when the server compressed) body bytes of every response, by kind, on a cold cache.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { E2eServer } from '../../e2e/fixtures.js';

export interface Transfer {
  js: number;
  css: number;
  other: number;
  total: number;
  requests: number;
  /** Script and stylesheet responses that came without a content-encoding. */
  uncompressedAssets: number;
}

const kindOf = (request: Request) => {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return 'other';
};

/** Sums the responses finished while `action` runs, once the network has been quiet. */
async function received(page: Page, action: () => Promise<void>): Promise<Transfer> {
  const pending: Promise<void>[] = [];
  const transfer: Transfer = { js: 0, css: 0, other: 0, total: 0, requests: 0, uncompressedAssets: 0 };
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const kind = kindOf(request);
        transfer[kind] += sizes.responseBodySize;
        transfer.total += sizes.responseBodySize;
        transfer.requests += 1;
        const encoding = await response?.headerValue('content-encoding');
        if (kind !== 'other' && !encoding) transfer.uncompressedAssets += 1;
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return transfer;
}

async function signInByApi(context: BrowserContext, server: E2eServer): Promise<void> {
  const answer = await context.request.post(`${server.baseURL}/api/identity/v1/sign-in`, {
    headers: { tenant: server.tenant },
    data: { email: server.email, password: server.password },
  });
  if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}: ${await answer.text()}`);
}

const storesHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tiendas' });

export interface RouteTransfers {
  signIn: Transfer;
  /** /stores opened directly by a signed-in browser with nothing cached. */
  storesCold: Transfer;
  /** What signing in through the form and landing on /stores adds to the sign-in page's load. */
  storesAfterSignIn: Transfer;
}

/**
 * Each measure in a fresh context (its own empty cache). `acceptEncoding` overrides the browser's
 * header, so the same run can measure what identity (no compression) would have cost.
 */
export async function measureRoutes(
  browser: Browser,
  server: E2eServer,
  acceptEncoding?: string,
): Promise<RouteTransfers> {
  const withContext = async <T>(work: (context: BrowserContext, page: Page) => Promise<T>) => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    try {
      return await work(context, await context.newPage());
    } finally {
      await context.close();
    }
  };

  const signIn = await withContext((_context, page) =>
    received(page, async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    }),
  );
  const storesCold = await withContext(async (context, page) => {
    await signInByApi(context, server);
    return received(page, async () => {
      await page.goto('/stores');
      await storesHeading(page).waitFor();
    });
  });
  const storesAfterSignIn = await withContext(async (_context, page) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(server.email);
    await page.getByLabel('Contraseña').fill(server.password);
    await page.waitForLoadState('networkidle');
    return received(page, async () => {
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await storesHeading(page).waitFor();
    });
  });
  return { signIn, storesCold, storesAfterSignIn };
}
