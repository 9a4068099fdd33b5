import type { Browser, Page } from 'playwright-core';
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

/** Waits for a toast with this text, then dismisses it so the next one shows at once (one toast at a time). */
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

async function goTo(page: Page, entry: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

describe('agents: add, edit across the tabs, details and templates', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const call = await restClient(server.url);
    await call('POST', '/init-companies');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds an agent through the dialog, with the validation message first', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/unified-agents');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Agent' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Agent' }).click();
    expect(await toast(page, 'Missing information', false)).toContain('Please fill in all required fields');

    await dialog.getByLabel('Agent Name').fill('Jane Smith');
    await dialog.getByLabel('Agent ID').fill('AE-100');
    await dialog.getByLabel('Carrier').selectOption({ label: 'Aetna' });
    await dialog.getByLabel('NPN', { exact: true }).fill('5550001');
    await dialog.getByLabel('E-mail').fill('jane@example.com');
    await dialog.getByLabel('Phone').fill('555-0100');
    expect(await dialog.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await dialog.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await settled(page);
    await screenshot(page, '30-add-agent-dialog');
    await dialog.getByRole('button', { name: 'Add Agent' }).click();
    expect(await toast(page, 'Agent added')).toContain('Agent has been added successfully');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('cell', { name: /Jane Smith/ })
      .first()
      .waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('adds one agent and one initial debt when Add Agent is double-clicked', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/unified-agents');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Agent' });
    await dialog.getByLabel('Agent Name').fill('Dee Double');
    await dialog.getByLabel('Agent ID').fill('DD001');
    await dialog.getByLabel('Carrier').selectOption({ label: 'Aetna' });
    await dialog.getByLabel('NPN', { exact: true }).fill('900000020');
    await dialog.getByLabel('Initial Debt').fill('10.00');
    await dialog.getByRole('button', { name: 'Add Agent' }).dblclick();
    expect(await toast(page, 'Agent added')).toContain('Agent has been added successfully');
    await dialog.waitFor({ state: 'detached' });
    const call = await restClient(server.url);
    const agents = (await call('GET', '/agents')) as { id: number; name: string }[];
    const added = agents.filter((agent) => agent.name === 'Dee Double');
    expect(added).toHaveLength(1);
    const debts = (await call('GET', '/debts')) as { agentId: number; amount: number }[];
    expect(debts.filter((debt) => debt.agentId === added[0]!.id).map((debt) => debt.amount)).toEqual([10]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('starts the Add Agent dialog blank again after Cancel or Escape, so a refused initial debt does not linger', async () => {
    const { page, consoleErrors } = await openPage(browser);
    // Not the dashboard: its first load adds the starter templates, which the templates test below counts on being absent.
    await unlock(page, server.url, '/unified-agents');
    const dialog = page.getByRole('dialog', { name: 'Add New Agent' });
    await page.getByRole('button', { name: 'Add Agent' }).click();
    await dialog.getByLabel('Agent Name').fill('Pat Pending');
    await dialog.getByLabel('Agent ID').fill('AE-PP1');
    await dialog.getByLabel('Carrier').selectOption({ label: 'Aetna' });
    await dialog.getByLabel('Initial Debt').fill('12.345');
    await dialog.getByRole('button', { name: 'Add Agent' }).click();
    expect(await toast(page, 'Check the initial debt', false)).toContain('whole cents');
    await dialog.getByLabel('Agent Name').focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Agent' }).click();
    for (const field of ['Agent Name', 'Agent ID', 'Initial Debt'])
      expect(await dialog.getByLabel(field).inputValue()).toBe('');
    expect(await dialog.getByLabel('Carrier').inputValue()).toBe('');
    await dialog.getByLabel('Agent Name').fill('Kim Clean');
    await dialog.getByLabel('Agent ID').fill('AE-KC1');
    await dialog.getByLabel('Carrier').selectOption({ label: 'Aetna' });
    await dialog.getByRole('button', { name: 'Add Agent' }).click();
    expect(await toast(page, 'Agent added')).toContain('Agent has been added successfully');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Agent' }).click();
    await dialog.getByLabel('Agent Name').fill('Not Kept');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Agent' }).click();
    expect(await dialog.getByLabel('Agent Name').inputValue()).toBe('');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('edits the agent across the four tabs; the writing number and the debt show up', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/agent-list');
    await page.getByRole('heading', { name: 'Individual Agents' }).waitFor();
    await expect(page.getByText('View and manage individual agent profiles').isVisible()).resolves.toBe(true);
    const row = page.getByRole('row', { name: /Jane Smith/ });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    const panel = (name: string) => dialog.getByRole('tabpanel', { name });

    await panel('Basic Info').getByLabel('First Name').waitFor();
    await panel('Basic Info').getByLabel('First Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toast(page, 'Missing information', false)).toContain(
      'Please fill in required fields: NPN, First Name, Last Name',
    );
    await panel('Basic Info').getByLabel('First Name').fill('Jane');
    await panel('Basic Info').getByLabel('Last Name').fill('Smith');
    await panel('Basic Info').getByLabel('Role').selectOption('Agency Owner');
    await settled(page);
    await screenshot(page, '31-edit-agent-basic');

    await dialog.getByRole('tab', { name: 'Contact' }).click();
    await panel('Contact').getByLabel('City').fill('Springfield');
    await panel('Contact').getByLabel('State').fill('IL');

    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    await panel('Carriers & Writing Numbers').getByLabel('Aetna writing number').fill('AE-555');
    await panel('Carriers & Writing Numbers').getByLabel('Aetna debt amount').fill('250.75');
    await settled(page);
    await screenshot(page, '32-edit-agent-carriers');

    await dialog.getByRole('tab', { name: 'Hierarchy' }).click();
    await panel('Hierarchy').getByLabel('Upline Name').fill('Olivia Owner');
    await panel('Hierarchy').getByLabel('Upline NPN').fill('5550000');

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toast(page, 'Agent updated')).toContain('Agent information and debts have been updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('($250.75)').waitFor();

    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: /Jane Smith/ });
    await details.getByRole('cell', { name: '$250.75' }).waitFor();
    await expect(details.getByText('AE-555').first().isVisible()).resolves.toBe(true);
    await expect(details.getByText('Olivia Owner (NPN 5550000)').isVisible()).resolves.toBe(true);
    await expect(details.getByText('No companies assigned').isVisible()).resolves.toBe(true);
    await settled(page);
    await screenshot(page, '33-agent-details');

    // Reopening the edit dialog shows what was saved, and an unchanged save writes nothing twice.
    await details.getByRole('button', { name: 'Close' }).first().click();
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    expect(await panel('Carriers & Writing Numbers').getByLabel('Aetna writing number').inputValue()).toBe('AE-555');
    expect(await panel('Carriers & Writing Numbers').getByLabel('Aetna debt amount').inputValue()).toBe('250.75');
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    expect(await panel('Contact').getByLabel('City').inputValue()).toBe('Springfield');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('opens the templates dialog for the agent: preview toast, validation, save', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/agent-list');
    await page
      .getByRole('row', { name: /Jane Smith/ })
      .getByRole('button', { name: 'View Details' })
      .click();
    await page.getByRole('button', { name: 'Email Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Automation Templates' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Debt Age Range').inputValue()).toBe('0-45');
    expect(await dialog.getByLabel('Send Schedule').inputValue()).toBe('Manual');
    await expect(
      dialog.getByText('{agent_name}, {agent_id}, {carrier}, {debt_amount}, {debt_age}, {sender_name}').isVisible(),
    ).resolves.toBe(true);

    await dialog.getByLabel('Email Subject').fill('Balance of {debt_amount} for {agent_name} at {carrier} {unknown}');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    expect(await toast(page, 'Email Preview', false)).toContain(
      'Subject: Balance of $250.75 for Jane Smith at Aetna {unknown}',
    );

    await dialog.getByRole('button', { name: 'Save Template' }).click();
    expect(await toast(page, 'Missing information', false)).toContain('Please fill in subject and body');

    const before = await dialog.getByLabel('Existing Template').locator('option').count();
    await dialog.getByLabel('Debt Age Range').selectOption('46-90');
    await dialog.getByLabel('Email Body').fill('Dear {agent_name}, you owe {debt_amount}.');
    await settled(page);
    await screenshot(page, '34-templates-dialog');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    expect(await toast(page, 'Template saved', false)).toContain('Email template has been saved successfully');
    await expect.poll(() => dialog.getByLabel('Existing Template').locator('option').count()).toBe(before + 1);
    await dialog.getByLabel('Existing Template').selectOption({ label: '46-90 days template' });
    expect(await dialog.getByLabel('Email Body').inputValue()).toBe('Dear {agent_name}, you owe {debt_amount}.');

    // Closing resets the form.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('row', { name: /Jane Smith/ })
      .getByRole('button', { name: 'View Details' })
      .click();
    await page.getByRole('button', { name: 'Email Templates' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email Subject').inputValue()).toBe('');
    expect(await dialog.getByLabel('Debt Age Range').inputValue()).toBe('0-45');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('filters the Individual Agents list by search, carrier and status', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/agent-list');
    const table = page.getByTestId('table-All Agents');
    await table.getByText('Jane Smith').waitFor();
    await page.getByLabel('Search agents').fill('5550001');
    await table.getByText('Jane Smith').waitFor();
    await page.getByLabel('Search agents').fill('nobody-like-this');
    await table.getByText('No agents found matching your criteria.').waitFor();
    await page.getByLabel('Search agents').fill('');
    await page.getByLabel('Carrier filter').selectOption({ label: 'American Amicable' });
    await table.getByText('No agents found matching your criteria.').waitFor();
    await page.getByLabel('Carrier filter').selectOption({ label: 'Aetna' });
    await table.getByText('Jane Smith').waitFor();
    await page.getByLabel('Status filter').selectOption('terminated');
    await table.getByText('No agents found matching your criteria.').waitFor();
    await page.getByLabel('Status filter').selectOption('all');
    await table.getByText('Jane Smith').waitFor();
    await settled(page);
    await screenshot(page, '35-individual-agents');
    await goTo(page, 'Team View');
    await page.getByRole('heading', { name: 'Team View' }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
