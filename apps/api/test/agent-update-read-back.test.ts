import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

/**
 * PUT /api/agents/{id} as scripts send it: the upline under POST /api/agents' names (`upline`,
 * `uplineId`), a record read back with GET and sent again with one field changed, and the record's
 * own place (`agentId`, `carrierId`), which this call does not change and must not pretend to.
 */
describeApi('PUT /api/agents/{id}: read-back fields and POST names', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const put = (id: number, payload: object) => app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload });
  const get = async (id: number) => (await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json();

  async function agent() {
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: {
        name: 'Maria Garcia',
        agentId: 'E1',
        carrierId: 1,
        npn: '17009999',
        upline: 'Jordan Blake',
        uplineId: '17000001',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id as number;
  }

  it('takes the upline under POST names: upline and uplineId change what uplineName and uplineNPN show', async () => {
    const id = await agent();
    const saved = await put(id, { upline: 'Trevor Wright', uplineId: '17,000,002' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      upline: 'Trevor Wright',
      uplineName: 'Trevor Wright',
      uplineId: '17000002',
      uplineNPN: '17000002',
    });
    expect(await get(id)).toMatchObject({ uplineName: 'Trevor Wright', uplineNPN: '17000002' });
  });

  it('saves a record read back with one name of the upline changed: the other, unchanged, is its echo', async () => {
    const id = await agent();
    const record = await get(id);
    const byPutNames = await put(id, { ...record, uplineName: 'Samantha Long', uplineNPN: '17000003' });
    expect(byPutNames.statusCode, byPutNames.body).toBe(200);
    expect(byPutNames.json()).toMatchObject({ upline: 'Samantha Long', uplineId: '17000003' });

    const again = await get(id);
    const byPostNames = await put(id, { ...again, upline: 'Aaron Jimenez', uplineId: '17000004' });
    expect(byPostNames.statusCode, byPostNames.body).toBe(200);
    expect(byPostNames.json()).toMatchObject({ uplineName: 'Aaron Jimenez', uplineNPN: '17000004' });

    // Read back and sent unchanged: a 200 that changes nothing.
    const same = await put(id, await get(id));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ uplineName: 'Aaron Jimenez', agentId: 'E1', carrierId: 1 });
  });

  it('refuses two different uplines under the two names, and changes nothing', async () => {
    const id = await agent();
    const both = await put(id, { uplineName: 'Trevor Wright', upline: 'Samantha Long', phone: '555-0199' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/upline.*send one/);
    const npns = await put(id, { uplineNPN: '17000002', uplineId: '17000003' });
    expect(npns.statusCode).toBe(400);
    expect(npns.json().message).toMatch(/uplineId.*upline NPN/);
    expect(await get(id)).toMatchObject({ uplineName: 'Jordan Blake', uplineNPN: '17000001', phone: null });
  });

  it("refuses a changed agentId or carrierId instead of answering 200 with the record's own", async () => {
    const id = await agent();
    const moved = await put(id, { agentId: 'E2', phone: '555-0199' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/agentId: .*\(E1\).*writing-numbers\/upsert/);
    const otherCarrier = await put(id, { carrierId: 2 });
    expect(otherCarrier.statusCode).toBe(400);
    expect(otherCarrier.json().message).toMatch(/carrierId: a record stays at its carrier/);
    expect(await get(id)).toMatchObject({ agentId: 'E1', carrierId: 1, phone: null });
    // The record's own values are an echo: accepted.
    const echo = await put(id, { agentId: ' E1 ', carrierId: 1, phone: '555-0199' });
    expect(echo.statusCode, echo.body).toBe(200);
    expect(echo.json().phone).toBe('555-0199');
  });
});
