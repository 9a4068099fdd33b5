import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startServer, unlock, type RunningServer } from './harness';

/** Every route of the route table (SPEC section 1), with demo data so each screen shows content. */
const ROUTES = [
  '/',
  '/dashboard',
  '/agents',
  '/agent-list',
  '/import-agents',
  '/upload',
  '/database',
  '/companies',
  '/unified-agents',
  '/email',
  '/reports',
  '/settings',
  '/no-such-page',
];

describe('Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ DEMO_DATA: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is never violated on any screen (no eval, no inline script)', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.addInitScript(`
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__violations.push(location.pathname + ': ' + event.violatedDirective + ' ' + event.blockedURI));
    `);
    const violations: string[] = [];
    for (const route of ROUTES) {
      await unlock(page, server.url, route);
      await page.waitForLoadState('networkidle');
      violations.push(...((await page.evaluate('window.__violations')) as string[]));
    }
    // A dialog that builds and checks a form, too.
    await unlock(page, server.url, '/dashboard');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    await page.getByRole('dialog').waitFor();
    violations.push(...((await page.evaluate('window.__violations')) as string[]));
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((error) => /Content.Security.Policy|unsafe-eval/i.test(error))).toEqual([]);
  });
});
