import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  launchBrowser,
  openPage,
  screenshot,
  startServer,
  unexpectedErrors,
  unlock,
  type RunningServer,
} from './harness';

/**
 * Waits for a toast with this text. Dismissing it (one toast shows at a time, so the next one
 * shows at once) is a click outside any open dialog, so it is done only when no dialog must stay open.
 */
async function toast(page: Page, text: string, dismiss = true) {
  const item = page.getByTestId('toast').filter({ hasText: text });
  await item.waitFor();
  const content = await item.innerText();
  if (dismiss) {
    await item.getByRole('button').last().click();
    await item.waitFor({ state: 'detached' });
  }
  return content;
}

describe('unified agent profiles: breakdown, add debt with find-or-create, CSV export', () => {
  let server: RunningServer;
  let browser: Browser;
  let call: RestCall;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    call = await restClient(server.url);
    await call('POST', '/init-companies');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says there is nothing to export while the list is empty', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/unified-agents');
    await page.getByRole('heading', { name: 'Unified Agent Profiles' }).waitFor();
    await page.getByTestId('table-Unified Agents').getByText('No agents found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await toast(page, 'No data to export')).toContain('There are no unified agents to export.');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('adds a debt with an existing carrier record and with a new one, then exports 19 columns', async () => {
    const carriers = await call<{ id: number; code: string }[]>('GET', '/carriers');
    const amam = carriers.find((c) => c.code === 'AMAM')!;
    await call('POST', '/agents', {
      name: 'Marcus Reed',
      agentId: 'AM-77',
      carrierId: amam.id,
      status: 'active',
      npn: '8880001',
      upline: 'Olivia Owner',
      uplineId: '8880000',
      email: 'marcus@example.com',
      phone: '555-0177',
      address: null,
    });
    await call('POST', '/agents', { name: 'Nia Null', agentId: 'AM-78', carrierId: amam.id, status: 'terminated' });

    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/unified-agents');
    const table = page.getByTestId('table-Unified Agents');
    const marcus = table.getByRole('row', { name: /Marcus Reed/ });
    await marcus.waitFor();
    await expect(marcus.getByText('Olivia Owner').isVisible()).resolves.toBe(true);
    const nia = table.getByRole('row', { name: /Nia Null/ });
    await expect(nia.getByText('Not Available').isVisible()).resolves.toBe(true);
    await expect(nia.getByText('No Upline').isVisible()).resolves.toBe(true);
    await expect(nia.getByText('No contact info').isVisible()).resolves.toBe(true);
    await settled(page);
    await screenshot(page, '40-unified-agents');

    await page.getByLabel('Status filter').selectOption('terminated');
    await marcus.waitFor({ state: 'detached' });
    await page.getByLabel('Status filter').selectOption('all');
    await page.getByLabel('Search agents').fill('marcus@');
    await nia.waitFor({ state: 'detached' });
    await page.getByLabel('Search agents').fill('');

    await marcus.getByRole('button', { name: 'View Details' }).click();
    const breakdown = page.getByRole('dialog', { name: 'Marcus Reed Carrier Breakdown' });
    await breakdown.waitFor();
    const aetnaRow = breakdown.getByRole('row', { name: /Aetna/ });
    await expect(aetnaRow.getByText('Not Available').isVisible()).resolves.toBe(true);
    await expect(aetnaRow.getByText('No Record').isVisible()).resolves.toBe(true);
    await settled(page);
    await screenshot(page, '41-carrier-breakdown');

    // The record with AMAM exists: the debt goes onto it.
    await breakdown.getByRole('button', { name: 'Add Debt' }).click();
    const addDebt = page.getByRole('dialog', { name: 'Add Debt' });
    await addDebt.waitFor();
    expect(await addDebt.getByLabel('Status').inputValue()).toBe('active');
    expect(await addDebt.getByLabel('Debt Amount').getAttribute('placeholder')).toBe('0.00');
    await addDebt.getByLabel('Carrier').selectOption({ label: 'American Amicable (AMAM)' });
    await addDebt.getByRole('button', { name: 'Add Debt' }).click();
    await addDebt.getByText('Amount is required').waitFor();
    await addDebt.getByLabel('Debt Amount').fill('100.25');
    await settled(page);
    await screenshot(page, '42-add-debt');
    await addDebt.getByRole('button', { name: 'Add Debt' }).click();
    await toast(page, 'Debt added successfully', false);
    await addDebt.waitFor({ state: 'detached' });

    // No record with Aetna yet (the find call answers 404, logged by the browser): one is created
    // from the unified profile, then the debt.
    await breakdown.getByRole('button', { name: 'Add Debt' }).click();
    await addDebt.waitFor();
    expect(await addDebt.getByLabel('Debt Amount').inputValue()).toBe('');
    await addDebt.getByLabel('Carrier').selectOption({ label: 'Aetna (AETNA)' });
    await addDebt.getByLabel('Debt Amount').fill('50');
    await addDebt.getByLabel('Status').selectOption('terminated');
    await addDebt.getByLabel('Notes').fill('Chargeback');
    await addDebt.getByRole('button', { name: 'Add Debt' }).click();
    await toast(page, 'Debt added successfully', false);
    await addDebt.waitFor({ state: 'detached' });
    await breakdown.getByText('$50.00').waitFor();
    await breakdown.getByText('($150.25)').waitFor();
    await breakdown.getByRole('button', { name: 'Close' }).first().click();

    const agents = await call<{ name: string; carrierId: number; npn: string | null; email: string | null }[]>(
      'GET',
      '/agents',
    );
    const marcusRecords = agents.filter((a) => a.name === 'Marcus Reed');
    expect(marcusRecords).toHaveLength(2);
    expect(marcusRecords.every((a) => a.npn === '8880001' && a.email === 'marcus@example.com')).toBe(true);
    await marcus.getByText('($150.25)').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unified_agents_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header!.split(',')).toEqual([
      'Agent Name',
      'NPN',
      'Email',
      'Phone',
      'Upline',
      'Status',
      'Total Debt',
      'Active Carriers',
      'AMAM Agent ID',
      'AMAM Debt',
      'AMAM Status',
      'AETNA Agent ID',
      'AETNA Debt',
      'AETNA Status',
      'FORESTERS Agent ID',
      'FORESTERS Debt',
      'FORESTERS Status',
      'Created At',
      'Updated At',
    ]);
    expect(lines).toHaveLength(2);
    const marcusLine = lines.find((l) => l.startsWith('Marcus Reed'))!;
    expect(marcusLine).toContain(',150.25,');
    expect(marcusLine).toContain(',0.00,No Record,');
    expect(await toast(page, 'Export successful')).toContain('Exported 2 unified agents to CSV.');

    // The export is of the people the table lists: the search on screen narrows it, and an empty
    // list is SPEC's 'No data to export'.
    const search = page.getByPlaceholder('Search by name, NPN, email, or upline...');
    await search.fill('Marcus');
    await page.getByText('Showing 1 of 2 agents').waitFor();
    const [searched] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const searchedLines = readFileSync((await searched.path())!, 'utf8')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(searchedLines.map((line) => line.split(',')[0])).toEqual(['Marcus Reed']);
    expect(await toast(page, 'Export successful')).toContain('Exported 1 unified agents to CSV.');
    await search.fill('zzzzqqq');
    await page.getByText('Showing 0 of 2 agents').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await toast(page, 'No data to export')).toContain('There are no unified agents to export.');
    expect(unexpectedErrors(consoleErrors, [/status of 404/])).toEqual([]);
  });
});
