import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  applyPreview,
  launchBrowser,
  openPage,
  screenshot,
  serverTargets,
  toast,
  today,
  type RunningServer,
  unexpectedErrors,
  unlock,
} from './harness';
import { CARRIER_FIXTURES } from '../fixtures';

const FIXTURES = CARRIER_FIXTURES;
describe.each(serverTargets())('companies, dashboard, imports, database viewer and settings [$kind]', (target) => {
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

  it('adds a company with the code upper-cased as typed, edits it, refuses to delete one in use, deletes it', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/companies');
    await page.getByRole('heading', { name: 'Company Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Company' }).click();
    await page.getByRole('heading', { name: 'Add New Company' }).waitFor();
    await page.getByLabel('Company Name').fill('Mutual of Omaha');
    await page.getByLabel('Company Code').pressSequentially('mutual');
    expect(await page.getByLabel('Company Code').inputValue()).toBe('MUTUAL');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Company' }).click();
    await toast(page, 'Company added successfully');
    await page.getByRole('cell', { name: 'Mutual of Omaha', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Mutual of Omaha' }).click();
    await page.getByLabel('Company Name').fill('Mutual of Omaha Insurance');
    await page.getByRole('button', { name: 'Update Company' }).click();
    await toast(page, 'Company updated successfully');
    await page.getByRole('cell', { name: 'Mutual of Omaha Insurance', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, '10-companies');

    const companies = await rest<{ id: number; code: string }[]>('GET', '/companies');
    const mutual = companies.find((c) => c.code === 'MUTUAL')!;
    await rest('POST', '/agents', { name: 'Uses Mutual', agentId: 'MU-1', carrierId: mutual.id });
    await page.getByRole('button', { name: 'Delete Mutual of Omaha Insurance' }).click();
    await page.getByText('Are you sure you want to delete this company?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Failed to delete company');
    await page
      .getByText(/still used by 1 agent record\b/)
      .first()
      .waitFor();

    const unused = await rest<{ id: number }>('POST', '/carriers', { name: 'Short Lived', code: 'SL' });
    await page.reload();
    await unlock(page, server.url, '/companies');
    await page.getByRole('button', { name: 'Delete Short Lived' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Company deleted successfully');
    expect((await rest<{ id: number }[]>('GET', '/companies')).some((c) => c.id === unused.id)).toBe(false);
    expect(unexpectedErrors(consoleErrors, [/409: /, /status of 409/])).toEqual([]);
  });

  it('shows the dashboard cards, one drop zone per carrier (PDF only on the third), refuses a wrong type, uploads a report and exports', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/');
    await page.getByRole('heading', { name: 'Agent Debt Management' }).waitFor();
    await page.getByText('Monitor and manage agent debts across all carriers').waitFor();
    for (const caption of ['Across all carriers', 'With outstanding debt', 'Require attention'])
      await page.getByText(caption).first().waitFor();
    await page.getByText(/^\+\d+ this month$/).waitFor();
    // POST /api/init-companies brings the three defaults; the dashboard shows their drop zones.
    await rest('POST', '/init-companies');
    await page.reload();
    await unlock(page, server.url, '/');
    await page.getByText('Foresters Financial Reports').waitFor();
    expect(await page.getByText('Upload CSV, Excel, or PDF files').count()).toBe(1);
    expect(await page.getByText('Upload CSV or Excel files').count()).toBeGreaterThanOrEqual(2);

    await page
      .getByLabel('American Amicable report file')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await toast(page, 'Invalid file type');
    await page.getByText('Please upload CSV or Excel files only').waitFor();

    await page.getByLabel('Foresters Financial report file').setInputFiles(path.join(FIXTURES, 'report-carrier3.pdf'));
    await applyPreview(page, 'report-carrier3.pdf');
    await page.getByText('Processed 16 records, imported 16').waitFor();
    const agentCount = (await rest<unknown[]>('GET', '/agents')).length;
    await page.getByText(`Showing ${agentCount} of ${agentCount} results`).waitFor();
    await settled(page);
    await screenshot(page, '11-dashboard');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`agents-${today()}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(agentCount + 1);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('imports an agent list and shows the results with the first errors', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/upload');
    await page.getByRole('heading', { name: 'Import Agents' }).waitFor();
    await page.getByText('21+ fields, matched by header name in any order').waitFor();
    await page.getByLabel('Agent list file').setInputFiles(path.join(FIXTURES, 'agents-import.xlsx'));
    await page.getByText(/agents-import\.xlsx \(\d+\.\d KB\)/).waitFor();
    await page.getByRole('button', { name: 'Import Agents' }).click();
    const results = page.getByTestId('import-results');
    await results.waitFor();
    await results.getByText('Row 42: no NPN').waitFor();
    await results.getByText('Total errors: 2').waitFor();
    await results.getByText(/Import completed successfully! Total agents processed: 40/).waitFor();
    await settled(page);
    await screenshot(page, '12-import-agents');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows five tabs with counts in the Database Viewer, exports a tab and clears all debts after confirming', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const [agent] = await rest<{ id: number }[]>('GET', '/agents');
    await rest('POST', '/debts', {
      agentId: agent!.id,
      carrierId: 1,
      amount: 12.5,
      status: 'outstanding',
      notes: 'e2e',
    });
    await unlock(page, server.url, '/database');
    await page.getByRole('heading', { name: 'Database Viewer' }).waitFor();
    for (const tab of ['Agents', 'Debts', 'Carriers', 'Email History', 'File Uploads'])
      await page.getByRole('tab', { name: new RegExp(tab) }).waitFor();
    await page.getByText(/Showing \d+ of \d+ agents/).waitFor();
    await page.getByRole('tab', { name: /Email History/ }).click();
    await page.getByText('No email history found. Start sending emails to see them here.').waitFor();
    await page.getByRole('tab', { name: /Debts/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`debts-${today()}.csv`);
    await settled(page);
    await screenshot(page, '13-database-viewer');
    await page.getByRole('button', { name: 'Clear All Debts' }).click();
    await page.getByText('Are you sure you want to erase ALL debt records? This action cannot be undone.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All Debts' }).click();
    await toast(page, 'All debt records have been cleared');
    expect(await rest<unknown[]>('GET', '/debts')).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('changes the administrator name in Settings and shows it in the side panel', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/settings');
    await page.getByLabel('Administrator name').fill('Riley Chen');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved');
    await page.getByTestId('nav-footer').getByText('Riley Chen').waitFor();
    await settled(page);
    await screenshot(page, '14-settings');
    for (const route of ['/email', '/reports']) {
      await page.getByRole('link', { name: route === '/email' ? 'Email Automation' : 'Reports' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `15-${route.slice(1)}`);
    }
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
