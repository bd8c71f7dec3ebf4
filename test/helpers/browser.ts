import { existsSync } from 'node:fs';
import { test, type TestContext } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's chromium package; CHROMIUM_PATH points elsewhere. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `.ci/run` sets BROWSER_TESTS=required so a missing browser fails the run instead of skipping. */
const required = process.env.BROWSER_TESTS === 'required';
const available = existsSync(CHROMIUM_PATH);
const SKIP_REASON = `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium); browser tests skipped`;

// The machine's network is closed: without these, Chromium keeps trying to reach Google's services.
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

let reported = false;

/** Headless Chromium, or a failure explaining how to install it. */
export async function launchBrowser(): Promise<Browser> {
  if (!available) throw new Error(SKIP_REASON);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: QUIET_FLAGS });
}

/**
 * A test that drives a real browser: `body` gets a fresh page in its own
 * context (own cookies and storage); page errors fail the test. Without a
 * browser the test is skipped with one line, unless BROWSER_TESTS=required.
 */
export function browserTest(name: string, body: (page: Page, t: TestContext) => Promise<void>): void {
  if (!available && !required) {
    if (!reported) console.log(`# ${SKIP_REASON}`);
    reported = true;
    test(name, { skip: SKIP_REASON }, () => undefined);
    return;
  }
  test(name, async (t) => {
    const browser = await launchBrowser();
    const pageErrors: Error[] = [];
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      await body(page, t);
    } finally {
      await browser.close();
    }
    if (pageErrors.length > 0) throw new Error(`the page threw: ${pageErrors.map((error) => error.message).join('; ')}`);
  });
}
