/**
 * Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) driving the
 * Chromium that the bench launched, through that browser's remote-debugging port.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  url: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

export async function runLighthouse(
  url: string,
  port: number,
  options: { keepStorage?: boolean; reportFile?: string } = {},
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A signed-in page needs the browser's session cookie, which a storage reset would delete.
    disableStorageReset: options.keepStorage ?? false,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // The whole report (trace-derived diagnostics: long tasks, critical chains, unused bytes).
  if (options.reportFile) writeFileSync(options.reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${url}`);
    return value;
  };
  return {
    url: lhr.finalDisplayedUrl,
    performance: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
  };
}
