import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Swagger UI's block for one operation, e.g. `GET /api/admin/v1/admin_users/me`. */
function operation(page: Page, method: string, path: string) {
  return page
    .locator(`.opblock.opblock-${method.toLowerCase()}`)
    .filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });
}

// Runs in the page before any of its scripts: records CSP violations as the document sees them.
const recordCspViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push({
      directive: e.effectiveDirective,
      blocked: e.blockedURI,
      source: e.sourceFile ? e.sourceFile + ':' + e.lineNumber : '',
      sample: e.sample,
      policy: e.originalPolicy,
    });
  });
`;

const isCspMessage = (text: string) => /content[- ]security[- ]policy/i.test(text);

test('API docs render in Swagger UI without CSP violations', async ({ page, offSiteRequests }, testInfo) => {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(recordCspViolations);

  const response = await page.goto('/api/docs');
  expect(response?.ok(), 'GET /api/docs answers 2xx').toBe(true);

  // Swagger UI has rendered once the spec is loaded and the operations are on the page. Its bundle
  // is 1.4 MB of script: on a loaded CI machine its first render once took longer than 10 s.
  await expect(page.locator('.swagger-ui .information-container .title')).toContainText('Tablero API', {
    timeout: 30_000,
  });
  const me = operation(page, 'GET', '/api/admin/v1/admin_users/me');
  const signIn = operation(page, 'POST', '/api/identity/v1/sign-in');
  await expect(me).toBeVisible();
  await expect(signIn).toBeVisible();
  await expect(me.locator('.opblock-summary-method')).toHaveText('GET');
  await expect(signIn.locator('.opblock-summary-method')).toHaveText('POST');

  // Let late resources (fonts, images) settle before judging the console.
  await page.waitForLoadState('networkidle');
  const screenshot = testInfo.outputPath('api-docs.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('api-docs', { path: screenshot, contentType: 'image/png' });

  const violations = await page.evaluate('window.__cspViolations');
  if (consoleErrors.length) await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
  expect(
    { consoleErrors: consoleErrors.filter(isCspMessage), violations },
    'Content-Security-Policy violations (console errors and securitypolicyviolation events)',
  ).toEqual({ consoleErrors: [], violations: [] });
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(offSiteRequests, 'requests to hosts other than localhost').toEqual([]);
});
