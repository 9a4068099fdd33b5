import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A debit-balance aging report (Current, 1-30, 31-60, 61-90, Over 90, Total) with no date column:
 * the Total is what is owed, and each debt is as old as its oldest aging column holding money. Read
 * without them, the report was refused for want of a balance, and (with a balance column) every debt
 * was dated the day of the upload, landing in the 0-45 notice range whatever its age.
 */
const AGING =
  'Agent Code,Agent Name,Current,1-30,31-60,61-90,Over 90,Total\n' +
  'A1,Ann One,10.00,0.00,0.00,0.00,250.00,260.00\n' +
  'A2,Bo Two,40.00,,35.50,,,75.50\n' +
  'A3,Cy Three,12.00,,,,,12.00\n' +
  ',Report Total,62.00,0.00,35.50,0.00,250.00,347.50\n';

describeApi('aging reports', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('owe the Total, dated by the oldest aging column holding money, and say which columns aged them', async () => {
    const response = await upload(app(), '/api/upload/1', 'aging.csv', AGING);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([]);
    expect(result.layout.columns).toMatchObject({ amount: 'Total', writingNumber: 'Agent Code' });
    expect(result.layout.agingColumns).toEqual(['Current', '1-30', '31-60', '61-90', 'Over 90']);
    expect(result.changes).toMatchObject({ new: 3, totalAfter: 347.5 });
    const agents = (await app().inject('/api/agents')).json() as { id: number; name: string }[];
    const debts = (await app().inject('/api/debts')).json() as { agentId: number; amount: number; debtAge: number }[];
    const byName = Object.fromEntries(
      agents.map((agent) => {
        const debt = debts.find((d) => d.agentId === agent.id)!;
        return [agent.name, [debt.amount, debt.debtAge]];
      }),
    );
    expect(byName).toEqual({ 'Ann One': [260, 91], 'Bo Two': [75.5, 31], 'Cy Three': [12, 0] });
  });
});
