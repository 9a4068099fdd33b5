import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  launchBrowser,
  toast,
  openPage,
  type RunningServer,
  screenshot,
  serverTargets,
  today,
  unexpectedErrors,
  unlock,
} from './harness';

type Agent = { id: number; name: string };
type Template = { id: number; name: string };
type Schedule = {
  templateName: string;
  frequency: string;
  carrierId: number | null;
  debtAgeMin: number;
  debtAgeMax: number;
  enabled: boolean;
};

/** Waits for a toast with this text and answers all its text (one toast shows at a time). */
/** Closes the toast on show, if any, so a screenshot shows what is under it. */
async function dismissToast(page: Page) {
  const item = page.getByTestId('toast').first();
  if (!(await item.count())) return;
  await item.getByRole('button').last().click();
  await item.waitFor({ state: 'detached' });
}

async function goTo(page: Page, entry: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

/** Ticks a Chakra checkbox or switch as a user does: a click on its visible box (the input's label element). */
async function tick(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.locator('xpath=..').click();
  await expect.poll(() => input.isChecked()).toBe(true);
}

/** The .eml files the server wrote to its outbox folder (no SMTP_URL), with their text. */
function outboxMessages(server: RunningServer): string[] {
  const folder = path.join(server.dataDir, 'outbox');
  try {
    return readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8'));
  } catch {
    return [];
  }
}

describe.each(serverTargets())('email automation [$kind]', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    rest = await restClient(server.url);
    // What the dashboard's first load does: the three carriers and one starter template per age range.
    await rest('POST', '/initialize');
    await rest('POST', '/agents', {
      name: 'Uma Upline',
      agentId: 'AM-U1',
      carrierId: 1,
      npn: '7000001',
      email: 'uma.upline@example.org',
    });
    const withDebt = async (agent: Record<string, unknown>, amount: number, debtAge: number) => {
      const created = await rest<Agent>('POST', '/agents', agent);
      await rest('POST', '/debts', {
        agentId: created.id,
        carrierId: agent.carrierId,
        amount,
        debtAge,
        status: 'outstanding',
      });
    };
    await withDebt(
      {
        name: 'Avery Recent',
        agentId: 'AM-R1',
        carrierId: 1,
        npn: '7000002',
        uplineId: '7000001',
        email: 'avery.recent@example.org',
      },
      120.5,
      10,
    );
    await withDebt({ name: 'Nadia Noemail', agentId: 'AM-N1', carrierId: 1, npn: '7000003' }, 80, 20);
    await withDebt({ name: 'Blake Late', agentId: 'AE-L1', carrierId: 2, email: 'blake.late@example.org' }, 300, 60);
    await withDebt({ name: 'Casey Old', agentId: 'AM-O1', carrierId: 1, email: 'casey.old@example.org' }, 999.99, 120);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the agents of each age range and carrier, previews the filled notice and flags an unknown variable', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email');
    await page.getByRole('heading', { name: 'Email Automation', level: 1 }).waitFor();
    await page.getByText('Delivery: Outbox folder').waitFor();
    const table = page.getByTestId('table-Notice candidates');
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });

    await page.getByText('2 agents with outstanding debt aged 0-45 days').waitFor();
    await row('Avery Recent').getByText('($120.50)').waitFor();
    await row('Avery Recent').getByText('avery.recent@example.org').waitFor();
    await row('Avery Recent').getByText('10 days').waitFor();
    await row('Nadia Noemail').getByText('No e-mail', { exact: true }).waitFor();
    expect(await row('Blake Late').count()).toBe(0);
    expect(await row('Casey Old').count()).toBe(0);

    // The first agent is previewed with the first fitting template, filled by the server.
    const preview = page.getByTestId('notice-preview');
    await row('Avery Recent').getByRole('button', { name: 'Preview notice for Avery Recent' }).click();
    await page.getByText('Notice for Avery Recent (American Amicable)').waitFor();
    await expect
      .poll(() => preview.getByTestId('preview-subject').innerText())
      .toBe('Balance notice: $120.50 with American Amicable');
    const body = await preview.getByTestId('preview-body').innerText();
    expect(body).toContain('Dear Avery Recent,');
    expect(body).toContain('a balance of $120.50 with American Amicable on agent ID AM-R1, incurred 10 days ago');
    expect(body).toContain('Alex Morgan');
    expect(body).not.toMatch(/\{[a-z_]+\}/);
    await preview.getByText('To: avery.recent@example.org').waitFor();
    await row('Nadia Noemail').getByRole('button', { name: 'Preview notice for Nadia Noemail' }).click();
    await preview.getByText('No e-mail address: this agent will be skipped').waitFor();
    await settled(page);
    await screenshot(page, '70-email-candidates');

    await page.getByLabel('Debt Age Range').selectOption('46-90');
    await page.getByText('1 agent with outstanding debt aged 46-90 days').waitFor();
    await row('Blake Late').getByText('($300.00)').waitFor();
    await row('Avery Recent').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Template', { exact: true }).locator('option:checked').innerText()).toBe(
      '46-90 days template (All carriers)',
    );
    await expect
      .poll(() => preview.getByTestId('preview-subject').innerText())
      .toBe('Second notice: $300.00 owed to Aetna is 60 days old');

    await page.getByLabel('Debt Age Range').selectOption('91+');
    await row('Casey Old').getByText('($999.99)').waitFor();
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'Aetna' });
    await page.getByText('0 agents with outstanding debt aged 91+ days at Aetna').waitFor();
    await table.getByText('No agents with outstanding debt in this range.').waitFor();
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'American Amicable' });
    await row('Casey Old').waitFor();

    // A template with a name that is not a variable: the preview keeps it visible and warns.
    const odd = await rest<Template>('POST', '/email-templates', {
      name: 'Policy reminder',
      carrierId: 1,
      debtAgeMin: 91,
      debtAgeMax: 999,
      subject: 'Policy {policy_number} for {agent_name}',
      body: 'Dear {agent_name}, please quote {policy_number}.',
      active: true,
    });
    // Templates are read when the screen opens; opening it again (and unlocking again: the code is not kept) shows it.
    await unlock(page, server.url, '/email');
    await page.getByLabel('Debt Age Range').selectOption('91+');
    // A template made for one carrier is offered once that carrier is chosen.
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'American Amicable' });
    await page
      .getByLabel('Template', { exact: true })
      .selectOption({ label: 'Policy reminder (91+ days, American Amicable)' });
    await preview
      .getByText('Unknown variable {policy_number}: this template cannot be sent until it is fixed')
      .waitFor();
    expect(await preview.getByTestId('preview-subject').innerText()).toBe('Policy {policy_number} for Casey Old');
    await rest('DELETE', `/email-templates/${odd.id}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('sends to the selected agents in the outbox mode, copying the upline; no e-mail is skipped; the E-mail History shows it', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email');
    const table = page.getByTestId('table-Notice candidates');
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await row('Avery Recent').waitFor();
    await row('Avery Recent').getByText('Never').waitFor();
    await tick(page, 'Select Avery Recent');
    await tick(page, 'Select Nadia Noemail');
    await tick(page, 'Copy upline');
    await page.getByRole('button', { name: 'Send to selected (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText("Send '0-45 days template' to 2 agents, copying their uplines?").waitFor();
    await confirm.getByRole('button', { name: 'Send notices' }).click();
    expect(await toast(page, 'Notices processed')).toContain('1 written to the outbox, 0 failed, 1 skipped');

    const results = page.getByTestId('send-results');
    await results.getByText('No SMTP server configured: messages are written to the outbox folder').waitFor();
    const result = (name: string) => results.getByRole('row').filter({ hasText: name });
    await result('Avery Recent').getByText('avery.recent@example.org').waitFor();
    await result('Avery Recent').getByText('cc uma.upline@example.org').waitFor();
    await result('Avery Recent').getByText('outbox', { exact: true }).waitFor();
    await result('Nadia Noemail').getByText('skipped', { exact: true }).waitFor();
    await result('Nadia Noemail').getByText('No e-mail address').waitFor();
    // The candidates' Last Notice follows: a notice went to Avery today, none to Nadia.
    await row('Avery Recent').getByText('Today').waitFor();
    await row('Nadia Noemail').getByText('Never').waitFor();
    await settled(page);
    await screenshot(page, '71-email-sent');

    const messages = outboxMessages(server);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^To: avery\.recent@example\.org$/m);
    expect(messages[0]).toMatch(/^Cc: uma\.upline@example\.org$/m);
    expect(messages[0]).toMatch(/^Subject: Balance notice: \$120\.50 with American Amicable$/m);

    await goTo(page, 'Database Viewer');
    await page.getByRole('tab', { name: /^Email History\s*2$/ }).click();
    const history = page.getByTestId('table-Email History');
    const sent = history.getByRole('row').filter({ hasText: 'Avery Recent' });
    await sent.getByText('Balance notice: $120.50 with American Amicable').waitFor();
    await sent.getByText('0-45 days template').waitFor();
    await sent.getByText('outbox', { exact: true }).waitFor();
    await history.getByRole('row').filter({ hasText: 'Nadia Noemail' }).getByText('skipped', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, '72-email-history');
    // The tab is searched, filtered and sorted by the server, and its export streams what it shows.
    await page.getByLabel('Search email history').fill('nadia');
    await page.getByText('Showing 1 of 2 notices').waitFor();
    await page.getByLabel('Search email history').fill('');
    await page.getByLabel('Delivery status').selectOption({ label: 'Outbox' });
    await page.getByText('Showing 1 of 2 notices').waitFor();
    await history.getByRole('row').filter({ hasText: 'Avery Recent' }).waitFor();
    await page.getByLabel('Delivery status').selectOption({ label: 'All Statuses' });
    await history.getByRole('columnheader', { name: 'Agent' }).getByRole('button').click();
    await expect
      .poll(async () => (await history.locator('tbody tr[data-index] td:nth-child(2)').allInnerTexts()).join('|'))
      .toBe('Avery Recent|Nadia Noemail');
    const [historyCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(historyCsv.suggestedFilename()).toBe(`email-history-${today()}.csv`);
    const csvLines = readFileSync((await historyCsv.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(csvLines[0]).toBe('ID,Agent,Subject,Template,Status,Sent At');
    expect(csvLines.slice(1).map((line) => line.split(',')[1])).toEqual(['Avery Recent', 'Nadia Noemail']);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('saves the Templates dialog Send Schedule as a schedule of the template, listed under Send schedules', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/agent-list');
    await page
      .getByRole('row', { name: /Avery Recent/ })
      .getByRole('button', { name: 'View Details' })
      .click();
    await page.getByRole('button', { name: 'Email Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Automation Templates' });
    await dialog.waitFor();
    await dialog.getByTestId('schedule-hint').getByText('Sent only when you send it from Email Automation.').waitFor();
    await dialog.getByLabel('Debt Age Range').selectOption('46-90');
    await dialog.getByLabel('Send Schedule').selectOption('Weekly');
    await dialog
      .getByTestId('schedule-hint')
      .getByText(/every week, to every agent of this range and carrier/)
      .waitFor();
    await dialog.getByLabel('Email Subject').fill('Weekly reminder: {debt_amount} with {carrier}');
    await dialog.getByLabel('Email Body').fill('Dear {agent_name}, {debt_amount} is {debt_age} days old.');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    expect(await toast(page, 'Template saved')).toContain('Email template has been saved successfully');
    const schedules = await rest<Schedule[]>('GET', '/email-schedules');
    expect(schedules).toEqual([
      expect.objectContaining({
        templateName: '46-90 days template',
        frequency: 'weekly',
        carrierId: 1,
        debtAgeMin: 46,
        debtAgeMax: 90,
        enabled: true,
      }),
    ]);

    // Manual saves the template alone.
    await dialog.getByLabel('Send Schedule').selectOption('Manual');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect.poll(async () => (await rest<Template[]>('GET', '/email-templates')).length).toBe(5);
    expect(await rest<Schedule[]>('GET', '/email-schedules')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await goTo(page, 'Email Automation');
    const card = page.getByRole('table', { name: 'Send schedules' });
    const scheduled = card.getByRole('row').filter({ hasText: '46-90 days template' });
    await scheduled.getByText('Weekly').waitFor();
    await scheduled.getByText('46-90 days', { exact: true }).waitFor();
    await scheduled.getByText('American Amicable').waitFor();
    expect(await scheduled.getByLabel('Enable schedule 46-90 days template').isChecked()).toBe(true);
    await scheduled.scrollIntoViewIfNeeded();
    await dismissToast(page);
    await settled(page);
    await screenshot(page, '73-email-schedules');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('tells the user when the schedule could not be saved although the template was', async () => {
    const { page, consoleErrors } = await openPage(browser);
    // The schedule write fails on the server's side; everything else goes through.
    await page.route('**/trpc/emailSchedule.create**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Schedules are paused for maintenance',
              code: -32603,
              data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: 'emailSchedule.create' },
            },
          },
        ]),
      }),
    );
    const templatesBefore = (await rest<Template[]>('GET', '/email-templates')).length;
    await unlock(page, server.url, '/agent-list');
    await page
      .getByRole('row', { name: /Blake Late/ })
      .getByRole('button', { name: 'View Details' })
      .click();
    await page.getByRole('button', { name: 'Email Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Automation Templates' });
    await dialog.getByLabel('Send Schedule').selectOption('Monthly');
    await dialog.getByLabel('Email Subject').fill('Monthly reminder');
    await dialog.getByLabel('Email Body').fill('Dear {agent_name}, please settle {debt_amount}.');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    const text = await toast(page, 'Schedule not saved');
    expect(text).toContain(
      'The template was saved, but its Monthly schedule was not: Schedules are paused for maintenance',
    );
    await settled(page);
    await screenshot(page, '74-templates-schedule-failed');
    expect(await rest<Template[]>('GET', '/email-templates')).toHaveLength(templatesBefore + 1);
    expect(await rest<Schedule[]>('GET', '/email-schedules')).toHaveLength(1);
    // The new template is offered at once (the list was refreshed).
    await expect.poll(() => dialog.getByLabel('Existing Template').locator('option').count()).toBe(templatesBefore + 2);
    expect(unexpectedErrors(consoleErrors, [/status of 503/])).toEqual([]);
  });

  it('sorts and searches the candidates on the server; "select all" less one row sends to the rest', async () => {
    for (const [name, amount, debtAge] of [
      ['Lee Alpha', 40, 50],
      ['Lee Beta', 70, 55],
      ['Lee Gamma', 10.25, 48],
    ] as const) {
      const created = await rest<Agent>('POST', '/agents', {
        name,
        agentId: `AM-${name.slice(4)}`,
        carrierId: 1,
        email: `${name.slice(4).toLowerCase()}@example.org`,
      });
      await rest('POST', '/debts', { agentId: created.id, carrierId: 1, amount, debtAge, status: 'outstanding' });
    }
    const outboxBefore = outboxMessages(server).length;
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email');
    await page.getByLabel('Debt Age Range').selectOption('46-90');
    await page.getByText('4 agents with outstanding debt aged 46-90 days').waitFor();
    const table = page.getByTestId('table-Notice candidates');
    const names = async () => await table.locator('tbody tr[data-index] td:nth-child(2) p:first-child').allInnerTexts();
    const header = (name: string) => table.getByRole('columnheader', { name });

    await header('Amount').getByRole('button').click();
    await expect.poll(names).toEqual(['Lee Gamma', 'Lee Alpha', 'Lee Beta', 'Blake Late']);
    await header('Amount').getByRole('button').click();
    await expect.poll(names).toEqual(['Blake Late', 'Lee Beta', 'Lee Alpha', 'Lee Gamma']);
    expect(await header('Amount').getAttribute('aria-sort')).toBe('descending');

    await page.getByLabel('Search notice candidates').fill('lee');
    await page.getByText("3 agents with outstanding debt aged 46-90 days matching 'lee'").waitFor();
    await expect.poll(names).toEqual(['Lee Beta', 'Lee Alpha', 'Lee Gamma']);

    const selectAll = page.getByLabel('Select all listed agents', { exact: true });
    await selectAll.locator('xpath=..').click();
    await page.getByRole('button', { name: 'Send to selected (3)' }).waitFor();
    const beta = page.getByLabel('Select Lee Beta', { exact: true });
    await beta.locator('xpath=..').click();
    await expect.poll(() => beta.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Send to selected (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/to 2 agents\?$/).waitFor();
    await confirm.getByRole('button', { name: 'Send notices' }).click();
    expect(await toast(page, 'Notices processed')).toContain('2 written to the outbox, 0 failed, 0 skipped');
    const results = page.getByTestId('send-results');
    await results.getByRole('row').filter({ hasText: 'Lee Alpha' }).getByText('alpha@example.org').waitFor();
    await results.getByRole('row').filter({ hasText: 'Lee Gamma' }).getByText('outbox', { exact: true }).waitFor();
    expect(await results.getByRole('row').filter({ hasText: 'Lee Beta' }).count()).toBe(0);
    const sent = outboxMessages(server).slice(outboxBefore).join('\n');
    expect(sent).toMatch(/^To: alpha@example\.org$/m);
    expect(sent).toMatch(/^To: gamma@example\.org$/m);
    expect(sent).not.toMatch(/beta@example\.org/);
    expect(outboxMessages(server).length - outboxBefore).toBe(2);
    await settled(page);
    await screenshot(page, '75-email-listed-sent');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it("with all carriers, picks and sends a template for all carriers, never one carrier's template to the others", async () => {
    const aetnaOnly = await rest<Template>('POST', '/email-templates', {
      name: '0-45 days template',
      carrierId: 2,
      debtAgeMin: 0,
      debtAgeMax: 45,
      subject: 'Aetna only: {agent_name}',
      body: 'Dear {agent_name}, about your Aetna balance.',
      active: true,
    });
    const outboxBefore = outboxMessages(server).length;
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email');
    await page.getByText('2 agents with outstanding debt aged 0-45 days').waitFor();
    const templateSelect = page.getByLabel('Template', { exact: true });
    await expect
      .poll(() => templateSelect.locator('option:checked').innerText())
      .toBe('0-45 days template (All carriers)');
    expect(await templateSelect.locator('option').allInnerTexts()).not.toContain('0-45 days template (Aetna)');
    await page.getByText('Templates made for one carrier are offered once that carrier is chosen').waitFor();
    await expect
      .poll(() => page.getByTestId('notice-preview').getByTestId('preview-subject').innerText())
      .toMatch(/^Balance notice: /);

    await page.getByRole('button', { name: 'Send to all listed (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText("Send '0-45 days template' to 2 agents?").waitFor();
    await confirm.getByRole('button', { name: 'Send notices' }).click();
    expect(await toast(page, 'Notices processed')).toContain('1 written to the outbox, 0 failed, 1 skipped');
    const sent = outboxMessages(server).slice(outboxBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^To: avery\.recent@example\.org$/m);
    expect(sent[0]).toMatch(/^Subject: Balance notice: \$120\.50 with American Amicable$/m);
    expect(sent.join('\n')).not.toContain('Aetna only');

    // Chosen as the carrier, Aetna's own template is offered first.
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'Aetna' });
    await expect.poll(() => templateSelect.locator('option:checked').innerText()).toBe('0-45 days template (Aetna)');
    await rest('DELETE', `/email-templates/${aetnaOnly.id}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
  it('over 45 days (Pending Actions) turns Preview and Send off, says why, and switches to 91+ days keeping the filters', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email?range=over-45');
    const table = page.getByTestId('table-Notice candidates');
    const casey = table.getByRole('row').filter({ hasText: 'Casey Old' });
    await casey.waitFor();
    const notice = page.getByTestId('no-template-notice');
    await notice.getByText('Over 45 days has no notice of its own, so Preview and Send are off here.').waitFor();
    expect(await page.getByLabel('Template', { exact: true }).locator('option:checked').innerText()).toBe(
      'No template for this range',
    );
    expect(await casey.getByRole('button', { name: 'Preview notice for Casey Old' }).isDisabled()).toBe(true);
    expect(await casey.getByRole('button', { name: 'Send notice to Casey Old' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Send to all listed/ }).isDisabled()).toBe(true);
    const preview = page.getByTestId('notice-preview');
    await preview.getByText('No notice to preview: over 45 days has no notice of its own.', { exact: false }).waitFor();

    // The carrier and the search stay when the range is switched from the notice.
    await page.getByLabel('Carrier', { exact: true }).selectOption({ label: 'American Amicable' });
    await page.getByLabel('Search notice candidates').fill('casey');
    await page
      .getByText("1 agent with outstanding debt aged over 45 days at American Amicable matching 'casey'")
      .waitFor();
    await settled(page);
    await screenshot(page, '76-email-over-45');
    await notice.getByRole('button', { name: 'Switch to 91+ days' }).click();
    await page.getByText("1 agent with outstanding debt aged 91+ days at American Amicable matching 'casey'").waitFor();
    expect(await page.getByLabel('Debt Age Range').inputValue()).toBe('91+');
    expect(await page.getByLabel('Search notice candidates').inputValue()).toBe('casey');
    await notice.waitFor({ state: 'detached' });
    await page.getByText('Notice for Casey Old (American Amicable)').waitFor();
    await expect.poll(() => preview.getByTestId('preview-body').innerText()).toContain('Casey Old');
    expect(await casey.getByRole('button', { name: 'Preview notice for Casey Old' }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Send to all listed (1)' }).isDisabled()).toBe(false);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('a send to more than 25 agents runs as background jobs; its results add up like a small send', async () => {
    // 21 agents at American Amicable (Casey Old and 20 more) and 11 at Aetna, one of them without an e-mail.
    const bulk = [
      ...Array.from({ length: 20 }, (_, i) => ({ name: `Bulk Amam ${i + 1}`, carrierId: 1, email: true })),
      ...Array.from({ length: 10 }, (_, i) => ({ name: `Bulk Aetna ${i + 1}`, carrierId: 2, email: true })),
      { name: 'Zed Noemail', carrierId: 2, email: false },
    ];
    for (const [index, agent] of bulk.entries()) {
      const created = await rest<Agent>('POST', '/agents', {
        name: agent.name,
        agentId: `BULK-${index + 1}`,
        carrierId: agent.carrierId,
        ...(agent.email ? { email: `bulk${index + 1}@example.org` } : {}),
      });
      await rest('POST', '/debts', {
        agentId: created.id,
        carrierId: agent.carrierId,
        amount: 100 + index,
        debtAge: 100,
        status: 'outstanding',
      });
    }
    const outboxBefore = outboxMessages(server).length;
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/email');
    await page.getByLabel('Debt Age Range').selectOption('91+');
    await page.getByText('32 agents with outstanding debt aged 91+ days').waitFor();
    await page.getByRole('button', { name: 'Send to all listed (32)' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/ to 32 agents\?$/).waitFor();
    await confirm.getByRole('button', { name: 'Send notices' }).click();
    expect(await toast(page, 'Notices queued')).toContain('32 notices are being sent in the background');

    // When the jobs finish: the same toast as a small send, in the same terms (no SMTP: the outbox).
    expect(await toast(page, 'Notices processed')).toContain('31 written to the outbox, 0 failed, 1 skipped');
    const results = page.getByTestId('send-results');
    const count = (label: string) =>
      results
        .locator('dl', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .innerText();
    await expect.poll(() => count('Outbox')).toBe('31');
    expect(await count('Sent')).toBe('0');
    expect(await count('Failed')).toBe('0');
    expect(await count('Skipped')).toBe('1');
    await results.getByText('No SMTP server configured: messages are written to the outbox folder').waitFor();
    await results
      .getByText('Done: 21 of 21 processed at American Amicable (21 written to the outbox, 0 failed, 0 skipped)')
      .waitFor();
    await results
      .getByText('Done: 11 of 11 processed at Aetna (10 written to the outbox, 0 failed, 1 skipped)')
      .waitFor();

    // Each agent's result, as a small send lists them.
    const list = results.getByRole('table', { name: 'Send results' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(32);
    const result = (name: string) => list.getByRole('row').filter({ hasText: name });
    await result('Casey Old').getByText('casey.old@example.org').waitFor();
    await result('Casey Old').getByText('outbox', { exact: true }).waitFor();
    await result('Bulk Aetna 10').getByText('outbox', { exact: true }).waitFor();
    await result('Zed Noemail').getByText('skipped', { exact: true }).waitFor();
    await result('Zed Noemail').getByText('No e-mail address').waitFor();
    expect(outboxMessages(server).length - outboxBefore).toBe(31);
    await results.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, '77-email-background-send');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
