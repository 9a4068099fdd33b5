import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { multipart } from './uploads';

/**
 * GET /api/changes: what another browser polls to know the data changed. It grows with every
 * write staff would see (debts, uploads, carriers) and stays put on reads.
 */
describeApi('the change counter', ({ app, database, reset }) => {
  let agentId: number;
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const [id] = await insertAgents(database().db, [{ name: 'Counted Agent', agent_id: 'CT-1' }]);
    agentId = id!;
  });

  const version = async () => {
    const response = await app().inject('/api/changes');
    expect(response.statusCode).toBe(200);
    return BigInt((response.json() as { version: string }).version);
  };

  it('stays put on reads and grows on every kind of write', async () => {
    const start = await version();
    await app().inject('/api/agents');
    await app().inject('/api/dashboard/stats');
    expect(await version()).toBe(start);

    await app().inject({ method: 'POST', url: '/api/debts', payload: { agentId, carrierId: 1, amount: 12.5 } });
    const afterDebt = await version();
    expect(afterDebt).toBeGreaterThan(start);

    const file = multipart('counted.csv', 'Writing Number,Agent Name,Balance\nCT-1,Counted Agent,40.00\n');
    const upload = await app().inject({
      method: 'POST',
      url: '/api/upload/1',
      payload: file.payload,
      headers: file.headers,
    });
    expect(upload.statusCode).toBe(200);
    const afterUpload = await version();
    expect(afterUpload).toBeGreaterThan(afterDebt);

    await app().inject({ method: 'PUT', url: '/api/carriers/2', payload: { name: 'Aetna Renamed', code: 'AETNA' } });
    const afterCarrier = await version();
    expect(afterCarrier).toBeGreaterThan(afterUpload);

    await app().inject({ method: 'DELETE', url: '/api/debts/clear-all' });
    expect(await version()).toBeGreaterThan(afterCarrier);
  });
});
