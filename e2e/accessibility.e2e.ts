/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settled } from './agent-fixtures';
import { ACCESS_CODE, screenshot, serverTargets, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

const AXE = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};
declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * A page that records errors, as the harness's, in a context that lets axe's script tag in: the
 * app's Content Security Policy allows only its own scripts.
 */
async function openPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, consoleErrors };
}

/** Runs axe-core on the page as it is now; answers the serious and critical violations, one line each. */
/**
 * Waits until the screen holds still: no animation or transition running and the same markup 250 ms
 * apart. A button enabled by data that came late fades in; read halfway through its fade, its
 * contrast is a passing moment, not the screen's.
 */
async function stillScreen(page: Page) {
  let before = '';
  for (let round = 0; round < 20; round++) {
    await settled(page);
    const markup = await page.content();
    if (markup === before) return;
    before = markup;
    await page.waitForTimeout(250);
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  await stillScreen(page);
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe!.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => `${n.html.slice(0, 120)} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`)
          .join(', ')}`,
    );
}

/** Goes to a path inside the app: a reload would lock it again (the access code is not kept). */
async function visit(page: Page, pathname: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * SPEC section 2's route table, the 404 page included, each with its screen's heading: axe must run
 * on the new screen, not on the one still shown while the next screen's code loads.
 */
const ROUTES: [string, string][] = [
  ['/', 'Agent Debt Management'],
  ['/dashboard', 'Agent Debt Management'],
  ['/agents', 'Team View'],
  ['/agent-list', 'Individual Agents'],
  ['/import-agents', 'Import Agents'],
  ['/upload', 'Import Agents'],
  ['/database', 'Database Viewer'],
  ['/companies', 'Company Management'],
  ['/unified-agents', 'Unified Agent Profiles'],
  ['/email', 'Email Automation'],
  ['/reports', 'Reports'],
  ['/settings', 'Settings'],
  ['/no-such-page', '404'],
];

const REPORT = 'Writing Number,Agent Name,NPN,Balance\nAM-O1,Olive Owing,8100001,300.00\n';

/** Issue 14: every screen and main dialog usable with assistive technology, and on a phone. */
describe.each(serverTargets())('accessibility and small screens [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    await rest('POST', '/init-companies');
    const owing = await rest<{ id: number }>('POST', '/agents', {
      name: 'Olive Owing',
      agentId: 'AM-O1',
      carrierId: 1,
      npn: '8100001',
      upline: 'Mark Manager',
      uplineId: '8100009',
      email: 'olive@example.org',
    });
    await rest('POST', '/debts', { agentId: owing.id, carrierId: 1, amount: 250, debtAge: 100 });
    const credit = await rest<{ id: number }>('POST', '/agents', {
      name: 'Cora Credit',
      agentId: 'AE-C1',
      carrierId: 2,
      npn: '8100002',
      upline: 'Mark Manager',
      uplineId: '8100009',
    });
    await rest('POST', '/debts', { agentId: credit.id, carrierId: 2, amount: -40, debtAge: 120 });
    await rest('POST', '/agents', { name: 'Mark Manager', agentId: 'AM-M1', carrierId: 1, npn: '8100009' });
  });

  it('has no serious or critical axe violations on any screen', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    const found: Record<string, string[]> = {};
    for (const [route, heading] of ROUTES) {
      await visit(page, route);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) found[route] = violations;
    }
    expect(found).toEqual({});
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('has no serious or critical axe violations in the main dialogs', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    const found: Record<string, string[]> = {};
    const check = async (name: string, dialog: Locator) => {
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) found[name] = violations;
    };
    const close = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };

    await page.getByRole('button', { name: 'Add Agent' }).click();
    const addAgent = page.getByRole('dialog', { name: 'Add New Agent' });
    await check('Add Agent', addAgent);
    await close(addAgent);

    await page.getByRole('button', { name: 'View Olive Owing' }).click();
    const details = page.getByRole('dialog', { name: /Olive Owing/ });
    await details.getByText('($250.00)').waitFor();
    await check('Agent details', details);
    await details.getByRole('button', { name: 'Email Templates' }).click();
    const templates = page.getByRole('dialog', { name: 'Email Automation Templates' });
    await check('Templates', templates);
    await close(templates);

    await page
      .getByLabel('American Amicable report file')
      .setInputFiles({ name: 'october.csv', mimeType: 'text/csv', buffer: Buffer.from(REPORT) });
    const preview = page.getByRole('dialog', { name: 'october.csv' });
    await preview.getByText('Preview: nothing applied yet').waitFor();
    await check('Upload preview', preview);
    await close(preview);

    await visit(page, '/agent-list');
    await page
      .getByRole('row', { name: /Olive Owing/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Agent' });
    await edit.getByLabel('First Name').waitFor();
    await check('Edit Agent', edit);
    await edit.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    await check('Edit Agent, carriers', edit);
    await close(edit);

    await visit(page, '/companies');
    await page.getByRole('button', { name: 'Add Company' }).click();
    const company = page.getByRole('dialog', { name: 'Add New Company' });
    await check('Company dialog', company);
    await close(company);

    await visit(page, '/unified-agents');
    await page
      .getByRole('row', { name: /Olive Owing/ })
      .getByRole('button', { name: 'View Details' })
      .click();
    const breakdown = page.getByRole('dialog', { name: 'Olive Owing Carrier Breakdown' });
    await check('Carrier Breakdown', breakdown);
    await breakdown.getByRole('button', { name: 'Add Debt' }).click();
    const addDebt = page.getByRole('dialog', { name: 'Add Debt' });
    await check('Add Debt', addDebt);
    await close(addDebt);

    await visit(page, '/agents');
    await page
      .getByRole('row', { name: /Mark Manager/ })
      .first()
      .getByRole('button', { name: 'View Team' })
      .click();
    const team = page.getByRole('dialog', { name: /Mark Manager/ });
    await team.getByRole('cell', { name: 'Olive Owing' }).first().waitFor();
    await check('Team members', team);

    expect(found).toEqual({});
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('works at 390 px: the navigation opens from a menu button, the agent table scrolls sideways', async () => {
    const { page, consoleErrors } = await openPage(browser(), { width: 390, height: 844 });
    await page.goto(`${server().url}/`);
    await page.getByLabel('Access code').fill(ACCESS_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();

    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.count()).toBe(0);
    const table = page.getByTestId('table-Agent Database');
    await table.getByText('Olive Owing').waitFor();
    const overflow = await table.evaluate((t) => ({
      scroll: t.parentElement!.scrollWidth,
      client: t.parentElement!.clientWidth,
      body: document.documentElement.scrollWidth,
      // What sticks out of the page, to name it when it does.
      wide: Array.from(document.querySelectorAll('main *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !t.contains(el))
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.className} ${el.textContent?.slice(0, 40)}`),
    }));
    await settled(page);
    await screenshot(page, 'a11y-390-dashboard');
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    // The table scrolls inside its box; the page itself does not.
    expect(overflow.body, overflow.wide.join('\n')).toBeLessThanOrEqual(390);

    await menu.click();
    await nav.getByRole('link', { name: 'Companies' }).waitFor();
    await settled(page);
    await screenshot(page, 'a11y-390-nav-open');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await nav.waitFor({ state: 'detached' });

    await table.getByRole('button', { name: 'View Olive Owing' }).click();
    const details = page.getByRole('dialog', { name: /Olive Owing/ });
    await details.getByText('($250.00)').waitFor();
    await settled(page);
    await screenshot(page, 'a11y-390-details');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
