import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postFile, restClient, settled } from './agent-fixtures';
import { openPage, screenshot, serverTargets, today, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

// The e2e project compiles without the DOM library: the little of it these callbacks use.
type Scrollable = { parentElement: { scrollTop: number; scrollHeight: number } | null };

const AGENTS = 20_000;

/** An agency's agent list of AGENTS people. */
function roster(): Blob {
  const lines = ['NPN,First Name,Last Name,Status'];
  for (let i = 1; i <= AGENTS; i++) lines.push(`${50000000 + i},Agent${i},Person${String(i).padStart(5, '0')},Active`);
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

/** Days ago of agent i's chargeback: 10-39 for even i, 60-89 for odd, never near an age range's edge. */
const daysAgo = (i: number) => (i % 2 === 0 ? 10 : 60) + (i % 30);

/** A carrier's debt report with one chargeback per agent: amounts 1.00 … 200.00. */
function report(): Blob {
  const lines = ['NPN,Agent Name,Chargeback Balance,Chargeback Date'];
  const now = Date.now();
  for (let i = 1; i <= AGENTS; i++) {
    const day = new Date(now - daysAgo(i) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${50000000 + i},"Person${String(i).padStart(5, '0')}, Agent${i}",${(1 + (i % 200)).toFixed(2)},${day}`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

describe.each(serverTargets())('the Debts tab and the Agent Database at 20,000 agents [$kind]', (target) => {
  const suite = browserSuite(target);

  it('searches, filters and sorts on the server, scrolls to the last debt, and exports what it shows', async () => {
    const url = suite.server().url;
    const rest = await restClient(url);
    await rest('POST', '/init-companies');
    const agents = await postFile(url, '/import-agents', roster(), 'roster.csv');
    expect(agents.status, await agents.clone().text()).toBe(200);
    const debts = await postFile(url, '/upload/1', report(), 'chargebacks.csv');
    expect(debts.status, await debts.clone().text()).toBe(200);

    const { page, consoleErrors } = await openPage(suite.browser());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await unlock(page, url, '/database');
    await page.getByRole('tab', { name: /^Debts/ }).click();
    const table = page.getByTestId('table-Debts');
    await page.getByText(`Showing ${AGENTS} of ${AGENTS} debts`).waitFor({ timeout: 60_000 });
    // Only the rows in view are in the page, and only windows of them were asked for, never the list.
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
    expect(asked.some((u) => u.includes('debt.window'))).toBe(true);
    expect(asked.some((u) => u.includes('debt.list'))).toBe(false);

    // Sorted by the server: the largest amount first, whatever window it is in.
    await table.getByRole('button', { name: 'Amount' }).click();
    await table.getByRole('button', { name: 'Amount' }).click();
    await table.getByRole('columnheader', { name: 'Amount' }).and(page.locator('[aria-sort="descending"]')).waitFor();
    await table
      .locator('tbody tr[data-index="0"]')
      .getByText(/\$200\.00/)
      .waitFor();

    // The last of the 20,000 rows is there when scrolled to: its window is read as it comes into view.
    await table.evaluate((el: Scrollable) => {
      const box = el.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
    await table
      .locator(`tbody tr[data-index="${AGENTS - 1}"]`)
      .getByText(/\$1\.00/)
      .waitFor({ timeout: 30_000 });

    // Searched by the server: one person among 20,000, by part of the name, in any case.
    await page.getByLabel('Search debts').fill('person12345');
    await page.getByText(`Showing 1 of ${AGENTS} debts`).waitFor();
    await table.getByText('Agent12345 Person12345').waitFor();
    await page.getByLabel('Search debts').fill('');

    // Filtered by the server, then exported: the file has exactly the rows the tab shows.
    await page.getByLabel('Debt age range').selectOption({ label: '0-45 days' });
    const recent = AGENTS / 2;
    await page.getByText(`Showing ${recent} of ${AGENTS} debts`).waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`debts-${today()}.csv`);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('ID,Agent,Carrier,Amount,Age (days),Status,Notes,Created');
    expect(lines).toHaveLength(recent + 1);
    // In the tab's order (largest amount first) and of its age range only.
    const amounts = lines.slice(1).map((line) => Number(line.split(',')[3]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(lines.slice(1).every((line) => Number(line.split(',')[4]) <= 45)).toBe(true);
    await settled(page);
    await screenshot(page, '58-database-viewer-debts-20000');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  // Runs after the test above, on the agents and debts it imported.
  it('sorts the dashboard agents by debt on the server, searches them and exports every record in that order', async () => {
    const url = suite.server().url;
    const rest = await restClient(url);
    // The roster's 20,000 people and their records at the report's carrier.
    const records = (await rest<{ id: number }[]>('GET', '/agents')).length;
    const found = (await rest<{ id: number }[]>('GET', '/agents?search=person12345')).length;
    expect(records).toBeGreaterThanOrEqual(AGENTS);
    expect(found).toBeGreaterThanOrEqual(1);
    const { page, consoleErrors } = await openPage(suite.browser());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await unlock(page, url, '/dashboard');
    const table = page.getByTestId('table-Agent Database');
    await page.getByText(`Showing ${records} of ${records} results`).waitFor({ timeout: 60_000 });
    await table
      .locator('tbody tr[data-index="0"]')
      .getByText(/^Agent1 Person00001$/)
      .waitFor();
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(60);
    expect(asked.some((u) => u.includes('agent.window'))).toBe(true);
    expect(asked.some((u) => u.includes('agent.list'))).toBe(false);

    // The largest debt first: the server orders all 20,000 records, not the rows in view.
    const header = table.getByRole('columnheader', { name: 'Debt Amount' });
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    await header.and(page.locator('[aria-sort="descending"]')).waitFor();
    await table
      .locator('tbody tr[data-index="0"]')
      .getByText(/\$200\.00/)
      .waitFor();

    await page.getByLabel('Search agents...').fill('PERSON12345');
    await page.getByText(`Showing ${found} of ${records} results`).waitFor();
    await table.getByText('Agent12345 Person12345').first().waitFor();
    await page.getByLabel('Search agents...').fill('');
    await page.getByText(`Showing ${records} of ${records} results`).waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`agents-${today()}.csv`);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone');
    expect(lines).toHaveLength(records + 1);
    const totals = lines.slice(1).map((line) => Number(line.split(',')[4]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBe(200);
    await settled(page);
    await screenshot(page, '59-dashboard-agents-20000');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
  // Runs after the tests above, on the people and debts they imported.
  it('Team View counts and lists the 20,000 people from the server: windows, carrier filter, search, sort', async () => {
    const url = suite.server().url;
    const { page, consoleErrors } = await openPage(suite.browser());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await unlock(page, url, '/agents');
    const people = page.getByTestId('table-Individual Agents');
    await page.getByText(`Showing ${AGENTS} of ${AGENTS} agents`).waitFor({ timeout: 60_000 });
    const card = (label: string) => page.locator('dl', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect.poll(() => card('Active Agents').first().innerText()).toBe(String(AGENTS));
    // Only windows of people were asked for, never the whole list.
    expect(asked.some((u) => u.includes('unifiedAgent.window'))).toBe(true);
    expect(asked.some((u) => u.includes('unifiedAgent.list'))).toBe(false);

    // Everyone has a record at American Amicable (the report's carrier), nobody at Aetna.
    await page.getByLabel('Carrier filter').selectOption({ label: 'Aetna' });
    await page.getByText(`Showing 0 of ${AGENTS} agents`).waitFor();
    await page.getByLabel('Carrier filter').selectOption({ label: 'American Amicable' });
    await page.getByText(`Showing ${AGENTS} of ${AGENTS} agents`).waitFor();

    // The largest debt first, over all 20,000 people; then one person found by the search.
    const debt = people.getByRole('columnheader', { name: 'Individual Debt' });
    await debt.getByRole('button').click();
    await debt.getByRole('button').click();
    await debt.and(page.locator('[aria-sort="descending"]')).waitFor();
    await people
      .locator('tbody tr[data-index="0"]')
      .getByText(/\$200\.00/)
      .first()
      .waitFor();
    await page.getByLabel('Search agents').fill('person12345');
    await page.getByText(`Showing 1 of ${AGENTS} agents`).waitFor();
    await people.getByText('Agent12345 Person12345').first().waitFor();
    await settled(page);
    await screenshot(page, `60-team-view-20000-${target.kind}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
