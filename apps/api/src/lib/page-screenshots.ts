import { access, constants } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser } from 'playwright-core';

/** The flags the browser tests use with Debian's Chromium (e2e/playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Two pictures at a time: each takes a renderer process, and the machines have two cores. */
const MAX_CONCURRENT = 2;

export type Screenshot =
  | { ok: true; jpeg: Buffer }
  /** `unavailable`: no Chromium here; `timeout`: the page took longer than the limit; `failed`: anything else. */
  | { ok: false; reason: 'unavailable' | 'timeout' | 'failed' };

export interface PageScreenshots {
  /** A JPEG of the HTML at that size, rendered without scripts or any request beyond the HTML itself. */
  jpeg(html: string, size: { width: number; height: number }): Promise<Screenshot>;
  close(): Promise<void>;
}

class Timeout extends Error {}

/**
 * The screenshot service's browser (spec part 2 §10): one headless Chromium, launched on the first
 * picture and reused; each picture gets a context of its own (scripts off, every request aborted,
 * so the HTML reaches nothing outside) that is closed after it, whatever happened, within a time
 * limit. Never downloads a browser: without the executable every picture is `unavailable`.
 */
export function pageScreenshots(
  options: { chromiumPath: string; timeoutMs: number },
  log: FastifyBaseLogger,
): PageScreenshots {
  let browser: Promise<Browser> | undefined;
  let closed = false;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    const launched = await chromium.launch({
      executablePath: options.chromiumPath,
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: 30_000,
    });
    // A browser that dies (killed, out of memory) is launched again on the next picture.
    launched.on('disconnected', () => {
      if (browser && !closed) browser = undefined;
    });
    return launched;
  }

  async function available(): Promise<boolean> {
    try {
      await access(options.chromiumPath, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }

  async function slot(): Promise<() => void> {
    if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    return () => {
      running -= 1;
      waiting.shift()?.();
    };
  }

  async function render(html: string, size: { width: number; height: number }): Promise<Buffer> {
    browser ??= launch().catch((error: unknown) => {
      browser = undefined;
      throw error;
    });
    const context = await (await browser).newContext({
      javaScriptEnabled: false,
      viewport: size,
      deviceScaleFactor: 1,
      offline: true,
      serviceWorkers: 'block',
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      // The HTML is set, not fetched: any request it makes (images, fonts, styles, frames) is aborted.
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      const shot = (async () => {
        await page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs });
        return page.screenshot({ type: 'jpeg', quality: 80, timeout: options.timeoutMs });
      })();
      // When the limit wins, the shot still fails later (its context is closed below): nobody waits for it then.
      shot.catch(() => undefined);
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Timeout()), options.timeoutMs);
      });
      return await Promise.race([shot, limit]);
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
    }
  }

  return {
    async jpeg(html, size) {
      if (closed || !(await available())) return { ok: false, reason: 'unavailable' };
      const release = await slot();
      try {
        return { ok: true, jpeg: await render(html, size) };
      } catch (error) {
        if (error instanceof Timeout || (error instanceof Error && error.name === 'TimeoutError')) {
          log.warn({ timeoutMs: options.timeoutMs }, 'screenshot took too long');
          return { ok: false, reason: 'timeout' };
        }
        log.error({ err: error }, 'screenshot failed');
        return { ok: false, reason: 'failed' };
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => undefined))?.close();
    },
  };
}
