import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_CODE,
  launchBrowser,
  openPage,
  screenshot,
  startServer,
  unexpectedErrors,
  unlock,
  type RunningServer,
} from './harness';

describe('access gate, navigation and 404', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('starts locked, refuses a wrong code and clears the field, unlocks with the code in any case', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Agent Debt Management' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Enter the demo access code to continue').isVisible()).resolves.toBe(true);
    await screenshot(page, '00-access-gate');
    await page.getByLabel('Access code').fill('wrong');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Incorrect password. Please try again.').waitFor();
    expect(await page.getByLabel('Access code').inputValue()).toBe('');
    await page.getByLabel('Access code').fill(ACCESS_CODE.toUpperCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // The code is not persisted: a reload locks the app again.
    await page.reload();
    await page.getByLabel('Access code').waitFor();
    expect(unexpectedErrors(consoleErrors, [/401: /, /status of 401/])).toEqual([]);
  });

  it('shows the ten navigation entries in SPEC order, highlights the current one, and the administrator', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/companies');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const labels = await nav.getByRole('link').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'Dashboard',
      'Team View',
      'Agents',
      'Import Agents',
      'Database Viewer',
      'File Upload',
      'Email Automation',
      'Reports',
      'Settings',
      'Companies',
    ]);
    await expect(nav.locator('[aria-current="page"]').innerText()).resolves.toContain('Companies');
    await expect(page.getByTestId('nav-footer').innerText()).resolves.toContain('Administrator');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/no-such-screen');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screenshot(page, '99-not-found');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
