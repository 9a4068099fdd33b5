/// <reference lib="dom" />
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARRIER_FIXTURES } from '../fixtures';
import { settled } from './agent-fixtures';
import { ACCESS_CODE, openPage, screenshot, startServer, toast, unexpectedErrors } from './harness';
import { browserSuite } from './suite';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Unlocks at the page's own size (a phone's navigation hides behind a menu button). */
async function unlockAt(page: Page, url: string, pathname: string) {
  await page.goto(`${url}${pathname}`);
  await page.getByLabel('Access code').fill(ACCESS_CODE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** The buttons a toast left uncovered, by name (the toast's box against each button's). */
async function coveredButtons(page: Page, buttons: Locator[]): Promise<string[]> {
  const toastBox = (await page.getByTestId('toast').first().boundingBox())!;
  const covered: string[] = [];
  for (const button of buttons) {
    if (overlaps(toastBox, (await button.boundingBox())!)) covered.push((await button.textContent()) ?? '');
  }
  return covered;
}

/** Tester's finding: on a phone a toast at the bottom lay over the open dialog's footer buttons for 5 s. */
describe('toasts leave the open dialog’s buttons clear [pglite, demo data]', () => {
  const { server, browser } = browserSuite({ kind: 'pglite', start: () => startServer({ DEMO_DATA: '1' }) });

  // A phone's sizes (on a wider window toasts stay at the bottom right, beside a dialog's footer).
  for (const [width, height, zone, report] of [
    [390, 844, 0, 'report-carrier1.csv'],
    [360, 740, 1, 'report-carrier2.csv'],
  ] as const) {
    it(`at ${width} × ${height}: Add Agent's "Missing information", the upload's "Upload successful"`, async () => {
      const { page, consoleErrors } = await openPage(browser());
      await page.setViewportSize({ width, height });
      await unlockAt(page, server().url, '/');

      await page.getByRole('button', { name: 'Add Agent' }).first().click();
      const addDialog = page.getByRole('dialog', { name: 'Add New Agent' });
      const submit = addDialog.getByRole('button', { name: 'Add Agent' });
      await submit.click();
      await toast(page, 'Missing information');
      await settled(page);
      await screenshot(page, `toast-${width}-add-agent`);
      expect(await coveredButtons(page, [submit, addDialog.getByRole('button', { name: 'Cancel' })])).toEqual([]);
      await addDialog.getByRole('button', { name: 'Cancel' }).click();
      await addDialog.waitFor({ state: 'detached' });

      await page.locator('input[type=file]').nth(zone).setInputFiles(path.join(CARRIER_FIXTURES, report));
      const review = page.getByRole('dialog', { name: report });
      await review.getByRole('button', { name: 'Apply' }).click();
      await toast(page, 'Upload successful');
      const undo = review.getByRole('button', { name: 'Undo upload' });
      await undo.waitFor();
      await settled(page);
      await screenshot(page, `toast-${width}-applied`);
      // The footer's Close (the corner X has the same name; it may be covered, the footer repeats it).
      const close = review.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' });
      expect(await coveredButtons(page, [undo, close])).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    });
  }
});
