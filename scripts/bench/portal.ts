import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../test/helpers/browser.ts';
import { startLocalStack } from '#local/stack';
import { ensureWebBuild, WEB_BUILD_DIR } from '../web/build.ts';
import { ASSETS_PATH, webPages } from '../../web/pages.ts';

/**
 * The portal's page weight (JS and CSS as served: minified, and the build's gzip
 * and brotli copies, per file and in total) and
 * its time to interactive in headless Chromium: navigation start to the
 * moment the sign-in form's e-mail field is enabled, on a cold cache.
 */
const WEIGHT_TARGET_KB = 200;
/** The API reference carries a whole OpenAPI viewer: it has its own budget. */
const OUTSIDE_BUDGET = new Set(['reference']);
const LOADS = 5;

process.env.LOG_LEVEL ??= 'silent';
const manifest = ensureWebBuild();
const rows = webPages.flatMap((page) => Object.entries(manifest.files)
  .filter(([path]) => path.startsWith(`${ASSETS_PATH}/${page.name}-`) && /\.(js|css)$/.test(path))
  .map(([path, entry]) => {
    const kb = (file: string | undefined) => (file ? readFileSync(join(WEB_BUILD_DIR, file)).length / 1024 : Number.NaN);
    return { page: page.name, path, raw: kb(entry.file), gzip: kb(entry.encodings?.gzip?.file), br: kb(entry.encodings?.br?.file) };
  }));

console.log(`\nWeb pages: JS and CSS per file (KB)  target: <= ${WEIGHT_TARGET_KB} KB gzipped in total, API reference excluded`);
console.log('file'.padEnd(44), 'raw'.padStart(8), 'gzip'.padStart(8), 'br'.padStart(8));
for (const row of rows) console.log(row.path.padEnd(44), row.raw.toFixed(1).padStart(8), row.gzip.toFixed(1).padStart(8), row.br.toFixed(1).padStart(8));
const counted = rows.filter((row) => !OUTSIDE_BUDGET.has(row.page));
const sum = (key: 'raw' | 'gzip' | 'br') => counted.reduce((total, row) => total + row[key], 0);
const total = sum('gzip');
console.log('total (budgeted pages)'.padEnd(44), sum('raw').toFixed(1).padStart(8), total.toFixed(1).padStart(8), sum('br').toFixed(1).padStart(8), total > WEIGHT_TARGET_KB ? '  <-- over target' : '');

const stack = await startLocalStack({ port: 0 });
const browser = await launchBrowser();
try {
  const timings: { interactive: number; domContentLoaded: number }[] = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/#/sign-in`);
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('#sign-in-email');
      if (!field || field.disabled) return false;
      // First moment seen usable; the polling itself adds at most one frame.
      (window as unknown as { interactiveAt?: number }).interactiveAt ??= performance.now();
      return true;
    }, undefined, { polling: 'raf' });
    timings.push(await page.evaluate(() => ({
      interactive: (window as unknown as { interactiveAt: number }).interactiveAt,
      domContentLoaded: performance.getEntriesByType('navigation')[0] ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd : 0,
    })));
    await context.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`\nPortal load in headless Chromium, local gateway, cold cache, median of ${LOADS}:`);
  console.log(`  DOMContentLoaded          ${median(timings.map((timing) => timing.domContentLoaded)).toFixed(0).padStart(6)} ms`);
  console.log(`  sign-in form interactive  ${median(timings.map((timing) => timing.interactive)).toFixed(0).padStart(6)} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
