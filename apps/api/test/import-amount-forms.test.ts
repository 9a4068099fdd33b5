import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * Amounts a carrier writes without a whole part (`-.50`, `$-.75`) are read as the cents they are.
 * One was once stored as NaN: the upload answered success and every list that sums balances then
 * failed. The database refuses a NaN amount as well.
 */
describeApi('amounts without a whole part', ({ app, reset, database }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('reads -.50, -.5 and $-.75 as credits, and the lists still load', async () => {
    const csv =
      'Agent Code,Agent Name,Balance Due\nW1,"AA, AL",-.50\nW6,"FF, FI",-.5\nW7,"GG, GU",$-.75\nW8,"HH, HU",.25\n';
    const response = await upload(app(), '/api/upload/1', 'minus-dot.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors ?? []).toEqual([]);
    const debts = await app().inject('/api/debts');
    expect(debts.statusCode, debts.body).toBe(200);
    const amounts = (debts.json() as { agentName?: string; amount: number }[])
      .map((d) => d.amount)
      .sort((a, b) => a - b);
    expect(amounts).toEqual([-0.75, -0.5, -0.5, 0.25]);
    for (const url of ['/api/agents', '/api/unified-agents', '/api/dashboard/stats']) {
      expect((await app().inject(url)).statusCode, url).toBe(200);
    }
  });

  it('refuses a NaN debt amount in the database itself', async () => {
    await upload(app(), '/api/upload/1', 'one.csv', 'Agent Code,Agent Name,Balance Due\nW1,"AA, AL",10.00\n');
    await expect(database().db.updateTable('debts').set({ amount: 'NaN' }).execute()).rejects.toThrow(
      /debts_amount_is_number/,
    );
  });
});
