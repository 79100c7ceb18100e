import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  // Two workers on a 2-core machine, each flow with an accessibility scan. With 80 flows the machine
  // runs at a load of about 10: a clean-clone CI run saw three flows overrun their 10 s waits and
  // 90–120 s limits (a form's redirect, a card moving column) that pass alone in a third of that.
  // Waits are 20 s and long flows 120–180 s; the whole run takes about 18 min.
  timeout: 60_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // A Chilean merchant's browser: native time and date inputs read 24-hour, as the spec's HH:mm.
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
