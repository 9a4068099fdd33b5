import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, JSHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  applyPreview,
  launchBrowser,
  openPage,
  screenshot,
  serverTargets,
  toast,
  type RunningServer,
  unexpectedErrors,
  unlock,
} from './harness';
import { CARRIER_FIXTURES } from '../fixtures';

const FIXTURES = CARRIER_FIXTURES;

type DroppedFile = { name: string; type: string; content: string };

/** A DataTransfer holding the given files, built in the page (the e2e project has no DOM types). */
function dataTransfer(page: Page, files: DroppedFile[]): Promise<JSHandle> {
  return page.evaluateHandle(`(() => {
    const dt = new DataTransfer();
    for (const f of ${JSON.stringify(files)}) dt.items.add(new File([f.content], f.name, { type: f.type }));
    return dt;
  })()`);
}

async function toastsGone(page: Page) {
  for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click().catch(() => {});
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

describe.each(serverTargets())('dashboard [$kind]', (target) => {
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

  it('on an empty database: zero cards, the initialisation brings three drop zones without a reload, an empty table', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/dashboard');
    await page.getByRole('heading', { name: 'Agent Debt Management', level: 1 }).waitFor();
    await page.getByText('Monitor and manage agent debts across all carriers').waitFor();
    await page.getByText('$0.00', { exact: true }).waitFor();
    for (const caption of ['Across all carriers', '+0 this month', 'With outstanding debt', 'Require attention'])
      await page.getByText(caption, { exact: true }).waitFor();

    // No REST set-up: the dashboard's own POST /api/initialize creates the default carriers.
    await page.getByText('Foresters Financial Reports').waitFor();
    expect(await page.getByRole('button', { name: 'Upload File' }).count()).toBe(3);
    expect(await page.getByText('Upload CSV, Excel, or PDF files').count()).toBe(1);
    await page.getByTestId('drop-zone-3').getByText('Upload CSV, Excel, or PDF files').waitFor();
    expect(await page.getByText('Upload CSV or Excel files', { exact: true }).count()).toBe(2);
    expect((await rest<unknown[]>('GET', '/carriers')).length).toBe(3);

    await page.getByText('No agents found matching your criteria.').waitFor();
    await page.getByText('Showing 0 of 0 results').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Unified View' }).click();
    await page.waitForURL(/\/unified-agents$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Add Agent' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await screenshot(page, '50-dashboard-add-agent');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await settled(page);
    await screenshot(page, '51-dashboard-empty');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('highlights a zone while a file is dragged over it, uses only the first dropped file, uploads and refreshes', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/');
    const aetna = page.getByTestId('drop-zone-2');
    await aetna.getByText('Aetna Reports').waitFor();
    const report: DroppedFile = {
      name: 'aetna-october.csv',
      type: 'text/csv',
      content: readFileSync(path.join(FIXTURES, 'report-carrier2.csv'), 'utf8'),
    };
    const notes: DroppedFile = { name: 'notes.docx', type: 'application/msword', content: 'not a report' };

    const dragged = await dataTransfer(page, [report]);
    await aetna.dispatchEvent('dragover', { dataTransfer: dragged });
    expect(await aetna.getAttribute('data-dragging')).toBe('true');
    await aetna.dispatchEvent('dragleave', { dataTransfer: dragged });
    expect(await aetna.getAttribute('data-dragging')).toBeNull();

    // The second file is ignored: a wrong first file is refused even with a good report behind it.
    const wrongFirst = await dataTransfer(page, [notes, report]);
    await aetna.dispatchEvent('dragover', { dataTransfer: wrongFirst });
    await aetna.dispatchEvent('drop', { dataTransfer: wrongFirst });
    expect(await aetna.getAttribute('data-dragging')).toBeNull();
    await toast(page, 'Invalid file type');
    await page.getByText('Please upload CSV or Excel files only').waitFor();
    expect(await rest<unknown[]>('GET', '/file-uploads')).toEqual([]);
    await toastsGone(page);

    const goodFirst = await dataTransfer(page, [report, notes]);
    await aetna.dispatchEvent('drop', { dataTransfer: goodFirst });
    await applyPreview(page, 'aetna-october.csv');
    const uploads = await rest<{ filename: string; recordsProcessed: number; recordsImported: number }[]>(
      'GET',
      '/file-uploads',
    );
    expect(uploads.map((u) => u.filename)).toEqual(['aetna-october.csv']);
    await page
      .getByText(`Processed ${uploads[0]!.recordsProcessed} records, imported ${uploads[0]!.recordsImported}`)
      .waitFor();

    // The table and the cards refresh without a reload.
    const agents = await rest<{ name: string }[]>('GET', '/agents');
    expect(agents.length).toBeGreaterThan(0);
    await page.getByText(`Showing ${agents.length} of ${agents.length} results`).waitFor();
    const stats = await rest<{ activeAgents: number }>('GET', '/dashboard/stats');
    await page.getByText(`+${agents.length} this month`).waitFor();
    expect(stats.activeAgents).toBe(agents.length);

    // A PDF is refused by Aetna but the hint differs on the carrier that accepts PDFs.
    await page
      .getByLabel('Foresters Financial report file')
      .setInputFiles({ name: 'notes.docx', mimeType: 'application/msword', buffer: Buffer.from('x') });
    await toast(page, 'Invalid file type');
    await page.getByText('Please upload CSV, Excel, or PDF files').waitFor();
    await toastsGone(page);
    // SPEC section 5's types only: a portal's .txt export is for scripts (REST), not the drop zones.
    await page
      .getByLabel('Aetna report file')
      .setInputFiles({ name: 'portal-export.txt', mimeType: 'text/plain', buffer: Buffer.from('NPN\tBalance\n') });
    await toast(page, 'Invalid file type');
    await page.getByText('Please upload CSV or Excel files only').waitFor();
    expect(await rest<unknown[]>('GET', '/file-uploads')).toHaveLength(1);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows the server message when an upload fails', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/');
    await page
      .getByLabel('American Amicable report file')
      .setInputFiles({ name: 'broken.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('no zip') });
    await toast(page, 'Upload failed');
    const description = await page.getByTestId('toast').first().innerText();
    expect(description).not.toContain('Please try again');
    expect(description.split('\n').filter(Boolean).length).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: 'Upload File' }).first().isEnabled()).toBe(true);
    expect(unexpectedErrors(consoleErrors, [/^Error: 4\d\d: /, /status of 4\d\d/])).toEqual([]);
  });

  it('searches and filters the Agent Database, exports what is shown, opens details and templates', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const leaver = await rest<{ id: number; name: string }>('POST', '/agents', {
      name: 'Terry Leaver',
      agentId: 'AE-T1',
      carrierId: 2,
      status: 'terminated',
    });
    const agents = await rest<{ id: number; name: string }[]>('GET', '/agents');
    const first = agents.find((a) => a.id !== leaver.id);
    await unlock(page, server.url, '/');
    const table = page.getByRole('table', { name: 'Agent Database' });
    await page.getByText(`Showing ${agents.length} of ${agents.length} results`).waitFor();

    const lastName = first!.name.split(' ').pop()!;
    await page.getByPlaceholder('Search agents...').fill(lastName.toUpperCase());
    await table.getByText(first!.name, { exact: true }).waitFor();
    const matching = agents.filter((a) => a.name.toLowerCase().includes(lastName.toLowerCase())).length;
    await page.getByText(`Showing ${matching} of ${agents.length} results`).waitFor();
    await page.getByPlaceholder('Search agents...').fill('');

    await page.getByLabel('Status filter').selectOption('terminated');
    await page.getByText(`Showing 1 of ${agents.length} results`).waitFor();
    await table.getByText(leaver.name, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',terminated,');

    await page.getByLabel('Carrier filter').selectOption({ label: 'American Amicable' });
    await page.getByText('No agents found matching your criteria.').waitFor();
    await page.getByLabel('Carrier filter').selectOption({ label: 'All Carriers' });
    await page.getByLabel('Status filter').selectOption('all');
    await page.getByText(`Showing ${agents.length} of ${agents.length} results`).waitFor();
    // Nobody has been sent a notice yet.
    expect(await table.getByRole('cell', { name: /ago$|^Today$/ }).count()).toBe(0);
    await settled(page);
    await screenshot(page, '52-dashboard');

    await page.getByRole('button', { name: `View ${first!.name}` }).click();
    await page.getByRole('heading', { name: `${first!.name} — Agent Details` }).waitFor();
    await page.getByRole('button', { name: 'Email Templates' }).click();
    await page.getByRole('heading', { name: 'Email Automation Templates' }).waitFor();
    await page.keyboard.press('Escape');
    // Both dialogs may be closing at once (their exit animations overlap), so each is awaited
    // by name rather than through one strict `getByRole('dialog')`.
    await page.getByRole('dialog', { name: 'Email Automation Templates' }).waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: /Agent Details/ }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `More actions for ${first!.name}` }).click();
    await page.getByRole('menuitem', { name: 'Email templates' }).click();
    await page.getByRole('heading', { name: 'Email Automation Templates' }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
