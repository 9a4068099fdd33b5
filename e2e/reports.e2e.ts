import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../packages/schema/src/money';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  ACCESS_CODE,
  launchBrowser,
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

type Cell = { agents: number; amount: number };
type Aging = {
  ranges: { label: string }[];
  rows: { carrierName: string; carrierCode: string; cells: Cell[]; total: Cell }[];
  totals: { cells: Cell[]; total: Cell };
};
type Exposure = { name: string; npn: string; downlineAgents: number; exposure: number; ownDebt: number };
type Terminated = { name: string; carrierName: string | null; amount: number };
type Trend = { carrierName: string; filename: string; totalOutstanding: number };

async function sessionToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: ACCESS_CODE }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A carrier report sent the way the dashboard sends it: multipart field `file`. */
async function uploadReport(url: string, carrierId: number, fixture: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path.join(FIXTURES, fixture))]), fixture);
  const response = await fetch(`${url}/api/upload/${carrierId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(url)}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** A table row's cells as the user reads them, one line per text. */
async function cellTexts(row: Locator): Promise<string[]> {
  const texts = await row.locator('td, th').allInnerTexts();
  return texts.map((t) => t.replace(/\s*\n\s*/g, ' | ').trim());
}

const agingCell = (cell: Cell) =>
  `${formatMoney(cell.amount)} | ${cell.agents} ${cell.agents === 1 ? 'agent' : 'agents'}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

describe.each(serverTargets())('reports [$kind]', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    rest = await restClient(server.url);
    await rest('POST', '/init-companies');
    // A three-level line: Rhea ← Sam ← Tia (terminated), so Rhea's exposure is Sam's and Tia's debt.
    const agent = (body: Record<string, unknown>) => rest<{ id: number }>('POST', '/agents', body);
    const debt = (agentId: number, carrierId: number, amount: number, debtAge: number) =>
      rest('POST', '/debts', { agentId, carrierId, amount, debtAge, status: 'outstanding' });
    const rhea = await agent({ name: 'Rhea Root', agentId: 'AM-100', carrierId: 1, npn: '8000001' });
    const sam = await agent({ name: 'Sam Sub', agentId: 'AM-101', carrierId: 1, npn: '8000002', uplineId: '8000001' });
    const tia = await agent({
      name: 'Tia Terminated',
      agentId: 'AM-102',
      carrierId: 1,
      npn: '8000003',
      uplineId: '8000002',
      status: 'terminated',
    });
    await debt(rhea.id, 1, 40, 5);
    await debt(sam.id, 1, 500, 30);
    // Sam's debt at Foresters goes on his record there (a debt is at its record's carrier).
    const samAtForesters = await agent({
      name: 'Sam Sub',
      agentId: 'FF-101',
      carrierId: 3,
      npn: '8000002',
      uplineId: '8000001',
    });
    await debt(samAtForesters.id, 3, 125.25, 70);
    await debt(tia.id, 1, 250, 100);
    // The trend comes from carrier report uploads: the same report twice makes a line of two points.
    await uploadReport(server.url, 2, 'report-carrier2.csv');
    await uploadReport(server.url, 2, 'report-carrier2.csv');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the aging table with the totals of GET /api/reports/aging, the chart, and exports it as CSV', async () => {
    const aging = await rest<Aging>('GET', '/reports/aging');
    expect(aging.totals.total.amount).toBeGreaterThan(0);
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Aging' });
    await table.waitFor();
    await expect
      .poll(() => cellTexts(table.locator('thead tr')))
      .toEqual(['Carrier', ...aging.ranges.map((r) => r.label), 'Total']);
    for (const row of aging.rows) {
      const tr = table.locator('tbody tr').filter({ hasText: row.carrierName });
      await expect
        .poll(() => cellTexts(tr))
        .toEqual([`${row.carrierName} | ${row.carrierCode}`, ...row.cells.map(agingCell), agingCell(row.total)]);
    }
    await expect
      .poll(() => cellTexts(table.locator('tfoot tr')))
      .toEqual(['Total', ...aging.totals.cells.map(agingCell), agingCell(aging.totals.total)]);
    // One bar per carrier and range with debt; the legend names the ranges.
    const chart = page.getByTestId('aging-chart');
    const withDebt = aging.rows.flatMap((r) => r.cells).filter((c) => c.amount > 0).length;
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBe(withDebt);
    for (const range of aging.ranges) await chart.locator('.recharts-legend-item', { hasText: range.label }).waitFor();
    await settled(page);
    await screenshot(page, '80-reports-aging');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`aging-report-${today()}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(
      'Carrier,Code,0-45 days agents,0-45 days amount,46-90 days agents,46-90 days amount,91+ days agents,91+ days amount,Total agents,Total amount',
    );
    expect(lines).toHaveLength(aging.rows.length + 2);
    expect(lines.at(-1)!.split(',').slice(-2).map(Number)).toEqual([
      aging.totals.total.agents,
      aging.totals.total.amount,
    ]);
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Export successful' })
      .getByText(`aging-report-${today()}.csv`)
      .waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('lists the hierarchy exposure largest first, the terminated balances and the trend, and exports .xlsx', async () => {
    const exposure = await rest<Exposure[]>('GET', '/reports/exposure');
    const terminated = await rest<Terminated[]>('GET', '/reports/terminated');
    const trend = await rest<Trend[]>('GET', '/reports/trend');
    const { page, consoleErrors } = await openPage(browser);
    // A chart measured while its tab is hidden must not be drawn at 0 × 0 (recharts warns of it).
    const chartWarnings: string[] = [];
    page.on('console', (message) => {
      if (/width\(0\) and height\(0\) of chart/.test(message.text())) chartWarnings.push(message.text());
    });
    await unlock(page, server.url, '/reports');
    // The Aging tab opens first and draws its chart; the other tabs hide it, and it comes back.
    await page.getByTestId('aging-chart').locator('.recharts-bar-rectangle').first().waitFor();

    await openTab(page, 'Hierarchy exposure');
    const exposureTable = page.getByTestId('table-Hierarchy exposure');
    const rhea = exposureTable.getByRole('row').filter({ hasText: 'Rhea Root' });
    // Sam's two debts and Tia's: everyone below Rhea, two levels deep; her own debt apart.
    // The tab loads its report when it opens: wait for the rows rather than reading an empty table.
    await expect.poll(() => cellTexts(rhea)).toEqual(['Rhea Root | NPN 8000001', '1', '2', '($875.25)', '($40.00)']);
    const sam = exposureTable.getByRole('row').filter({ hasText: 'Sam Sub' });
    await expect.poll(() => cellTexts(sam)).toEqual(['Sam Sub | NPN 8000002', '1', '1', '($250.00)', '($625.25)']);
    const shown = (await exposureTable.locator('tbody tr:not([aria-hidden])').allInnerTexts()).map(
      (t) => t.split('\n')[0],
    );
    expect(shown).toEqual(exposure.map((r) => r.name));
    expect(exposure.find((r) => r.name === 'Rhea Root')?.exposure).toBe(875.25);
    await settled(page);
    await screenshot(page, '81-reports-exposure');

    await openTab(page, 'Terminated with balances');
    const terminatedTable = page.getByTestId('table-Terminated agents with balances');
    const tia = terminatedTable.getByRole('row').filter({ hasText: 'Tia Terminated' });
    await tia.getByText('($250.00)').waitFor();
    await tia.getByText('91+ days').waitFor();
    await tia.getByText('American Amicable').waitFor();
    await tia.getByText('No e-mail').waitFor();
    await expect.poll(() => terminatedTable.locator('tbody tr:not([aria-hidden])').count()).toBe(terminated.length);
    expect(terminated.map((r) => r.name)).toContain('Tia Terminated');
    await settled(page);
    await screenshot(page, '82-reports-terminated');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`terminated-report-${today()}.xlsx`);
    // An .xlsx is a zip archive.
    expect(
      readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await openTab(page, 'Trend');
    expect(trend).toHaveLength(2);
    const uploads = page.getByTestId('table-Trend').getByRole('row').filter({ hasText: 'report-carrier2.csv' });
    await expect.poll(() => uploads.count()).toBe(2);
    await uploads.first().getByText('Aetna').waitFor();
    await uploads.first().getByText(formatMoney(trend[1]!.totalOutstanding), { exact: true }).waitFor();
    // The second upload changed nothing: its change reads $0.00.
    await uploads.first().getByText('$0.00', { exact: true }).waitFor();
    const chart = page.getByTestId('trend-chart');
    await expect.poll(() => chart.locator('.recharts-line-dot').count()).toBe(2);
    await chart.locator('.recharts-legend-item', { hasText: 'Aetna' }).waitFor();
    await settled(page);
    await screenshot(page, '83-reports-trend');
    await openTab(page, 'Aging');
    await page.getByTestId('aging-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await openTab(page, 'Trend');
    await expect.poll(() => chart.locator('.recharts-line-dot').count()).toBe(2);
    expect(chartWarnings).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
