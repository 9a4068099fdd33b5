import { beforeAll, describe, expect, it } from 'vitest';
import { settled } from './agent-fixtures';
import { openPage, screenshot, serverTargets, toast, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

/**
 * D16 as staff meet it: a file holding only part of the carrier's report (here 2 of its 12 people)
 * would clear everyone it leaves out; the preview says so above its changes, and Apply stays
 * possible. The carrier's whole report previews without the warning.
 */
const FIRST_NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lou'];
const PEOPLE = FIRST_NAMES.map((first, i) => ({ name: `${first} Branch`, writing: `AM-P${i + 1}`, owed: 100 + i }));
const report = (people: typeof PEOPLE) =>
  Buffer.from(
    'Writing Number,Agent Name,Balance\n' + people.map((p) => `${p.writing},${p.name},${p.owed + 5}.00\n`).join(''),
  );

describe.each(serverTargets())('a partial report is flagged in the upload preview [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    for (const person of PEOPLE) {
      const created = await rest<{ id: number }>('POST', '/agents', {
        name: person.name,
        agentId: person.writing,
        carrierId: 1,
      });
      await rest('POST', '/debts', { agentId: created.id, carrierId: 1, amount: person.owed, debtAge: 5 });
    }
  });

  it('warns above the changes when the file clears most people owing, and not for the whole report', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    const input = page.getByLabel('American Amicable report file');

    await input.setInputFiles({ name: 'one-branch.csv', mimeType: 'text/csv', buffer: report(PEOPLE.slice(0, 2)) });
    const partial = page.getByRole('dialog', { name: 'one-branch.csv' });
    await partial.getByText('Preview: nothing applied yet').waitFor();
    const warning = partial.getByTestId('clears-most');
    await warning
      .getByText(/^This report lists 2 people and clears 10 of the 12 people with an open balance/)
      .waitFor();
    expect(await warning.innerText()).toMatch(/If it is only part of the carrier's report .* discard it/);
    await partial.getByTestId('outcome-cleared').getByText('10', { exact: true }).waitFor();
    // Above the changes, where it is read before them.
    const warningBox = await warning.boundingBox();
    const countsBox = await partial.getByTestId('outcome-cleared').boundingBox();
    expect(warningBox!.y + warningBox!.height).toBeLessThan(countsBox!.y);
    // Staff decide: Apply is not held back.
    expect(await partial.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'upload-preview-clears-most');
    await partial.getByRole('button', { name: 'Discard' }).click();
    await toast(page, 'Upload discarded');
    await partial.waitFor({ state: 'detached' });

    await input.setInputFiles({ name: 'whole.csv', mimeType: 'text/csv', buffer: report(PEOPLE) });
    const whole = page.getByRole('dialog', { name: 'whole.csv' });
    await whole.getByText('Preview: nothing applied yet').waitFor();
    await whole.getByTestId('outcome-increased').getByText('12', { exact: true }).waitFor();
    expect(await whole.getByTestId('outcome-cleared').innerText()).toBe('0');
    expect(await whole.getByTestId('clears-most').count()).toBe(0);
    await whole.getByRole('button', { name: 'Discard' }).click();
    await toast(page, 'Upload discarded');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
