import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile, restClient, settled, type RestCall } from './agent-fixtures';
import {
  launchBrowser,
  toast,
  today,
  openPage,
  type RunningServer,
  screenshot,
  serverTargets,
  unexpectedErrors,
  unlock,
} from './harness';
import { CARRIER_FIXTURES } from '../fixtures';

const FIXTURES = CARRIER_FIXTURES;

type Agent = { id: number; name: string; email: string | null };

/** A carrier report sent the way the dashboard sends it: multipart field `file`. */
async function uploadReport(url: string, carrierId: number, fixture: string) {
  const file = new Blob([readFileSync(path.join(FIXTURES, fixture))]);
  const response = await postFile(url, `/upload/${carrierId}`, file, fixture);
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

describe.each(serverTargets())('database viewer [$kind]', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  let terminated: Agent;
  let plain: Agent;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    rest = await restClient(server.url);
    await rest('POST', '/init-companies');
    await rest('POST', '/carriers', { name: 'Dormant Life', code: 'DORM', active: false });
    await uploadReport(server.url, 2, 'report-carrier2.csv');
    terminated = await rest<Agent>('POST', '/agents', {
      name: 'Quentin Leftco',
      agentId: 'AM-Q9',
      carrierId: 1,
      status: 'terminated',
      email: 'Q.Leftco@Example.org',
    });
    plain = await rest<Agent>('POST', '/agents', { name: 'Nadia Noemail', agentId: 'AM-N1', carrierId: 1 });
    await rest('POST', '/debts', { agentId: plain.id, carrierId: 1, amount: 75, status: 'paid', notes: 'Settled' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('counts every tab, searches and filters the Agents tab only, shows N/A, statuses and exports the current tab', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const agents = await rest<Agent[]>('GET', '/agents');
    const debts = await rest<{ status: string }[]>('GET', '/debts');
    expect(debts.some((d) => d.status === 'outstanding')).toBe(true);
    await unlock(page, server.url, '/database');
    await page.getByRole('heading', { name: 'Database Viewer', level: 1 }).waitFor();
    const tab = (name: string, count: number) => page.getByRole('tab', { name: new RegExp(`^${name}\\s*${count}$`) });
    await tab('Agents', agents.length).waitFor();
    await tab('Debts', debts.length).waitFor();
    await tab('Carriers', 4).waitFor();
    await tab('Email History', 0).waitFor();
    await tab('File Uploads', 1).waitFor();
    await page.getByText(`Showing ${agents.length} of ${agents.length} agents`).waitFor();
    const agentTable = page.getByTestId('table-Agents');
    const search = page.getByLabel('Search agents');
    await search.fill('q.leftco@EXAMPLE');
    await page.getByText(`Showing 1 of ${agents.length} agents`).waitFor();
    await agentTable.getByText('Quentin Leftco').waitFor();
    // By the record id shown in the ID column; her empty e-mail, phone, NPN and upline read N/A.
    await search.fill(String(plain.id));
    const plainRow = agentTable.getByRole('row').filter({ hasText: 'Nadia Noemail' });
    await plainRow.waitFor();
    expect(await plainRow.getByText('N/A', { exact: true }).count()).toBe(4);
    await search.fill('');
    await page.getByLabel('Status filter').selectOption({ label: 'Terminated' });
    await page.getByText(`Showing 1 of ${agents.length} agents`).waitFor();
    await page.getByLabel('Carrier filter').selectOption({ label: 'Aetna' });
    await page.getByText('No agents found matching your criteria.').waitFor();
    await page.getByLabel('Status filter').selectOption({ label: 'All' });
    const atAetna = agents.length - 2;
    await page.getByText(`Showing ${atAetna} of ${agents.length} agents`).waitFor();

    const [agentsCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(agentsCsv.suggestedFilename()).toBe(`agent-records-${today()}.csv`);
    const lines = readFileSync((await agentsCsv.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('ID,Name,Carrier,Status,Email,Phone,NPN,Upline,Created');
    expect(lines).toHaveLength(atAetna + 1);
    await settled(page);
    await screenshot(page, '55-database-viewer-agents');

    // The Agents filters leave the other tabs whole.
    await tab('Debts', debts.length).click();
    await tab('Debts', debts.length).waitFor();
    await page.getByTestId('table-Debts').getByText('outstanding').first().waitFor();

    await tab('Carriers', 4).click();
    await page
      .getByTestId('table-Carriers')
      .getByRole('row')
      .filter({ hasText: 'Dormant Life' })
      .getByText('Inactive')
      .waitFor();
    await tab('File Uploads', 1).click();
    const upload = page.getByTestId('table-File Uploads').getByRole('row').filter({ hasText: 'report-carrier2.csv' });
    await upload.getByText('Aetna', { exact: true }).waitFor();
    await upload.getByText('success', { exact: true }).waitFor();
    const [uploadsCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(uploadsCsv.suggestedFilename()).toBe(`file-uploads-${today()}.csv`);
    expect(readFileSync((await uploadsCsv.path())!, 'utf8').split('\r\n')[0]).toBe(
      'ID,Filename,Carrier,Records Processed,Status,Uploaded At',
    );
    await tab('Email History', 0).click();
    await page.getByText('No email history found. Start sending emails to see them here.').waitFor();
    expect(terminated.id).toBeGreaterThan(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('searches and filters the Debts tab by agent, carrier, status and age range, and exports what it shows', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const debts = await rest<{ id: number; carrierId: number; status: string }[]>('GET', '/debts');
    await unlock(page, server.url, '/database');
    await page.getByRole('tab', { name: /^Debts/ }).click();
    const table = page.getByTestId('table-Debts');
    await page.getByText(`Showing ${debts.length} of ${debts.length} debts`).waitFor();

    await page.getByLabel('Search debts').fill('nadia');
    await page.getByText(`Showing 1 of ${debts.length} debts`).waitFor();
    await table.getByText('Settled').waitFor();
    await page.getByLabel('Search debts').fill('');

    const paid = debts.filter((d) => d.status === 'paid').length;
    await page.getByLabel('Debt status').selectOption({ label: 'Paid' });
    await page.getByText(`Showing ${paid} of ${debts.length} debts`).waitFor();
    await page.getByLabel('Debt status').selectOption({ label: 'All Statuses' });

    const atAetna = debts.filter((d) => d.carrierId === 2).length;
    expect(atAetna).toBeGreaterThan(0);
    await page.getByLabel('Debt carrier').selectOption({ label: 'Aetna' });
    await page.getByText(`Showing ${atAetna} of ${debts.length} debts`).waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`debts-${today()}.csv`);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(atAetna + 1);
    expect(lines.slice(1).every((line) => line.includes(',Aetna,'))).toBe(true);

    // Nothing in the report is 91 days old or more at American Amicable: the filters combine.
    await page.getByLabel('Debt carrier').selectOption({ label: 'American Amicable' });
    await page.getByLabel('Debt age range').selectOption({ label: '91+ days' });
    await page.getByText(`Showing 0 of ${debts.length} debts`).waitFor();
    await page.getByLabel('Debt age range').selectOption({ label: 'All Ages' });
    await page.getByText(`Showing 1 of ${debts.length} debts`).waitFor();
    await settled(page);
    await screenshot(page, '57-database-viewer-debts-filtered');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('clears all debts only after the confirmation, and the Debts tab empties', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const debts = await rest<unknown[]>('GET', '/debts');
    await unlock(page, server.url, '/database');
    await page.getByRole('tab', { name: /^Debts/ }).click();
    await page.getByRole('button', { name: 'Clear All Debts' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to erase ALL debt records? This action cannot be undone.').waitFor();
    await settled(page);
    await screenshot(page, '56-database-viewer-clear-debts');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rest<unknown[]>('GET', '/debts')).toHaveLength(debts.length);

    await page.getByRole('button', { name: 'Clear All Debts' }).click();
    await confirm.getByRole('button', { name: 'Clear All Debts' }).click();
    await toast(page, 'All debt records have been cleared');
    await page.getByRole('tab', { name: /^Debts\s*0$/ }).waitFor();
    await page.getByText('No debt records found.').waitFor();
    expect(await rest<unknown[]>('GET', '/debts')).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
  it('says why an upload failed: the reason under its status, and Details opens it, agent lists included', async () => {
    // Bytes no spreadsheet program opens (an ".xls" of HTML or text is read as what it is).
    const garbage = new Blob([new Uint8Array([0, 1, 2, 3, 0xfe, 0x10, 0])]);
    const refused = await postFile(server.url, '/upload/1', garbage, 'old-report.xls');
    expect(refused.ok).toBe(false);
    const roster = await postFile(server.url, '/import-agents', garbage, 'roster.xls');
    expect(roster.ok).toBe(false);
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/database');
    await page.getByRole('tab', { name: /^File Uploads\s*3$/ }).click();
    const table = page.getByTestId('table-File Uploads');
    const reason = /The file is named \.xls but its content is a binary file/;
    const report = table.getByRole('row').filter({ hasText: 'old-report.xls' });
    await report.getByText('failure', { exact: true }).waitFor();
    await report.getByText(reason).waitFor();
    const list = table.getByRole('row').filter({ hasText: 'roster.xls' });
    await list.getByText('Agent list', { exact: true }).waitFor();
    await list.getByText(reason).waitFor();
    await settled(page);
    await screenshot(page, '57-database-viewer-failed-upload');

    await report.getByRole('button', { name: /^Details of upload \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'old-report.xls' });
    await dialog.getByText('Failed', { exact: true }).waitFor();
    await dialog.getByText(/^Why it failed: .*The file is named \.xls but its content is a binary file/).waitFor();
    await settled(page);
    await screenshot(page, '58-database-viewer-failed-upload-details');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await list.getByRole('button', { name: /^Details of upload \d+$/ }).click();
    const listDialog = page.getByRole('dialog', { name: 'roster.xls' });
    await listDialog.getByText(/^Why it failed: .*The file is named \.xls but its content is a binary file/).waitFor();
    // A failed upload can be neither applied nor undone.
    expect(await listDialog.getByRole('button', { name: /Apply|Undo upload/ }).count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
