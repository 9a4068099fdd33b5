import { beforeAll, describe, expect, it } from 'vitest';
import { postFile } from './agent-fixtures';
import { openPage, serverTargets, startServer, toast, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

type Agent = {
  id: number;
  name: string;
  npn: string | null;
  phone: string | null;
  carrierId: number | null;
  totalDebt: number;
  writingNumbers: { carrierId: number; writingNumber: string }[];
};
type Debt = { agentId: number; carrierId: number; amount: number; notes: string | null };

/** Issue 14: Edit Agent does what it says; a debt typed for another carrier lands on that carrier's record. */
describe.each(serverTargets())('edit agent [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    await rest('POST', '/agents', { name: 'Olive Owing', agentId: 'AM-O1', carrierId: 1, npn: '8200001' });
    await rest('POST', '/agents', { name: 'Wren Writer', agentId: 'AM-W1', carrierId: 1, npn: '8200002' });
    const holly = await rest<Agent>('POST', '/agents', { name: 'Holly Holder', agentId: 'AM-H1', carrierId: 1 });
    await rest('POST', '/writing-numbers/upsert', { agentId: holly.id, carrierId: 1, writingNumber: 'AM-HELD' });
  });

  /** The Edit Agent dialog of the agent named, opened from Individual Agents. */
  async function openEdit(name: string) {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/agent-list');
    await page
      .getByPlaceholder(/Search/)
      .first()
      .fill(name);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .first()
      .getByRole('button', { name: 'Edit' })
      .click();
    return { page, consoleErrors, dialog: page.getByRole('dialog', { name: 'Edit Agent' }) };
  }

  it('a save refused for a writing number another record holds changes nothing; the corrected save applies once', async () => {
    const { page, consoleErrors, dialog } = await openEdit('Wren Writer');
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    await dialog.getByLabel('Phone').fill('555-0177');
    await dialog.getByRole('tab', { name: 'Carriers & Writing Numbers' }).click();
    await dialog.getByLabel('American Amicable writing number').fill('AM-HELD');
    await dialog.getByLabel('Foresters Financial debt amount').fill('300');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = await toast(page, 'Error');
    expect(refusal).toMatch(
      /Writing number AM-HELD at AMAM already belongs to agent record \d+ \(Holly Holder\); nothing was saved/,
    );
    // The form is kept as typed, and nothing of the save was applied.
    expect(await dialog.getByLabel('Foresters Financial debt amount').inputValue()).toBe('300');
    const wrenRecords = async () => await rest<Agent[]>('GET', '/agents?npn=8200002');
    expect(await wrenRecords()).toEqual([expect.objectContaining({ phone: null, carrierId: 1, writingNumbers: [] })]);
    expect(await rest<Debt[]>('GET', '/debts?carrierId=3')).toEqual([]);

    await dialog.getByLabel('American Amicable writing number').fill('AM-WREN');
    // Held on its way, the save keeps the button disabled, and Enter meanwhile sends nothing more.
    let saves = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/agent\.saveEdit/, async (route) => {
      saves += 1;
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const pending = dialog.getByRole('button', { name: 'Saving...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await dialog.getByLabel('American Amicable writing number').press('Enter');
    release();
    await toast(page, 'Agent updated');
    expect(saves).toBe(1);
    await dialog.waitFor({ state: 'detached' });
    const [amam, foresters] = await wrenRecords();
    expect(amam).toMatchObject({
      carrierId: 1,
      phone: '555-0177',
      writingNumbers: [expect.objectContaining({ writingNumber: 'AM-WREN' })],
    });
    expect(foresters).toMatchObject({ carrierId: 3, totalDebt: 300 });
    // The Foresters debt once, not once per Save.
    expect(await rest<Debt[]>('GET', '/debts?carrierId=3')).toEqual([
      expect.objectContaining({ agentId: foresters!.id, amount: 300, notes: 'Manual entry' }),
    ]);
    expect(unexpectedErrors(consoleErrors, [/status of 409/])).toEqual([]);
  });

  it('a person a carrier report made by name opens with the name in its parts, and saves once given an NPN', async () => {
    const report = await postFile(
      server().url,
      '/upload/1',
      new Blob(['Writing Number,Agent Name,Balance Due\nZZ-1,Zed Zulu,10.00\n']),
      'amam-zed.csv',
    );
    expect(report.status, await report.text()).toBe(200);
    const { page, consoleErrors, dialog } = await openEdit('Zed Zulu');
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Zed');
    expect(await dialog.getByLabel('Last Name').inputValue()).toBe('Zulu');
    await dialog.getByText('No NPN on file yet: enter the NPN to save this record').waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Please fill in required fields: NPN, First Name, Last Name');
    // The label reads "NPN *" (required); "NPN Verified" is another field.
    await dialog.getByLabel(/^NPN\W*$/).fill('8200003');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Agent updated');
    const [zed] = await rest<Agent[]>('GET', '/agents?npn=8200003');
    expect(zed).toMatchObject({ name: 'Zed Zulu', totalDebt: 10 });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
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
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
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
