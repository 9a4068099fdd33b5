import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settled } from './agent-fixtures';
import { openPage, screenshot, serverTargets, toast, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

/**
 * Issue 12 as staff meet it: a report is previewed, a row the product is unsure of is decided,
 * the preview is applied and every screen shows the new balances; undo brings the old ones back.
 */
const REPORT =
  'Writing Number,Agent Name,NPN,Balance\nAM-A1,Ann One,8000001,250.00\n,James Smith,,60.00\n,Grand Total,,310.00\n';

describe.each(serverTargets())('upload preview, review, apply and undo [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    const withDebt = async (agent: Record<string, unknown>, amount: number) => {
      const created = await rest<{ id: number }>('POST', '/agents', agent);
      await rest('POST', '/debts', { agentId: created.id, carrierId: agent.carrierId, amount, debtAge: 5 });
    };
    await withDebt({ name: 'Ann One', agentId: 'AM-A1', carrierId: 1, npn: '8000001', email: 'ann@example.org' }, 100);
    // Two people named James Smith: the report's bare name could be either.
    await withDebt(
      { name: 'James Smith', agentId: 'AM-J1', carrierId: 1, npn: '8000002', email: 'j1@example.org' },
      40,
    );
    await withDebt(
      { name: 'James Smith', agentId: 'AE-J2', carrierId: 2, npn: '8000003', email: 'j2@example.org' },
      70,
    );
  });

  /** What Dashboard, Reports and Email Automation show for the balances. */
  async function expectBalances(page: Page, expected: { total: string; ann: string; james: string }) {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText(expected.total, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('table', { name: 'Aging' }).locator('tfoot td').last().getByText(expected.total).waitFor();
    await page.getByRole('link', { name: 'Email Automation' }).click();
    const candidates = page.getByTestId('table-Notice candidates');
    await candidates.getByRole('row').filter({ hasText: 'Ann One' }).getByText(expected.ann).waitFor();
    await candidates.getByRole('row').filter({ hasText: 'j1@example.org' }).getByText(expected.james).waitFor();
  }

  it('previews an upload, decides a review row, applies it, shows it everywhere, and undoes it', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    await expectBalances(page, { total: '$210.00', ann: '($100.00)', james: '($40.00)' });

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByLabel('American Amicable report file')
      .setInputFiles({ name: 'october.csv', mimeType: 'text/csv', buffer: Buffer.from(REPORT) });
    const dialog = page.getByRole('dialog', { name: 'october.csv' });
    await dialog.getByText('Preview: nothing applied yet').waitFor();
    await dialog.getByTestId('outcome-total').getByText('$140.00 → $290.00').waitFor();
    await dialog.getByText('1 row to review').waitFor();
    // The report's total row is left out, and said so in the singular.
    await dialog.getByText(/; 1 total row skipped\.$/).waitFor();
    const review = dialog.getByTestId('review-row-3');
    await review.getByText('Several people are named "James Smith"').waitFor();
    await settled(page);
    await screenshot(page, 'upload-preview-review');
    // Nothing is applied by the preview.
    expect((await rest<{ totalDebt: number }>('GET', '/dashboard/stats')).totalDebt).toBe(210);

    const decision = review.getByLabel('Decision for row 3');
    const options = await decision.locator('option').allInnerTexts();
    const firstJames = options.find((o) => o.includes('NPN 8000002'));
    expect(firstJames, options.join(' / ')).toBeTruthy();
    await decision.selectOption({ label: firstJames! });
    // The decision is followed by a new read of the upload: the preview's figures count the decided row.
    const reread = page.waitForResponse((r) => /\/trpc\/[^?]*fileUpload\.get/.test(r.url()) && r.ok());
    await review.getByRole('button', { name: 'Decide' }).click();
    await toast(page, 'Row decided');
    await reread;
    await review.waitFor({ state: 'detached' });
    await dialog.getByText('Preview: nothing applied yet').waitFor();
    await dialog.getByTestId('outcome-total').getByText('$140.00 → $310.00').waitFor();
    await settled(page);
    await screenshot(page, 'upload-preview-decided');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Upload successful');
    await dialog.getByText('Applied', { exact: true }).waitFor();
    await dialog.getByTestId('outcome-total').getByText('$140.00 → $310.00').waitFor();
    await dialog.getByRole('table', { name: 'Balance changes' }).getByText('Ann One').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await expectBalances(page, { total: '$380.00', ann: '($250.00)', james: '($60.00)' });

    // File Uploads → the upload's details → Undo, after a confirmation.
    await page.getByRole('link', { name: 'Database Viewer' }).click();
    await page.getByRole('tab', { name: /File Uploads/ }).click();
    await page
      .getByRole('button', { name: /Details of upload/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'october.csv' });
    await detail.getByRole('button', { name: 'Undo upload' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Undo upload' }).click();
    await toast(page, 'Upload undone');
    await detail.getByText('Undone', { exact: true }).waitFor();
    expect(await detail.getByRole('button', { name: 'Undo upload' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await page
      .getByRole('tab', { name: /File Uploads/ })
      .getByText('1')
      .waitFor();

    await expectBalances(page, { total: '$210.00', ann: '($100.00)', james: '($40.00)' });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('gives a policy row with the agent left blank to an agent found by search', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    const blankAgent = 'Writing Number,Agent Name,NPN,Policy,Balance\n,James Smith,8000003,P1,30.00\n,,,P2,20.00\n';
    await page
      .getByLabel('Aetna report file')
      .setInputFiles({ name: 'repeats.csv', mimeType: 'text/csv', buffer: Buffer.from(blankAgent) });
    const dialog = page.getByRole('dialog', { name: 'repeats.csv' });
    await dialog.getByText('1 row to review').waitFor();
    const review = dialog.getByTestId('review-row-3');
    await review.getByText('no writing number, NPN or name').waitFor();
    const decision = review.getByLabel('Decision for row 3');
    // It names no one: it cannot be a new person.
    expect(await decision.locator('option').allInnerTexts()).not.toContain('A new person');
    await decision.selectOption({ label: 'Another agent…' });
    await review.getByLabel('Find an agent for row 3').fill('j2@example');
    const agent = review.getByLabel('Agent for row 3', { exact: true });
    await expect.poll(() => agent.locator('option').count()).toBe(2);
    await agent.selectOption({ index: 1 });
    expect(await agent.locator('option:checked').innerText()).toMatch(/James Smith \(AE-J2\) at Aetna/);
    await review.getByRole('button', { name: 'Decide' }).click();
    await toast(page, 'Row decided');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Upload successful');
    const [james] = await rest<{ totalDebt: number }[]>('GET', '/agents?search=AE-J2');
    expect(james?.totalDebt).toBe(50);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it("reads a statement's running balance as each agent's last line, and says so in the preview", async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    const statement = [
      'Agent Number,Agent Name,NPN,Trans Date,Debit,Credit,Balance',
      'AE-J2,James Smith,8000003,09/01/2026,500.00,,500.00',
      'AE-J2,James Smith,8000003,09/15/2026,,200.00,300.00',
      'AE-J2,James Smith,8000003,10/01/2026,150.00,,450.00',
    ].join('\n');
    await page
      .getByLabel('Aetna report file')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    const dialog = page.getByRole('dialog', { name: 'statement.csv' });
    await dialog.getByText(/the balance runs down each agent's lines, so each agent's last line was read\.$/).waitFor();
    await dialog.getByTestId('outcome-total').getByText('$50.00 → $450.00').waitFor();
    await settled(page);
    await screenshot(page, 'upload-running-balance');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Upload successful');
    const [james] = await rest<{ totalDebt: number }[]>('GET', '/agents?search=AE-J2');
    expect(james?.totalDebt).toBe(450);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
