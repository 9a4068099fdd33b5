import { beforeAll, describe, expect, it } from 'vitest';
import { applyPreview, openPage, serverTargets, unexpectedErrors, unlock } from './harness';
import { browserSuite } from './suite';

/**
 * Issue 14: a change made in one browser shows in another within seconds, with no reload and no
 * click there: the second browser polls the server's change counter and reads again.
 */
describe.each(serverTargets())('changes made elsewhere [$kind]', (target) => {
  const { server, browser, rest } = browserSuite(target);
  beforeAll(async () => {
    await rest('POST', '/initialize');
    const agent = await rest<{ id: number }>('POST', '/agents', {
      name: 'Lena Live',
      agentId: 'AM-L1',
      carrierId: 1,
      npn: '8100001',
      email: 'lena@example.org',
    });
    await rest('POST', '/debts', { agentId: agent.id, carrierId: 1, amount: 100, debtAge: 10 });
  });

  it("shows the first browser's upload in the second browser's Reports and Dashboard without a reload", async () => {
    const watcher = await openPage(browser());
    await unlock(watcher.page, server().url, '/reports');
    const agingTotal = watcher.page.getByRole('table', { name: 'Aging' }).locator('tfoot td').last();
    await agingTotal.getByText('$100.00').waitFor();

    const uploader = await openPage(browser());
    await unlock(uploader.page, server().url, '/');
    await uploader.page.getByLabel('American Amicable report file').setInputFiles({
      name: 'live.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Writing Number,Agent Name,Balance\nAM-L1,Lena Live,345.67\n'),
    });
    await applyPreview(uploader.page, 'live.csv');

    // No reload, no click in the watching browser: the new total arrives by itself.
    await agingTotal.getByText('$345.67').waitFor({ timeout: 15_000 });
    await watcher.page.getByRole('link', { name: 'Dashboard' }).click();
    await watcher.page.getByText('$345.67', { exact: true }).first().waitFor();
    expect(unexpectedErrors(watcher.consoleErrors)).toEqual([]);
    expect(unexpectedErrors(uploader.consoleErrors)).toEqual([]);
  });
});
