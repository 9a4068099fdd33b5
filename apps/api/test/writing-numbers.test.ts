import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

describeApi('writing numbers: list and upsert', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const upsert = (payload: object) => app().inject({ method: 'POST', url: '/api/writing-numbers/upsert', payload });

  it('keeps one row per agent and carrier: a second upsert replaces the first, with its normalised key', async () => {
    const [id] = await insertAgents(database().db, [{ name: 'Wn Agent' }]);
    const first = await upsert({
      agentId: id,
      carrierId: 1,
      writingNumber: 'QA-777',
      identifierType: 'writingNumber',
      status: 'active',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      agentId: id,
      carrierId: 1,
      writingNumber: 'QA-777',
      identifierType: 'writingNumber',
      status: 'active',
    });
    const second = await upsert({ agentId: id, carrierId: 1, writingNumber: 'qa 778', identifierType: 'NAME' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, writingNumber: 'qa 778', identifierType: 'name' });

    const list = (await app().inject({ method: 'GET', url: `/api/writing-numbers?agentId=${id}` })).json();
    expect(list).toEqual([second.json()]);
    const rows = await database()
      .db.selectFrom('writing_numbers')
      .select(['writing_number', 'writing_number_key'])
      .where('agent_id', '=', id!)
      .execute();
    expect(rows).toEqual([{ writing_number: 'qa 778', writing_number_key: 'QA778' }]);
  });

  it('refuses a writing number another record at the carrier holds (409 naming it); elsewhere it is free', async () => {
    const [ann, bob] = await insertAgents(database().db, [{ name: 'Ann Holder' }, { name: 'Bob Second' }]);
    const first = await upsert({ agentId: ann, carrierId: 1, writingNumber: 'W-100', identifierType: 'writingNumber' });
    expect(first.statusCode).toBe(200);
    for (const writingNumber of ['W-100', 'w 100', 'W100']) {
      const second = await upsert({ agentId: bob, carrierId: 1, writingNumber, identifierType: 'writingNumber' });
      expect(second.statusCode, writingNumber).toBe(409);
      expect(second.json()).toEqual({
        code: 'CONFLICT',
        message: `Writing number W-100 at AMAM already belongs to agent record ${ann} (Ann Holder); nothing was changed`,
      });
    }
    expect((await app().inject(`/api/writing-numbers?agentId=${bob}`)).json()).toEqual([]);
    // The holder may set it again; another carrier's W-100 is another number.
    expect((await upsert({ agentId: ann, carrierId: 1, writingNumber: 'W100' })).statusCode).toBe(200);
    expect((await upsert({ agentId: bob, carrierId: 2, writingNumber: 'W-100' })).statusCode).toBe(200);
    // Once the holder's number changes, it is free.
    expect((await upsert({ agentId: ann, carrierId: 1, writingNumber: 'W-200' })).statusCode).toBe(200);
    expect((await upsert({ agentId: bob, carrierId: 1, writingNumber: 'W-100' })).statusCode).toBe(200);
  });

  it('refuses the digits another record holds with other leading zeros (0903 is 00903, as imports match it)', async () => {
    const [ann, bob] = await insertAgents(database().db, [{ name: 'Ann Holder' }, { name: 'Bob Second' }]);
    expect((await upsert({ agentId: ann, carrierId: 1, writingNumber: '00903' })).statusCode).toBe(200);
    for (const writingNumber of ['0903', '903', '000903']) {
      const second = await upsert({ agentId: bob, carrierId: 1, writingNumber });
      expect(second.statusCode, writingNumber).toBe(409);
      expect(second.json().message).toBe(
        `Writing number 00903 at AMAM already belongs to agent record ${ann} (Ann Holder); nothing was changed`,
      );
    }
    // Letters keep their zeros, and the holder may write its own number with other zeros.
    expect((await upsert({ agentId: ann, carrierId: 1, writingNumber: '903' })).statusCode).toBe(200);
    expect((await upsert({ agentId: bob, carrierId: 1, writingNumber: 'W0903' })).statusCode).toBe(200);
    expect((await upsert({ agentId: ann, carrierId: 2, writingNumber: 'W903' })).statusCode).toBe(200);
  });

  it('defaults the identifier type to npn and the status to active', async () => {
    const [id] = await insertAgents(database().db, [{ name: 'Defaults' }]);
    const created = await upsert({ agentId: id, carrierId: 2, writingNumber: '17000001', status: '' });
    expect(created.json()).toMatchObject({ identifierType: 'npn', status: 'active' });
  });

  it("lists one agent's numbers with agentId, everyone's without", async () => {
    const [a, b, none] = await insertAgents(database().db, [{ name: 'A' }, { name: 'B' }, { name: 'None' }]);
    for (const [agentId, carrierId, writingNumber] of [
      [a, 2, 'A-2'],
      [a, 1, 'A-1'],
      [b, 3, 'B-3'],
    ] as const) {
      expect((await upsert({ agentId, carrierId, writingNumber })).statusCode).toBe(200);
    }
    const ofA = (await app().inject({ method: 'GET', url: `/api/writing-numbers?agentId=${a}` })).json();
    expect(ofA.map((n: { writingNumber: string }) => n.writingNumber)).toEqual(['A-1', 'A-2']);
    const all = (await app().inject({ method: 'GET', url: '/api/writing-numbers' })).json();
    expect(all.map((n: { writingNumber: string }) => n.writingNumber)).toEqual(['A-1', 'A-2', 'B-3']);
    expect((await app().inject({ method: 'GET', url: `/api/writing-numbers?agentId=${none}` })).json()).toEqual([]);
    // An agent id naming no one is a filter that keeps nothing, as the OpenAPI document says (no 404 listed).
    const nobody = await app().inject({ method: 'GET', url: '/api/writing-numbers?agentId=9999' });
    expect([nobody.statusCode, nobody.json()]).toEqual([200, []]);
    expect((await app().inject({ method: 'GET', url: '/api/writing-numbers?agentId=abc' })).statusCode).toBe(400);
  });

  it('refuses an unknown agent (404), an unknown carrier or bad fields (400) with a message', async () => {
    const [id] = await insertAgents(database().db, [{ name: 'Refused' }]);
    const badAgent = await upsert({ agentId: 999, carrierId: 1, writingNumber: 'X' });
    expect(badAgent.statusCode).toBe(404);
    expect(badAgent.json().message).toMatch(/Agent 999 not found/);
    const badCarrier = await upsert({ agentId: id, carrierId: 99, writingNumber: 'X' });
    expect(badCarrier.statusCode).toBe(400);
    expect(badCarrier.json().message).toMatch(/Carrier 99 does not exist/);
    for (const payload of [
      { agentId: id, carrierId: 1 },
      { agentId: id, carrierId: 1, writingNumber: '   ' },
      { agentId: id, carrierId: 1, writingNumber: 'X', identifierType: 'ssn' },
      { carrierId: 1, writingNumber: 'X' },
      { agentId: id, writingNumber: 'X' },
    ]) {
      const response = await upsert(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await app().inject({ method: 'GET', url: '/api/writing-numbers' })).json()).toEqual([]);
  });
});
