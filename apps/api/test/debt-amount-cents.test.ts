import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents, postDebt } from './ledger-fixtures';

// A fraction of a cent is refused at every size of amount, as a number or as text: before, the
// tolerance for a script's float noise grew with the amount, so 12345678901.234 was stored as
// 12345678901.23 and 99999999999.995 as 100,000,000,000.00 with a 200.
describeApi('debt amounts in whole cents', ({ app, database, reset }) => {
  let agentId: number;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    [agentId = 0] = await insertAgents(database().db, [{ name: 'Dana Reyes' }]);
  });

  async function post(amount: unknown) {
    return app().inject({ method: 'POST', url: '/api/debts', payload: { agentId, carrierId: 1, amount } });
  }

  it('refuses a third decimal on a large amount instead of rounding it', async () => {
    for (const amount of [12345678901.234, '12345678901.234', 99999999999.995, 5000000000.004, '1.10000000000001']) {
      const response = await post(amount);
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(response.json().message).toBe('Invalid input: amount: must be in whole cents (at most two decimals)');
    }
    const put = await app().inject({ method: 'PUT', url: '/api/debts/1', payload: { amount: '12345678901.234' } });
    expect(put.statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);
  });

  it('still takes the largest amounts in whole cents and text with trailing zeros', async () => {
    expect((await postDebt(app(), { agentId, amount: 99999999999.99 })).amount).toBe(99999999999.99);
    expect((await postDebt(app(), { agentId, amount: '-99,999,999,999.99' })).amount).toBe(-99999999999.99);
    expect((await postDebt(app(), { agentId, amount: '12.500' })).amount).toBe(12.5);
  });

  it('decides the status from the amount it stores: a float that is 0 cents is a paid 0', async () => {
    const tiny = await postDebt(app(), { agentId, amount: 5e-324 });
    expect(tiny).toMatchObject({ amount: 0, status: 'paid' });
    const noise = await postDebt(app(), { agentId, amount: 0.1 + 0.2 });
    expect(noise).toMatchObject({ amount: 0.3, status: 'outstanding' });
  });
});
