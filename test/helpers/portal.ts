import type { Page } from 'playwright-core';

/** The session cookie the sign-in API sets, put in the browser directly (a session minted by the test). */
export async function useSessionCookie(page: Page, baseUrl: string, sessionToken: string): Promise<void> {
  await page.context().addCookies([{ name: 'briefings_session', value: sessionToken, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
}

/** How far the page scrolls sideways: 0 when everything fits the viewport's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The 375 px wide viewport of a small phone. */
export const PHONE = { width: 375, height: 740 };
