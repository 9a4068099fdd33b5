import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A carrier ledger that prints each line's charge under Debit and its repayment under Credit, with
 * no running balance: what an agent owes is the debits less the credits. Reading the Debit column
 * alone billed agents for what they had paid back, and called each repayment line an error.
 */
const LEDGER =
  'Agent Number,Agent Name,Policy,Transaction Date,Description,Debit,Credit\n' +
  'A10021,"Hernandez, Rosa M",PL77120,10/02/2026,Chargeback - lapse,412.50,\n' +
  'A10021,"Hernandez, Rosa M",PL77120,10/20/2026,Repayment,,100.00\n' +
  'A10044,"Okafor, Chidi",PL88001,09/15/2026,Advance recovery,"1,200.00",\n' +
  'A10044,"Okafor, Chidi",PL88002,10/11/2026,Commission offset,,(200.00)\n';

describeApi('carrier ledgers with Debit and Credit columns', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('owe each agent the debits less the credits, and say both columns were read', async () => {
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', LEDGER);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([]);
    expect(result.recordsProcessed).toBe(4);
    expect(result.layout.columns).toMatchObject({ amount: 'Debit', credit: 'Credit', writingNumber: 'Agent Number' });
    expect(result.changes).toMatchObject({ new: 2, totalAfter: 1_312.5 });
    const agents = (await app().inject('/api/agents')).json() as { id: number; name: string }[];
    const debts = (await app().inject('/api/debts')).json() as { agentId: number; amount: number }[];
    const owed = Object.fromEntries(
      agents.map((agent) => [
        agent.name,
        debts.filter((debt) => debt.agentId === agent.id).reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0),
      ]),
    );
    expect(owed).toEqual({ 'Rosa M Hernandez': 31_250, 'Chidi Okafor': 100_000 });
  });
});
