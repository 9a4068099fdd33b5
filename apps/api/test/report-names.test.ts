import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

const REPORT = 'Agent Name,Balance Owed\n"WASHINGTON, GEORGE T, JR",100.00\n"Lee, Pat",5.00\n';

describeApi('names as carriers write them', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const agentsAt = async (carrierId: number) =>
    (
      (await app().inject({ method: 'GET', url: '/api/agents' })).json() as {
        name: string;
        carrierId: number;
        totalDebt: number;
      }[]
    )
      .filter((agent) => agent.carrierId === carrierId)
      .map((agent) => [agent.name, agent.totalDebt])
      .sort();

  it('keeps "LAST, FIRST M, SUFFIX" one person upload after upload, suffix kept', async () => {
    for (let month = 0; month < 3; month++) {
      const response = await upload(app(), '/api/upload/1', 'r.csv', REPORT);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await agentsAt(1)).toEqual([
      ['GEORGE T WASHINGTON JR', 100],
      ['Pat Lee', 5],
    ]);
  });

  it('matches a record already named "George T. Washington Jr." at the carrier', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'George T. Washington Jr.', agentId: 'GW1', carrierId: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const response = await upload(app(), '/api/upload/2', 'r.csv', REPORT);
    expect(response.json().changes).toMatchObject({ new: 1 });
    expect(await agentsAt(2)).toEqual([
      ['George T. Washington Jr.', 100],
      ['Pat Lee', 5],
    ]);
  });
});
