import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
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
  startServer,
  unexpectedErrors,
  unlock,
} from './harness';

type Delivery = { mode: 'smtp' | 'outbox'; outboxDir: string | null; from: string };
type History = { to: string | null; subject: string; status: string; error: string | null };

async function goTo(page: Page, entry: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

/** A loopback port nothing listens on: an SMTP server there refuses every connection. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function sendTestEmail(page: Page, to: string) {
  await page.getByLabel('Test e-mail address').fill(to);
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
}

describe.each(serverTargets())('settings [$kind]', (target) => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    rest = await restClient(server.url);
    await rest('POST', '/initialize');
    const ivy = await rest<{ id: number }>('POST', '/agents', {
      name: 'Ivy Invoice',
      agentId: 'AM-I1',
      carrierId: 1,
      email: 'ivy.invoice@example.org',
    });
    await rest('POST', '/debts', { agentId: ivy.id, carrierId: 1, amount: 42, debtAge: 3, status: 'outstanding' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('names the outbox folder, writes a test e-mail there, and shows the server’s reason for a wrong address', async () => {
    const delivery = await rest<Delivery>('GET', '/email/delivery');
    expect(delivery).toMatchObject({ mode: 'outbox', outboxDir: path.join(server.dataDir, 'outbox') });
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/settings');
    const mode = page.getByTestId('delivery-mode');
    await mode.getByText('Outbox folder', { exact: true }).waitFor();
    await mode.getByText(/SMTP_URL is not set/).waitFor();
    expect(await mode.getByTestId('outbox-dir').innerText()).toBe(delivery.outboxDir);
    await mode.getByText(delivery.from).waitFor();
    expect(await page.getByRole('button', { name: 'Send test e-mail' }).isDisabled()).toBe(true);

    await sendTestEmail(page, 'qa.team@example.org');
    expect(await toast(page, 'Test e-mail written to the outbox')).toContain(
      `The message to qa.team@example.org was saved as an .eml file in ${delivery.outboxDir}`,
    );
    const files = readdirSync(delivery.outboxDir!);
    expect(files).toHaveLength(1);
    const message = readFileSync(path.join(delivery.outboxDir!, files[0]!), 'utf8');
    expect(message).toMatch(/^To: qa\.team@example\.org$/m);
    expect(message).toMatch(/^Subject: AgentLedger test e-mail$/m);
    await settled(page);
    await page.getByRole('heading', { name: 'E-mail delivery' }).scrollIntoViewIfNeeded();
    await screenshot(page, '90-settings-email-delivery');

    await sendTestEmail(page, 'not-an-address');
    expect(await toast(page, 'Test e-mail failed')).toContain('must be an e-mail address');
    const history = await rest<History[]>('GET', '/email-history');
    expect(history).toEqual([
      expect.objectContaining({ to: 'qa.team@example.org', subject: 'AgentLedger test e-mail', status: 'outbox' }),
    ]);
    expect(unexpectedErrors(consoleErrors, [/status of 400/])).toEqual([]);
  });

  it('saves the organisation and the administrator: the Team View’s top node and the notices’ signature follow', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/settings');
    await page.getByText('Shown in the side panel; signs debt notices as {sender_name}').waitFor();
    const organisation = page.getByLabel('Organisation name');
    await expect.poll(() => organisation.inputValue()).not.toBe('');
    await organisation.fill('Northwind Benefits Group');
    await page.getByLabel('Administrator name').fill('Riley Chen');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved');
    await page.getByTestId('nav-footer').getByText('Riley Chen').waitFor();

    await goTo(page, 'Team View');
    const top = page.getByTestId('table-FFL Organizational Structure').locator('tbody tr[data-index]').first();
    await top.getByText('Northwind Benefits Group').waitFor();

    await goTo(page, 'Email Automation');
    const body = page.getByTestId('notice-preview').getByTestId('preview-body');
    await body.waitFor();
    await expect.poll(() => body.innerText()).toMatch(/Kind regards,\nRiley Chen$/);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('switches which carriers accept PDF reports, and the dashboard’s drop zone says so', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/settings');
    const aetna = page.getByRole('checkbox', { name: 'Aetna (AETNA)' });
    expect(await aetna.isChecked()).toBe(false);
    await page.getByText('Aetna (AETNA)', { exact: true }).click();
    expect(await toast(page, 'Company updated successfully')).toContain('Aetna accepts PDF reports');
    expect(await aetna.isChecked()).toBe(true);
    await goTo(page, 'Dashboard');
    await page.getByTestId('drop-zone-2').getByText('Upload CSV, Excel, or PDF files').waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

describe('settings with an SMTP server that refuses connections', () => {
  let server: RunningServer;
  let browser: Browser;
  let rest: RestCall;
  beforeAll(async () => {
    server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    browser = await launchBrowser();
    rest = await restClient(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the SMTP delivery, and the refusal’s reason when the test e-mail cannot be sent', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/settings');
    const mode = page.getByTestId('delivery-mode');
    await mode.getByText('SMTP', { exact: true }).waitFor();
    await mode.getByText('Notices are sent through the SMTP server of the SMTP_URL setting.').waitFor();
    expect(await mode.getByTestId('outbox-dir').count()).toBe(0);

    await sendTestEmail(page, 'qa.team@example.org');
    expect(await toast(page, 'Test e-mail failed')).toContain('ECONNREFUSED');
    await settled(page);
    await screenshot(page, '91-settings-smtp-refused');
    const [attempt] = await rest<History[]>('GET', '/email-history');
    expect(attempt).toMatchObject({ to: 'qa.team@example.org', status: 'failed' });
    expect(attempt!.error).toContain('ECONNREFUSED');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
