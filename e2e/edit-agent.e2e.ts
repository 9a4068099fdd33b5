import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, serverTargets, startServer, toast, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

type Agent = { id: number; name: string; carrierId: number | null; totalDebt: number };

/** Issue 14: Edit Agent does what it says; a debt typed for another carrier lands on that carrier's record. */
describe.each(serverTargets())('edit agent [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    await rest('POST', '/agents', { name: 'Olive Owing', agentId: 'AM-O1', carrierId: 1, npn: '8200001' });
  });

  it("refuses a negative debt at its field, and puts another carrier's debt on the person's record there", async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/agent-list');
    await page
      .getByRole('row', { name: /Olive Owing/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    await dialog.getByLabel('Aetna debt amount').fill('-5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('A debt cannot be negative; enter 0 to mark it paid').waitFor();
    expect(await page.getByTestId('toast').filter({ hasText: 'Agent updated' }).count()).toBe(0);

    await dialog.getByLabel('Aetna debt amount').fill('75');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Agent updated');
    await dialog.waitFor({ state: 'detached' });
    const olive = (await rest<Agent[]>('GET', '/agents')).filter((a) => a.name === 'Olive Owing');
    expect(olive.map(({ carrierId, totalDebt }) => ({ carrierId, totalDebt }))).toEqual(
      expect.arrayContaining([
        { carrierId: 1, totalDebt: 0 },
        { carrierId: 2, totalDebt: 75 },
      ]),
    );
    // The lookup of a record at Aetna answers 404 before it is made.
    expect(unexpectedErrors(consoleErrors, [/status of 404/])).toEqual([]);
  });
});

type Person = Agent & { firstName: string | null; middleName: string | null; lastName: string | null };

/** On the demo data names are shown without the middle initial on file, as many agency lists do. */
describe('edit agent on the demo data [pglite]', () => {
  const { server, browser, rest } = browserSuite({ kind: 'pglite', start: () => startServer({ DEMO_DATA: '1' }) });

  it('keeps the display name when a save changes no name field, and rebuilds it when one changes', async () => {
    const agents = await rest<Person[]>('GET', '/agents');
    const person = agents.find(
      (a) => a.middleName && a.firstName && a.lastName && a.name === `${a.firstName} ${a.lastName}`,
    );
    expect(person, 'a demo agent whose display name leaves the middle initial out').toBeTruthy();
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/agent-list');
    const search = page.getByPlaceholder(/Search/).first();
    await search.fill(person!.name);
    const row = () => page.getByRole('row', { name: new RegExp(person!.name) }).first();
    await row().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    await dialog.getByLabel('Phone').fill('555-0142');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Agent updated');
    await dialog.waitFor({ state: 'detached' });
    // Still found by the same search, under the same name.
    await row().waitFor();
    const saved = await rest<Person>('GET', `/agents/${person!.id}`);
    expect(saved).toMatchObject({ name: person!.name, middleName: person!.middleName });

    await row().getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Last Name').fill(`${person!.lastName}-Hart`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Agent updated');
    const renamed = await rest<Person>('GET', `/agents/${person!.id}`);
    expect(renamed.name).toBe(`${person!.firstName} ${person!.middleName} ${person!.lastName}-Hart`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('saves a contact edit of an agent carrying a credit, and keeps the credit', async () => {
    const [credited] = await rest<Agent[]>('GET', '/agents?search=AET20901');
    expect(credited?.totalDebt, 'the demo agent AET20901 carries a credit').toBe(-334.04);
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/agent-list');
    await page
      .getByPlaceholder(/Search/)
      .first()
      .fill('AET20901');
    const row = page.getByRole('row', { name: new RegExp(credited!.name) }).first();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    expect(await dialog.getByLabel('Aetna debt amount').inputValue()).toBe('-334.04');
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    await dialog.getByLabel('Phone').fill('(904) 555-0199');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Agent updated');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('toast').filter({ hasText: 'Nothing was saved' }).count()).toBe(0);
    const saved = await rest<Agent & { phone: string }>('GET', `/agents/${credited!.id}`);
    expect(saved).toMatchObject({ phone: '(904) 555-0199', totalDebt: -334.04 });

    // SPEC: only non-negative values are saved. A new negative amount is refused at its field.
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    await dialog.getByLabel('Aetna debt amount').fill('-20.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('A debt cannot be negative; enter 0 to mark it paid').waitFor();
    expect((await rest<Agent>('GET', `/agents/${credited!.id}`)).totalDebt).toBe(-334.04);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
