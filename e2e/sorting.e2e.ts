import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, serverTargets, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

const PEOPLE = [
  { name: 'Bea Middle', agentId: 'AM-B', amount: 250 },
  { name: 'agent10 Lower', agentId: 'AM-A10', amount: 1200.5 },
  { name: 'Agent2 Lower', agentId: 'AM-A2', amount: 0 },
  { name: 'Cy Credit', agentId: 'AM-C', amount: -40 },
];

/** Issue 15: every list sorts by its column headers; sorting keeps every row and the filters. */
describe.each(serverTargets())('sorting tables [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    for (const person of PEOPLE) {
      const agent = await rest<{ id: number }>('POST', '/agents', {
        name: person.name,
        agentId: person.agentId,
        carrierId: 1,
      });
      await rest('POST', '/debts', { agentId: agent.id, carrierId: 1, amount: person.amount, debtAge: 60 });
    }
  });

  it('sorts the dashboard agents by name and by debt, both ways, and back to the list order', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/dashboard');
    const table = page.getByTestId('table-Agent Database');
    await table.getByText('Cy Credit').waitFor();
    const names = async () => (await table.locator('tbody tr[data-index] td:first-child').allInnerTexts()).map(first);
    const header = (name: string) => table.getByRole('columnheader', { name });

    await header('Agent').getByRole('button').click();
    await expect.poll(names).toEqual(['Agent2 Lower', 'agent10 Lower', 'Bea Middle', 'Cy Credit']);
    expect(await header('Agent').getAttribute('aria-sort')).toBe('ascending');

    await header('Agent').getByRole('button').click();
    await expect.poll(names).toEqual(['Cy Credit', 'Bea Middle', 'agent10 Lower', 'Agent2 Lower']);
    expect(await header('Agent').getAttribute('aria-sort')).toBe('descending');

    await header('Debt Amount').getByRole('button').click();
    await expect.poll(names).toEqual(['Cy Credit', 'Agent2 Lower', 'Bea Middle', 'agent10 Lower']);
    expect(await header('Agent').getAttribute('aria-sort')).toBe('none');
    await header('Debt Amount').getByRole('button').click();
    await expect.poll(names).toEqual(['agent10 Lower', 'Bea Middle', 'Agent2 Lower', 'Cy Credit']);
    await screenshot(page, `23-dashboard-sorted-${target.kind}`);

    // A third click gives the list its own order back.
    await header('Debt Amount').getByRole('button').click();
    expect(await header('Debt Amount').getAttribute('aria-sort')).toBe('none');
    await expect.poll(async () => (await names()).length).toBe(PEOPLE.length);

    // The search still narrows a sorted list.
    await header('Debt Amount').getByRole('button').click();
    await page.getByLabel('Search agents...').fill('lower');
    await expect.poll(names).toEqual(['Agent2 Lower', 'agent10 Lower']);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

/** A cell's first line: the agent's name above its ID. */
function first(text: string): string {
  return text.split('\n')[0]!.trim();
}
