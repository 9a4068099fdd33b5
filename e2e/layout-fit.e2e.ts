/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settled } from './agent-fixtures';
import { ACCESS_CODE, openPage, screenshot, startServer, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

const LONG_NAME = 'A'.repeat(300);

/** Passes the access gate at a phone's width, where the navigation hides behind a menu button. */
async function unlockNarrow(page: Page, url: string, pathname: string) {
  await page.goto(`${url}${pathname}`);
  await page.getByLabel('Access code').fill(ACCESS_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Open navigation' }).waitFor();
}

/** How wide the page is, and what sticks out of it (to name it when it does). */
async function pageOverflow(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wide: Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`),
  }));
}

/** Tester's findings: scroll on navigation, the screens at 390 px, and a very long name. */
describe('screens fit what they show [pglite, demo data]', () => {
  const { server, browser, rest } = browserSuite({ kind: 'pglite', start: () => startServer({ DEMO_DATA: '1' }) });
  beforeAll(async () => {
    await rest('POST', '/agents', { name: LONG_NAME, agentId: 'LONG1', carrierId: 2, npn: '99900001' });
  });

  it('opens a new screen at its top, and Back returns to where the previous one was left', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    await page.getByTestId('table-Agent Database').locator('tbody tr[data-index]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Agents', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Individual Agents', level: 1 }).waitFor();
    await page.getByTestId('table-All Agents').locator('tbody tr[data-index]').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { name: 'Agent Database' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('fits the Database Viewer tabs, the Email Automation buttons and the Reports tabs into 390 px', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });

    await unlockNarrow(page, server().url, '/database');
    const tabs = page.getByRole('tab');
    await page.getByRole('tab', { name: /^File Uploads/ }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /^Agents\s*\d+$/ }).count()).toBe(1);
    // Each tab's count sits after its label, and every tab is inside the screen.
    const clashes = await tabs.evaluateAll((triggers) =>
      triggers.flatMap((tab) => {
        const badge = tab.querySelector('.chakra-badge') ?? tab.lastElementChild;
        const label = tab.firstChild;
        if (!badge || !label) return [`${tab.textContent}: no label or count`];
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const count = badge.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        const problems = [];
        if (count.left < text.right - 0.5 && count.top < text.bottom && count.bottom > text.top)
          problems.push(`${tab.textContent}: the count overlaps the label`);
        if (box.right > window.innerWidth) problems.push(`${tab.textContent}: off the screen`);
        return problems;
      }),
    );
    expect(clashes).toEqual([]);
    let overflow = await pageOverflow(page);
    await settled(page);
    await screenshot(page, 'fit-390-database');
    expect(overflow.width, overflow.wide.join('\n')).toBeLessThanOrEqual(390);

    await unlockNarrow(page, server().url, '/email');
    const sendAll = page.getByRole('button', { name: /^Send to all listed \(\d+\)$/ });
    await sendAll.waitFor();
    await expect.poll(() => sendAll.isEnabled()).toBe(true);
    const button = (await sendAll.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    overflow = await pageOverflow(page);
    await settled(page);
    await screenshot(page, 'fit-390-email');
    expect(overflow.width, overflow.wide.join('\n')).toBeLessThanOrEqual(390);

    await unlockNarrow(page, server().url, '/reports');
    const trend = page.getByRole('tab', { name: 'Trend' });
    await trend.waitFor();
    const trendBox = (await trend.boundingBox())!;
    expect(trendBox.x + trendBox.width).toBeLessThanOrEqual(390);
    await trend.click();
    await expect.poll(() => trend.getAttribute('aria-selected')).toBe('true');
    overflow = await pageOverflow(page);
    await settled(page);
    await screenshot(page, 'fit-390-reports');
    expect(overflow.width, overflow.wide.join('\n')).toBeLessThanOrEqual(390);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it("shows View Team's four figures whole at 390 px (two by two, no word broken)", async () => {
    const { page, consoleErrors } = await openPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await unlockNarrow(page, server().url, '/agents');
    await page.getByRole('button', { name: 'View Team' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Team/ });
    await dialog.getByText('($', { exact: false }).first().waitFor();
    await settled(page);
    // Each label and figure reads on one line: four across, 'Personal Debt' broke as 'PERSO / NAL'.
    const lines = await dialog.evaluate((root) =>
      ['NPN', 'Team Size', 'Personal Debt', 'Total Team Debt'].map((label) => {
        const labelEl = Array.from(root.querySelectorAll('p')).find((p) => p.textContent === label)!;
        const count = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
        };
        return { label, labelLines: count(labelEl), figureLines: count(labelEl.nextElementSibling!) };
      }),
    );
    await screenshot(page, 'fit-390-team-figures');
    for (const figure of lines) expect(figure).toEqual({ label: figure.label, labelLines: 1, figureLines: 1 });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('cuts a 300-letter name short in the tables (whole in its tooltip) and wraps it in the dialog title', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    await page.getByPlaceholder('Search agents...').fill('LONG1');
    const dashboard = page.getByTestId('table-Agent Database');
    const row = dashboard.locator('tbody tr[data-index]');
    await expect.poll(() => row.count()).toBe(1);
    /** The name's box, and whether the row's last cell (the actions) is inside the table's box. */
    const measure = async (table: typeof dashboard) => {
      const name = table.getByTitle(LONG_NAME);
      await name.waitFor();
      const nameBox = (await name.boundingBox())!;
      const frame = (await table.locator('xpath=..').boundingBox())!;
      const actions = (await table.locator('tbody tr[data-index] td').last().boundingBox())!;
      return { nameWidth: nameBox.width, actionsRight: actions.x + actions.width, frameRight: frame.x + frame.width };
    };
    const onDashboard = await measure(dashboard);
    expect(onDashboard.nameWidth).toBeLessThanOrEqual(320);
    expect(onDashboard.actionsRight).toBeLessThanOrEqual(onDashboard.frameRight);
    await settled(page);
    await screenshot(page, 'fit-long-name-dashboard');

    // The details dialog's title wraps clear of its close button.
    await row.getByRole('button', { name: /^View A+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /Agent Details/ });
    await dialog.waitFor();
    await settled(page);
    const title = await dialog
      .locator('h2')
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const close = el.closest('[role=dialog]')!.querySelector('[aria-label="Close"]')!.getBoundingClientRect();
        return { right: box.right, scroll: el.scrollWidth, client: el.clientWidth, closeLeft: close.left };
      });
    expect(title.scroll).toBeLessThanOrEqual(title.client);
    expect(title.right).toBeLessThanOrEqual(title.closeLeft);
    await screenshot(page, 'fit-long-name-details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await unlock(page, server().url, '/unified-agents');
    await page.getByPlaceholder('Search by name, NPN, email, or upline...').fill('99900001');
    const unified = page.getByTestId('table-Unified Agents');
    await expect.poll(() => unified.locator('tbody tr[data-index]').count()).toBe(1);
    const onUnified = await measure(unified);
    expect(onUnified.nameWidth).toBeLessThanOrEqual(320);
    expect(onUnified.actionsRight).toBeLessThanOrEqual(onUnified.frameRight);
    await settled(page);
    await screenshot(page, 'fit-long-name-unified');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
  it('keeps the Edit Agent buttons inside the dialog on an 800 × 600 window (its body scrolls)', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await page.setViewportSize({ width: 800, height: 600 });
    await unlockNarrow(page, server().url, '/agent-list');
    const rows = page.getByTestId('table-All Agents').locator('tbody tr[data-index]');
    await rows.first().waitFor();
    await rows.first().getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await save.waitFor();
    await settled(page);
    const panel = (await dialog.boundingBox())!;
    const button = (await save.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(panel.y + panel.height);
    expect(button.y + button.height).toBeLessThanOrEqual(600);
    await screenshot(page, 'fit-edit-agent-800');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
