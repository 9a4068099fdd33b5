import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled } from './agent-fixtures';
import {
  launchBrowser,
  openPage,
  screenshot,
  startServer,
  unexpectedErrors,
  unlock,
  type RunningServer,
} from './harness';

describe('team view: a three-level hierarchy', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const call = await restClient(server.url);
    await call('POST', '/init-companies');
    const carriers = await call<{ id: number; code: string }[]>('GET', '/carriers');
    const id = (code: string) => carriers.find((c) => c.code === code)!.id;
    await call('PUT', '/settings', {
      organisationName: 'Summit Parent Group',
      agencyOwnerName: 'Olivia Owner',
      agencyOwnerNpn: '100',
    });
    const people = [
      { name: 'Olivia Owner', agentId: 'AM-100', carrierId: id('AMAM'), npn: '100', upline: null, uplineId: null },
      {
        name: 'Mark Manager',
        agentId: 'AM-200',
        carrierId: id('AMAM'),
        npn: '200',
        upline: 'Olivia Owner',
        uplineId: '100',
      },
      {
        name: 'Ann Agent',
        agentId: 'AE-300',
        carrierId: id('AETNA'),
        npn: '300',
        upline: 'Mark Manager',
        uplineId: '200',
      },
      {
        name: 'Ann Agent',
        agentId: 'AM-300',
        carrierId: id('AMAM'),
        npn: '300',
        upline: 'Mark Manager',
        uplineId: '200',
      },
      {
        name: 'Tim Terminated',
        agentId: 'FO-400',
        carrierId: id('FORESTERS'),
        npn: '400',
        upline: 'Mark Manager',
        uplineId: '200',
      },
    ];
    const created: Record<string, number> = {};
    for (const p of people) {
      const status = p.name === 'Tim Terminated' ? 'terminated' : 'active';
      const agent = await call<{ id: number }>('POST', '/agents', { ...p, status });
      created[p.agentId] = agent.id;
    }
    await call('POST', '/debts', {
      agentId: created['AE-300'],
      carrierId: id('AETNA'),
      amount: 120,
      status: 'outstanding',
    });
    await call('POST', '/debts', {
      agentId: created['AM-300'],
      carrierId: id('AMAM'),
      amount: 80.5,
      status: 'outstanding',
    });
    await call('POST', '/debts', {
      agentId: created['AM-200'],
      carrierId: id('AMAM'),
      amount: 10,
      status: 'outstanding',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the organisation and owner from settings on top, the managers, and their teams', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/agents');
    await page.getByRole('heading', { name: 'Team View' }).waitFor();
    await expect(page.getByText('Organizational hierarchy and team management overview').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByPlaceholder('Search agents by name, ID, email, or upline...').isVisible()).resolves.toBe(
      true,
    );
    const hierarchy = page.getByTestId('table-FFL Organizational Structure');
    await hierarchy.getByText('Summit Parent Group').waitFor();
    const rows = hierarchy.locator('tbody tr[data-index]');
    const firstCells = await rows.locator('td:first-child').allInnerTexts();
    expect(firstCells[0]).toContain('Summit Parent Group');
    expect(firstCells[1]).toContain('Olivia Owner');
    expect(firstCells[1]).toContain('Agency Owner');
    expect(firstCells.some((t) => t.includes('Mark Manager'))).toBe(true);
    await settled(page);
    await screenshot(page, '20-team-view');

    const individuals = page.getByTestId('table-Individual Agents');
    const ann = individuals.getByRole('row', { name: /Ann Agent/ });
    await ann.waitFor();
    // One row per person, debt broken down by carrier, a writing number per carrier.
    await expect(individuals.getByRole('row', { name: /Ann Agent/ }).count()).resolves.toBe(1);
    await expect(ann.getByText('($200.50)').isVisible()).resolves.toBe(true);
    await expect(ann.getByText('AETNA: $120.00').isVisible()).resolves.toBe(true);
    await expect(ann.getByText('AMAM: $80.50').isVisible()).resolves.toBe(true);
    await expect(ann.getByText('AE-300').isVisible()).resolves.toBe(true);
    await expect(ann.getByText('Mark Manager').isVisible()).resolves.toBe(true);

    // The cards count people once over their carriers (Ann has two records): four people, one terminated.
    const card = (label: string) => page.locator('dl', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect.poll(() => card('Active Agents').first().innerText()).toBe('3');
    await expect.poll(() => card('Terminated').first().innerText()).toBe('1');

    // The people sort on the server by their debt: the two without (by name), Mark ($10.00), Ann ($200.50).
    const names = async () =>
      (await individuals.locator('tbody tr[data-index] td:first-child').allInnerTexts()).map((t) => t.trim());
    const debtHeader = individuals.getByRole('columnheader', { name: 'Individual Debt' });
    await debtHeader.getByRole('button').click();
    expect(await debtHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(names).toEqual(['Olivia Owner', 'Tim Terminated', 'Mark Manager', 'Ann Agent']);
    await debtHeader.getByRole('button').click();
    await expect.poll(names).toEqual(['Ann Agent', 'Mark Manager', 'Olivia Owner', 'Tim Terminated']);
    await debtHeader.getByRole('button').click();

    // The carrier filter filters.
    await page.getByLabel('Carrier filter').selectOption({ label: 'Foresters Financial' });
    await individuals.getByRole('row', { name: /Tim Terminated/ }).waitFor();
    await ann.waitFor({ state: 'detached' });
    await page.getByLabel('Carrier filter').selectOption({ label: 'All Carriers' });
    await page.getByLabel('Status filter').selectOption('terminated');
    await ann.waitFor({ state: 'detached' });
    await page.getByLabel('Status filter').selectOption('all');
    await page.getByLabel('Search agents').fill('ae-300');
    await ann.waitFor();
    await individuals.getByRole('row', { name: /Tim Terminated/ }).waitFor({ state: 'detached' });
    await page.getByLabel('Search agents').fill('');

    await hierarchy
      .getByRole('row', { name: /Mark Manager/ })
      .getByRole('button', { name: 'View Team' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Mark Manager/ });
    await dialog.getByRole('cell', { name: 'Ann Agent' }).first().waitFor();
    await expect(dialog.getByRole('cell', { name: 'Tim Terminated' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('($10.00)').isVisible()).resolves.toBe(true);
    await settled(page);
    await screenshot(page, '21-team-members');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
