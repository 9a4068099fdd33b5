import { describe, expect, it } from 'vitest';
import { postFile, settled } from './agent-fixtures';
import { openPage, screenshot, serverTargets, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

// The e2e project compiles without the DOM library: the little of it these callbacks use.
type Queryable = { querySelectorAll: (selector: string) => { length: number } };
type Scrollable = { parentElement: { scrollTop: number; scrollHeight: number } | null };

const TEAM = 3_000;
const MANAGER_NPN = '77000000';

/** An agent list as an agency system exports it: one manager and TEAM agents under her. */
function roster(): Blob {
  const lines = ['NPN,First Name,Last Name,Upline NPN,Status,Email'];
  lines.push(`${MANAGER_NPN},Grace,Manager,,Active,grace@example.com`);
  for (let i = 1; i <= TEAM; i++) {
    lines.push(`${77000000 + i},Member${i},Person${String(i).padStart(4, '0')},${MANAGER_NPN},Active,`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

describe.each(serverTargets())('a large team [$kind]', (target) => {
  const suite = browserSuite(target);

  it('View Team of 3,000 people draws only the rows in view, and scrolls to the last one', async () => {
    const url = suite.server().url;
    const imported = await postFile(url, '/import-agents', roster(), 'roster.csv');
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(((await imported.json()) as { imported: number }).imported).toBe(TEAM + 1);

    const { page, consoleErrors } = await openPage(suite.browser());
    await unlock(page, url, '/agents');
    await page.getByRole('heading', { name: 'Team View' }).waitFor();
    const hierarchy = page.getByTestId('table-FFL Organizational Structure');
    await hierarchy
      .getByRole('row', { name: /Grace Manager/ })
      .getByRole('button', { name: 'View Team' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Grace Manager/ });
    await dialog.getByText(String(TEAM), { exact: true }).waitFor();
    const members = dialog.getByTestId('table-Team members');
    await members.getByRole('cell', { name: 'Member1 Person0001', exact: true }).waitFor();

    // Every member is in the list, but only the rows in view (and a few either side) are drawn.
    const drawnRows = await members.locator('tbody tr[data-index]').count();
    expect(drawnRows).toBeGreaterThan(0);
    expect(drawnRows).toBeLessThan(60);
    const nodes = await dialog.evaluate((el: Queryable) => el.querySelectorAll('*').length);
    expect(nodes).toBeLessThan(1_500);

    // The table scrolls inside its own box, the one the virtualiser watches.
    await members.evaluate((el: Scrollable) => {
      const box = el.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    });
    // Scrolled to the end, the last of the 3,000 rows is drawn (and the first ones no longer are).
    await members.locator(`tbody tr[data-index="${TEAM - 1}"]`).waitFor();
    await members.locator('tbody tr[data-index="0"]').waitFor({ state: 'detached' });
    // Sorted and searched by the server: by name descending, the last member comes first.
    const nameHeader = members.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await members.locator('tbody tr[data-index="0"]').getByText(`Member${TEAM} Person${TEAM}`).waitFor();
    await dialog.getByLabel('Search team members').fill('person2999');
    await members.getByRole('cell', { name: 'Member2999 Person2999', exact: true }).waitFor();
    await expect.poll(() => members.locator('tbody tr[data-index]').count()).toBe(1);
    // The team's figures stay the whole team's.
    await dialog.getByText(String(TEAM), { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `22-team-members-large-${target.kind}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
