/**
 * `npm run bench:web`: builds the console, then measures what a browser receives from the real
 * server (PGlite, seeded) in Debian's Chromium:
 * - the build: gzipped JavaScript of the sign-in route and of each route chunk (from the manifest);
 * - the wire: encoded bytes served per route, JS / CSS / other, against the same loads with
 *   `accept-encoding: identity` in the same run (the uncompressed baseline);
 * - Lighthouse (mobile preset) on sign-in and on the signed-in stores list.
 * BENCH_WEB_SKIP_BUILD=1 measures the existing apps/admin/dist; BENCH_WEB_LIGHTHOUSE=0 skips Lighthouse;
 * BENCH_WEB_REPORTS=<dir> keeps each Lighthouse report there (sign-in.json, stores.json).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import type { E2eServer } from '../../e2e/fixtures.js';
import { startServer } from '../../e2e/server.js';
import { runMain } from '../api/lifecycle.js';
import { measureBundle } from './bundle.js';
import { type LighthouseFigures, runLighthouse } from './lighthouse-run.js';
import { measureRoutes, type RouteTransfers, type Transfer } from './transfer.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/admin/dist');
const REPORTS = process.env.BENCH_WEB_REPORTS;
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The targets (issue 12). */
const TARGETS = {
  signInJsBytes: 120 * 1024,
  storesTotalBytes: 250 * 1024,
  performance: 0.95,
  lcpMs: 2000,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');

function printBundle() {
  const bundle = measureBundle(DIST);
  console.log('\nBuild (gzip level 9, JavaScript only)');
  console.log(
    `  entry chunk + static imports:           ${kb(bundle.entryBytes)} (${bundle.entryFiles} files)`,
  );
  console.log(
    `  sign-in route (entry + page + imports): ${kb(bundle.signInBytes)} (${bundle.signInFiles} files)`,
  );
  console.log('  largest route chunks (own, with the imports the entry lacks):');
  for (const route of bundle.routeChunks.slice(0, 8)) {
    console.log(
      `    ${route.name.padEnd(72)} ${kb(route.chunk).padStart(9)} ${kb(route.withImports).padStart(9)}`,
    );
  }
  return bundle;
}

function printTransfer(name: string, served: Transfer, identity: Transfer) {
  const cell = (bytes: number) => kb(bytes).padStart(10);
  console.log(
    `  ${name.padEnd(34)}${cell(served.js)}${cell(served.css)}${cell(served.other)}${cell(served.total)}` +
      `${String(served.requests).padStart(6)}  ${(served.total / identity.total).toFixed(2)}× of ${kb(identity.total)}` +
      (served.uncompressedAssets > 0 ? `  (${served.uncompressedAssets} assets sent uncompressed)` : ''),
  );
}

function printLighthouse(name: string, figures: LighthouseFigures) {
  console.log(
    `  ${name.padEnd(14)} performance ${figures.performance.toFixed(2)}  FCP ${(figures.fcpMs / 1000).toFixed(2)} s` +
      `  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}` +
      `  bytes ${kb(figures.totalBytes)}  → ${verdict(figures.performance >= TARGETS.performance && figures.lcpMs <= TARGETS.lcpMs)}` +
      `  (${figures.url})`,
  );
}

function printTransfers(served: RouteTransfers, identity: RouteTransfers) {
  console.log('\nServed to Chromium (encoded body bytes, cold cache; ratio: against identity in this run)');
  console.log(
    `  ${''.padEnd(34)}${['JS', 'CSS', 'other', 'total'].map((h) => h.padStart(10)).join('')}  reqs`,
  );
  printTransfer('sign-in', served.signIn, identity.signIn);
  printTransfer('stores list (signed in, direct)', served.storesCold, identity.storesCold);
  printTransfer('sign-in form → stores list', served.storesAfterSignIn, identity.storesAfterSignIn);
  const throughSignIn = served.signIn.total + served.storesAfterSignIn.total;
  console.log(
    `  sign-in JS ${kb(served.signIn.js)} (target ${kb(TARGETS.signInJsBytes)} → ${verdict(served.signIn.js <= TARGETS.signInJsBytes)}); ` +
      `stores list in all ${kb(served.storesCold.total)} direct, ${kb(throughSignIn)} through sign-in ` +
      `(target ${kb(TARGETS.storesTotalBytes)} → ${verdict(served.storesCold.total <= TARGETS.storesTotalBytes)})`,
  );
}

/** A Chromium of its own for each Lighthouse run, which wants the browser to itself. */
async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse loads pages in the browser's default context: the session cookie goes there, and the
 * cache is emptied so that the signed-in page loads cold like the sign-in page did.
 */
async function signInDefaultContext(port: number, server: E2eServer) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = context?.pages()[0] ?? (await context?.newPage());
    if (!context || !page) throw new Error('the launched Chromium has no default context');
    const answer = await context.request.post(`${server.baseURL}/api/identity/v1/sign-in`, {
      headers: { tenant: server.tenant },
      data: { email: server.email, password: server.password },
    });
    if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await browser.close();
  }
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build:admin'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const bundle = printBundle();

  const server = await startServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const served = await measureRoutes(browser, server);
    const identity = await measureRoutes(browser, server, 'identity');
    await browser.close();
    printTransfers(served, identity);

    const lighthouse: Record<string, LighthouseFigures> = {};
    if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
      console.log(
        `\nLighthouse, mobile preset (targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s)`,
      );
      const reportFile = (name: string) => (REPORTS ? path.join(REPORTS, `${name}.json`) : undefined);
      lighthouse.signIn = await withChrome((port) =>
        runLighthouse(`${server.baseURL}/`, port, { reportFile: reportFile('sign-in') }),
      );
      printLighthouse('sign-in', lighthouse.signIn);
      lighthouse.stores = await withChrome(async (port) => {
        await signInDefaultContext(port, server);
        return runLighthouse(`${server.baseURL}/stores`, port, {
          keepStorage: true,
          reportFile: reportFile('stores'),
        });
      });
      printLighthouse('stores list', lighthouse.stores);
      if (!lighthouse.stores.url.endsWith('/stores')) throw new Error('the stores list was not signed in');
    }
    console.log(
      JSON.stringify({
        build: { signInGzipBytes: bundle.signInBytes, entryGzipBytes: bundle.entryBytes },
        served,
        identity,
        lighthouse,
        targets: TARGETS,
      }),
    );
  } finally {
    await server.stop();
  }
}

await runMain('bench:web', main);
