import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE, launchBrowser, openPage, screenshot, startServer, unlock, type RunningServer } from './harness';

/** Sessions of this server end 9 seconds after they start (SESSION_HOURS accepts fractions). */
const SESSION_SECONDS = 9;

describe('an expired session', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ SESSION_HOURS: String(SESSION_SECONDS / 3600) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("returns to the access screen with the server's message, and back to the same screen after unlocking", async () => {
    const { page } = await openPage(browser);
    await unlock(page, server.url, '/reports');
    await page.getByRole('heading', { name: 'Reports' }).first().waitFor();
    // Nothing is clicked: the change counter, read every few seconds on every screen, meets the
    // 401 once the session has ended, and that alone brings the access screen back.
    await page.getByText(/Your session has expired/).waitFor({ timeout: SESSION_SECONDS * 1000 + 15_000 });
    await page.getByLabel('Access code').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/reports');
    await screenshot(page, '90-session-expired');

    await page.getByLabel('Access code').fill(ACCESS_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reports');
    await page.getByRole('heading', { name: 'Reports' }).first().waitFor();
    expect(await page.getByText(/Your session has expired/).count()).toBe(0);
  });
});
