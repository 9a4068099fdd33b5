import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  launchBrowser,
  toast,
  openPage,
  type RunningServer,
  screenshot,
  serverTargets,
  unexpectedErrors,
  unlock,
} from './harness';

const EXPECTED_COLUMNS = [
  'NPN',
  'First Name',
  'Last Name',
  'Middle Name',
  'Business Name',
  'Type',
  'Gender',
  'Agency Name',
  'Phone',
  'Email',
  'DoB',
  'Comp Level',
  'Upline Name',
  'Upline NPN',
  'Status',
  'NPN Verified',
  'Soliciting For',
  'Address',
  'City',
  'State',
  'Zipcode',
  'Role',
];

/** Two good rows and eight without an NPN. */
function agentList(): Buffer {
  const rows = ['NPN,First Name,Last Name,Status'];
  rows.push('88000001,Ada,Good,Active', '88000002,Ben,Gone,Terminated');
  for (let i = 0; i < 8; i++) rows.push(`,No${i},Npn,Active`);
  return Buffer.from(rows.join('\n'));
}

describe.each(serverTargets())('import agents [$kind]', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    rest = await restClient(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the counts, the 22 expected columns and initialises the companies', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/import-agents');
    await page.getByRole('heading', { name: 'Import Agents', level: 1 }).waitFor();
    for (const label of ['Active Agents', 'Terminated Agents', 'Total'])
      await page.getByText(label, { exact: true }).waitFor();
    await page.getByText(/^21\+ fields/).waitFor();
    for (const column of EXPECTED_COLUMNS) await page.getByText(column, { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Import Agents' }).isDisabled()).toBe(true);
    await page.getByText('No file selected').waitFor();

    expect(await rest<unknown[]>('GET', '/carriers')).toEqual([]);
    await page.getByRole('button', { name: 'Initialize Companies' }).click();
    await toast(page, 'Companies initialized');
    expect((await rest<{ code: string }[]>('GET', '/carriers')).length).toBe(3);
    await settled(page);
    await screenshot(page, '57-import-agents-empty');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('imports on /upload: the first 5 errors, the rest counted, the counts refreshed; a new file clears the results', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/upload');
    await page.getByRole('heading', { name: 'Import Agents', level: 1 }).waitFor();
    await page
      .getByLabel('Agent list file')
      .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: agentList() });
    await page.getByText(/^staff\.csv \(\d+\.\d KB\)$/).waitFor();
    await page.getByRole('button', { name: 'Import Agents' }).click();
    const results = page.getByTestId('import-results');
    await results.getByRole('heading', { name: 'Import Results' }).waitFor();
    await results.getByText('New Agents').waitFor();
    await results.getByText('Updated Agents').waitFor();
    await results.getByText('... and 3 more errors').waitFor();
    await results.getByText('Total errors: 8').waitFor();
    await results.getByText('Import completed successfully! Total agents processed: 2').waitFor();
    expect(await results.getByText(/^Row \d+: /).allInnerTexts()).toHaveLength(5);

    // The cards count from the server: one active agent, and the terminated one has no debt.
    const stats = await rest<{ activeAgents: number; terminatedAgents: number }>('GET', '/dashboard/stats');
    expect(stats).toMatchObject({ activeAgents: 1, terminatedAgents: 0 });
    const activeCard = page.getByText('Active Agents', { exact: true }).locator('..');
    await activeCard.getByText('1', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, '58-import-agents-results');

    await page
      .getByLabel('Agent list file')
      .setInputFiles({ name: 'next.csv', mimeType: 'text/csv', buffer: agentList() });
    await results.waitFor({ state: 'detached' });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('says nothing was imported when every row had an error, listing the errors in row order', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/import-agents');
    const rows = [
      'NPN,First Name,Last Name,Email',
      ...Array.from({ length: 11 }, (_, i) => `12AB${i},Ann,Row${i + 2},`),
    ];
    await page
      .getByLabel('Agent list file')
      .setInputFiles({ name: 'all-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await page.getByRole('button', { name: 'Import Agents' }).click();
    const results = page.getByTestId('import-results');
    await results.getByText('Nothing was imported: every row had an error. Total agents processed: 0').waitFor();
    expect(await results.getByText(/successfully/).count()).toBe(0);
    const shown = await results.getByText(/^Row \d+: /).allInnerTexts();
    expect(shown.map((error) => Number(/^Row (\d+)/.exec(error)![1]))).toEqual([2, 3, 4, 5, 6]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('says why an import failed', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/import-agents');
    await page.getByLabel('Agent list file').setInputFiles({
      name: 'broken.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('this is not a workbook'),
    });
    await page.getByRole('button', { name: 'Import Agents' }).click();
    await toast(page, 'Failed to import agents');
    const text = await page.getByTestId('toast').filter({ hasText: 'Failed to import agents' }).innerText();
    expect(text.replace('Failed to import agents', '').trim()).not.toBe('');
    expect(await page.getByTestId('import-results').count()).toBe(0);
    expect(unexpectedErrors(consoleErrors, [/\b4\d\d: /, /status of 4\d\d/])).toEqual([]);
  });
});
