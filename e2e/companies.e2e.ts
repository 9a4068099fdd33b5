import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, settled, type RestCall } from './agent-fixtures';
import {
  launchBrowser,
  toast,
  openPage,
  type RunningServer,
  screenshot,
  serverTargets,
  unexpectedErrors,
  unlock,
} from './harness';

type Company = { id: number; name: string; code: string; active: boolean };

describe.each(serverTargets())('company management [$kind]', (target) => {
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

  it('requires name and code, saves an inactive company, keeps Cancel from saving, refuses a duplicate code', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await unlock(page, server.url, '/companies');
    await page.getByRole('heading', { name: 'Company Management', level: 1 }).waitFor();
    await page.getByText(/^No companies yet/).waitFor();

    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add New Company' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByRole('heading', { name: 'Add New Company' }).waitFor();
    expect(await rest<Company[]>('GET', '/carriers')).toEqual([]);

    await dialog.getByLabel('Company Name').fill('Transamerica');
    await dialog.getByLabel('Company Code').pressSequentially('tra-ns 1');
    expect(await dialog.getByLabel('Company Code').inputValue()).toBe('TRA-NS 1');
    await dialog.getByText('Active', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(false);
    await settled(page);
    await screenshot(page, '53-company-dialog');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await toast(page, 'Company added successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Transamerica' });
    await row.getByText('TRA-NS 1', { exact: true }).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect((await rest<Company[]>('GET', '/carriers')).map(({ code, active }) => ({ code, active }))).toEqual([
      { code: 'TRA-NS 1', active: false },
    ]);

    await page.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByLabel('Company Name').fill('Never Saved');
    await dialog.getByLabel('Company Code').fill('NEVER');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await rest<Company[]>('GET', '/carriers')).toHaveLength(1);

    await page.getByRole('button', { name: 'Add Company' }).click();
    // The form opens empty again after a cancelled one.
    expect(await dialog.getByLabel('Company Name').inputValue()).toBe('');
    await dialog.getByLabel('Company Name').fill('Copycat');
    await dialog.getByLabel('Company Code').pressSequentially('tra-ns 1');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await toast(page, 'Error: Failed to add company');
    await page.getByTestId('toast').getByText('A company with the code TRA-NS 1 already exists').waitFor();
    // A refused save leaves the dialog open with what was typed.
    expect(await dialog.getByLabel('Company Name').inputValue()).toBe('Copycat');
    expect(unexpectedErrors(consoleErrors, [/409/])).toEqual([]);
  });

  it('edits a company: the form starts from its values, the code is upper-cased as typed, the switch reactivates it', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const [company] = await rest<Company[]>('GET', '/carriers');
    await unlock(page, server.url, '/companies');
    await page.getByRole('button', { name: `Edit ${company!.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Company' }).waitFor();
    expect(await dialog.getByLabel('Company Name').inputValue()).toBe('Transamerica');
    expect(await dialog.getByLabel('Company Code').inputValue()).toBe('TRA-NS 1');
    expect(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(false);

    await dialog.getByLabel('Company Code').fill('');
    await dialog.getByLabel('Company Code').pressSequentially('tlic');
    await dialog.getByText('Active', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Update Company' }).click();
    await toast(page, 'Company updated successfully');
    const row = page.getByRole('row').filter({ hasText: 'Transamerica' });
    await row.getByText('TLIC', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    const [saved] = await rest<Company[]>('GET', '/carriers');
    expect(saved).toMatchObject({ id: company!.id, name: 'Transamerica', code: 'TLIC', active: true });
    await settled(page);
    await screenshot(page, '54-companies');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
