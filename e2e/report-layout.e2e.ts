import { beforeAll, describe, expect, it } from 'vitest';
import { applyPreview, openPage, screenshot, serverTargets, toast, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

/** Two money columns of the same rank: detection cannot decide, so staff map it once. */
const MARCH = 'Agent Code,Agent Name,Balance Due,Net Balance\nA1,Ann One,100.00,90.00\nA2,Bo Two,50.00,45.00\n';
const APRIL = 'Agent Code,Agent Name,Balance Due,Net Balance\nA1,Ann One,80.00,70.00\nA3,Cy Three,5.00,4.50\n';

describe.each(serverTargets())('report layout mapping [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(() => rest('POST', '/init-companies'));

  const openTotal = async () => {
    const debts = await rest<{ carrierId: number; amount: number; status: string }[]>('GET', '/debts');
    return debts
      .filter((debt) => debt.carrierId === 1 && debt.status !== 'paid')
      .reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0);
  };

  it('a report detection cannot decide is mapped once in the UI; the next one from that carrier imports with no step', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/dashboard');
    const fileInput = page.getByLabel('American Amicable report file');
    await fileInput.setInputFiles({ name: 'march.csv', mimeType: 'text/csv', buffer: Buffer.from(MARCH) });

    // The refused file opens the mapping dialog, which says why and shows its first rows.
    const dialog = page.getByRole('dialog', { name: 'American Amicable report layout' });
    await dialog.waitFor();
    await dialog.getByText('Two columns could be the balance owed').waitFor();
    await dialog.getByRole('table', { name: 'First rows of the report' }).getByText('Ann One').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save layout and read the report' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Writing number').selectOption('Agent Code');
    await dialog.getByLabel('Agent name').selectOption('Agent Name');
    await dialog.getByText('Choose the column with the balance owed.').waitFor();
    await dialog.getByLabel('Balance owed').selectOption('Net Balance');
    await screenshot(page, 'report-layout-mapping');
    await dialog.getByRole('button', { name: 'Save layout and read the report' }).click();
    await toast(page, 'Layout saved and report read');
    await page.getByText('saved layout: header row 1, balance from "Net Balance"').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await applyPreview(page, 'march.csv');
    expect(await openTotal()).toBe(13500);

    // Next month's report: no dialog, no step.
    await fileInput.setInputFiles({ name: 'april.csv', mimeType: 'text/csv', buffer: Buffer.from(APRIL) });
    await applyPreview(page, 'april.csv');
    expect(await dialog.isVisible()).toBe(false);
    expect(await openTotal()).toBe(7450);

    // Companies → Report layout shows the saved layout, and can forget it.
    await page.goto(`${server().url}/companies`);
    await unlock(page, server().url, '/companies');
    await page.getByRole('button', { name: 'Report layout of American Amicable' }).click();
    await page.getByTestId('saved-layout').getByText('balance owed in "Net Balance"').waitFor();
    await page.getByRole('button', { name: 'Forget saved layout' }).click();
    await toast(page, 'Layout forgotten');
    expect(unexpectedErrors(consoleErrors, [/^Error: 400: /, /status of 400/])).toEqual([]);
  });

  it('a carrier writing names LAST FIRST is told so once in the layout: people not known yet are named right', async () => {
    const report =
      'Agent Code,Agent Name,Balance Due,Net Balance\nC1,CARTER JIMMY,10.00,9.00\nC2,HOOVER HERBERT C,20.00,18.00\n';
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/dashboard');
    await page
      .getByLabel('Aetna report file')
      .setInputFiles({ name: 'aetna.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    const dialog = page.getByRole('dialog', { name: 'Aetna report layout' });
    await dialog.getByText('Two columns could be the balance owed').waitFor();
    await dialog.getByLabel('Writing number').selectOption('Agent Code');
    await dialog.getByLabel('Agent name').selectOption('Agent Name');
    await dialog.getByLabel('Balance owed').selectOption('Net Balance');
    await dialog.getByLabel('Name order').selectOption('last-first');
    await dialog.getByRole('button', { name: 'Save layout and read the report' }).click();
    await toast(page, 'Layout saved and report read');
    await page.getByTestId('name-order').getByText("as this carrier's report layout says").first().waitFor();
    await applyPreview(page, 'aetna.csv');
    const agents = await rest<{ carrierId: number | null; name: string }[]>('GET', '/agents');
    expect(
      agents
        .filter((agent) => agent.carrierId === 2)
        .map((agent) => agent.name)
        .sort(),
    ).toEqual(['HERBERT C HOOVER', 'JIMMY CARTER']);
    expect(unexpectedErrors(consoleErrors, [/^Error: 400: /, /status of 400/])).toEqual([]);
  });

  it('a report whose every amount is below zero asks once how the carrier shows what is owed', async () => {
    const recoveries =
      'Writing Agent,Writing Agent Name,Recovery Amount,Recovery Date\n' +
      'W7781,Maria Garcia,-125.00,09/14/2026\nW7790,Kevin Lee,-42.00,10/02/2026\n';
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/dashboard');
    const fileInput = page.getByLabel('Foresters Financial report file');
    await fileInput.setInputFiles({ name: 'recoveries.csv', mimeType: 'text/csv', buffer: Buffer.from(recoveries) });
    const dialog = page.getByRole('dialog', { name: 'Foresters Financial report layout' });
    await dialog.getByText('Every amount in "Recovery Amount" is below zero').waitFor();
    await dialog.getByLabel('Writing number').selectOption('Writing Agent');
    await dialog.getByLabel('Agent name').selectOption('Writing Agent Name');
    await dialog.getByLabel('Balance owed').selectOption('Recovery Amount');
    await dialog.getByLabel('Sign of amounts owed').selectOption('owed-negative');
    await screenshot(page, 'report-layout-negative-amounts');
    await dialog.getByRole('button', { name: 'Save layout and read the report' }).click();
    await toast(page, 'Layout saved and report read');
    await applyPreview(page, 'recoveries.csv');
    const debts = await rest<{ carrierId: number; amount: number; status: string }[]>('GET', '/debts');
    expect(
      debts
        .filter((debt) => debt.carrierId === 3 && debt.status !== 'paid')
        .map((debt) => debt.amount)
        .sort((a, b) => a - b),
    ).toEqual([42, 125]);
    expect(unexpectedErrors(consoleErrors, [/^Error: 400: /, /status of 400/])).toEqual([]);
  });

  it('an agent list the product cannot read is mapped once, imported, and the next one imports by itself', async () => {
    const roster = 'Our Roster\nLicense Ref,Given,Family\n17900001,Rosa,Parks\n17900002,Ida,Wells\n';
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/import-agents');
    await page
      .getByLabel('Agent list file')
      .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
    await page.getByRole('button', { name: 'Import Agents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agent list columns' });
    await dialog.getByText('No header row found in the first 100 rows').waitFor();
    await dialog.getByLabel('Header row').selectOption('2');
    await dialog.getByLabel('NPN', { exact: true }).selectOption('License Ref');
    await dialog.getByLabel('First name').selectOption('Given');
    await dialog.getByLabel('Last name').selectOption('Family');
    await dialog.getByRole('button', { name: 'Save layout and import' }).click();
    await page.getByTestId('import-results').getByText('2', { exact: true }).first().waitFor();
    const agents = await rest<{ npn: string; name: string }[]>('GET', '/agents');
    expect(
      agents
        .filter((a) => a.npn?.startsWith('179'))
        .map((a) => a.name)
        .sort(),
    ).toEqual(['Ida Wells', 'Rosa Parks']);
    // The next list with that header: no dialog.
    await page
      .getByLabel('Agent list file')
      .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
    await page.getByRole('button', { name: 'Import Agents' }).click();
    await page.getByTestId('import-results').getByText('Updated Agents').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(unexpectedErrors(consoleErrors, [/^Error: 400: /, /status of 400/])).toEqual([]);
  });
});
