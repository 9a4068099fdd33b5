import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * Carriers number agents who share a name ("SMITH, JOHN (2)", "NGUYEN, LINH #2"). The number was read
 * as writing number 2, or kept in the name, whose key took it for a middle initial agreeing with the
 * Linh Nguyen already known: both Linh Nguyens of the report were billed to her. Now two numbered
 * namesakes with writing numbers are two people, stored without the number, and a name alone that the
 * report numbers is asked about in review, changing no balance.
 */
const REPORT =
  'Agent Name,Writing Number,Chargeback Amount\n' +
  '"SMITH, JOHN",A5000,25.00\n' +
  '"SMITH, JOHN (2)",A5001,20.00\n' +
  '"NGUYEN, LINH",,50.00\n' +
  '"NGUYEN, LINH #2",,100.00\n';

describeApi('names numbered to tell namesakes apart', ({ app, reset, database }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  it('keep two people two, stored without the number, and ask about a numbered name alone', async () => {
    await insertAgents(database().db, [{ name: 'Linh Nguyen', carrier_id: 1 }]);
    const response = await upload(app(), '/api/upload/1', 'chargebacks.csv', REPORT);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reviewCount).toBe(2);
    const agents = (await app().inject('/api/agents')).json() as { id: number; name: string; agentId: string | null }[];
    const debts = (await app().inject('/api/debts')).json() as { agentId: number; amount: number }[];
    const owed = agents
      .map((agent) => [
        agent.name,
        agent.agentId,
        debts.filter((debt) => debt.agentId === agent.id).reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0),
      ])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(owed).toEqual([
      ['JOHN SMITH', 'A5000', 2_500],
      ['JOHN SMITH', 'A5001', 2_000],
      ['Linh Nguyen', null, 0],
    ]);
  });
});
