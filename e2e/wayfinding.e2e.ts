/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, serverTargets, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

/** The text colour of an element, as the browser computed it. */
const COLOR = (el: Element) => window.getComputedStyle(el).color;

/** WCAG contrast of an `rgb(r, g, b)` colour against white. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = (color.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

/** Issue 14: a title per screen, stat cards that lead to what they count, money shown one way. */
describe.each(serverTargets())('finding the way [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    const owing = await rest<{ id: number }>('POST', '/agents', {
      name: 'Olive Owing',
      agentId: 'AM-O1',
      carrierId: 1,
    });
    await rest('POST', '/debts', { agentId: owing.id, carrierId: 1, amount: 250, debtAge: 100 });
    // Owing for 70 days but sent a notice today: not one of the Pending Actions.
    const noticed = await rest<{ id: number }>('POST', '/agents', {
      name: 'Nina Noticed',
      agentId: 'AM-NN1',
      carrierId: 1,
      email: 'nina@example.com',
    });
    await rest('POST', '/debts', { agentId: noticed.id, carrierId: 1, amount: 300, debtAge: 70 });
    const [template] = await rest<{ id: number; carrierId: number | null }[]>('GET', '/email-templates');
    await rest('POST', '/email/send', { templateId: template!.id, agentIds: [noticed.id] });
    const gone = await rest<{ id: number }>('POST', '/agents', {
      name: 'Tom Terminated',
      agentId: 'AM-T1',
      carrierId: 1,
      status: 'terminated',
    });
    await rest('POST', '/debts', { agentId: gone.id, carrierId: 1, amount: 80, debtAge: 5 });
    const credit = await rest<{ id: number }>('POST', '/agents', {
      name: 'Cora Credit',
      agentId: 'AM-C1',
      carrierId: 1,
    });
    await rest('POST', '/debts', { agentId: credit.id, carrierId: 1, amount: -40, debtAge: 120 });
    // Terminated and owing nothing: not one of the Dashboard's Terminated Agents "With outstanding debt".
    await rest('POST', '/agents', { name: 'Nell Nothing', agentId: 'AM-N1', carrierId: 1, status: 'terminated' });
  });

  it('titles every screen, and the stat cards open the lists they count', async () => {
    const { page, consoleErrors } = await openPage(browser());
    await unlock(page, server().url, '/');
    await page.getByRole('heading', { name: 'Agent Database' }).first().waitFor();
    expect(await page.title()).toMatch(/AgentLedger$/);
    for (const [link, title] of [
      ['Reports', /^Reports/],
      ['Companies', /^Company Management/],
      ['Settings', /^Settings/],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => page.title()).toMatch(title);
    }

    // Each card opens the list of what its number counts.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const terminatedCard = page.getByRole('link', { name: /Terminated Agents/ });
    await expect.poll(() => terminatedCard.innerText()).toMatch(/Terminated Agents\s*1\s*With outstanding debt/);
    await terminatedCard.click();
    await page.waitForURL(/\/reports\?tab=terminated$/);
    expect(await page.getByRole('tab', { name: 'Terminated with balances' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const report = page.getByRole('tabpanel');
    await report.getByText('Tom Terminated').waitFor();
    expect(await report.locator('tbody tr[data-index]').count()).toBe(1);
    expect(await report.getByText('Nell Nothing').count()).toBe(0);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const pendingCard = page.getByRole('link', { name: /Pending Actions/ });
    await expect.poll(() => pendingCard.innerText()).toMatch(/Pending Actions\s*1\s*Require attention/);
    await pendingCard.click();
    await page.waitForURL(/\/email\?range=over-45$/);
    await page.getByText('1 agent with outstanding debt aged over 45 days').waitFor();
    const candidates = page.getByTestId('table-Notice candidates');
    await candidates.getByRole('row').filter({ hasText: 'Olive Owing' }).waitFor();
    expect(await candidates.getByRole('row').filter({ hasText: 'Tom Terminated' }).count()).toBe(0);
    expect(await candidates.getByRole('row').filter({ hasText: 'Nina Noticed' }).count()).toBe(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  it('shows a credit in green with no age badge, and a debt owed in red parentheses with its age', async () => {
    const { page } = await openPage(browser());
    await unlock(page, server().url, '/');
    const table = page.getByTestId('table-Agent Database');
    const credit = table.getByRole('row').filter({ hasText: 'Cora Credit' });
    await credit.waitFor();
    const green = await credit.getByText('-$40.00').evaluate(COLOR);
    const [r, g] = (green.match(/\d+/g) ?? []).map(Number);
    expect(g!).toBeGreaterThan(r!);
    expect(contrastOnWhite(green)).toBeGreaterThanOrEqual(4.5);
    expect(await credit.locator('[data-bucket]').count()).toBe(0);
    const owing = table.getByRole('row').filter({ hasText: 'Olive Owing' });
    const red = await owing.getByText('($250.00)').evaluate(COLOR);
    const [rr, rg] = (red.match(/\d+/g) ?? []).map(Number);
    expect(rr!).toBeGreaterThan(rg!);
    expect(contrastOnWhite(red)).toBeGreaterThanOrEqual(4.5);
    expect(await owing.locator('[data-bucket="overdue"]').count()).toBe(1);
  });
});
