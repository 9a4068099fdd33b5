import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

describeApi('agents: list, get, find, create, update, delete', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const post = (payload: object) => app().inject({ method: 'POST', url: '/api/agents', payload });

  it('creates from the add dialog payload (empty optional fields become null) and answers the full record with its id', async () => {
    const created = await post({
      name: 'Jane Q Smith',
      agentId: 'AM-100',
      carrierId: 1,
      status: 'Active',
      npn: '',
      upline: '',
      uplineId: '',
      email: '',
      phone: '555-0100',
      address: '',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Jane Q Smith',
      agentId: 'AM-100',
      carrierId: 1,
      carrier: { id: 1, code: 'AMAM' },
      status: 'active',
      npn: null,
      upline: null,
      uplineId: null,
      email: null,
      phone: '555-0100',
      firstName: 'Jane Q',
      lastName: 'Smith',
      type: 'Individual',
      role: 'Agent',
      compLevel: 100,
      npnVerified: 'Not Verified',
      totalDebt: 0,
      debtAge: 0,
      lastContactAt: null,
      writingNumbers: [],
    });
  });

  it('refuses missing name, agent id or carrier, an unknown carrier, a bad status or e-mail with 400', async () => {
    for (const payload of [
      { agentId: 'A', carrierId: 1 },
      { name: 'A', carrierId: 1 },
      { name: 'A', agentId: 'A' },
      { name: 'A', agentId: 'A', carrierId: 99 },
      { name: 'A', agentId: 'A', carrierId: 1, status: 'retired' },
      { name: 'A', agentId: 'A', carrierId: 1, email: 'not-an-email' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([]);
    expect((await post({ name: 'A', agentId: 'A', carrierId: 99 })).json().message).toMatch(
      /Carrier 99 does not exist/,
    );
  });

  it('derives total debt (open debts only), debt age (oldest open debt) and writing numbers in the list', async () => {
    const { id } = (await post({ name: 'Debtor One', agentId: 'D1', carrierId: 2, npn: '555' })).json();
    const db = database().db;
    await db
      .insertInto('debts')
      .values([
        { agent_id: id, carrier_id: 2, amount: '100.10', status: 'outstanding', incurred_on: daysAgo(10) },
        { agent_id: id, carrier_id: 2, amount: '0.20', status: 'outstanding', incurred_on: daysAgo(95) },
        { agent_id: id, carrier_id: 2, amount: '500.00', status: 'paid', incurred_on: daysAgo(400) },
      ])
      .execute();
    await app().inject({
      method: 'POST',
      url: '/api/writing-numbers/upsert',
      payload: { agentId: id, carrierId: 2, writingNumber: 'ae-55', identifierType: 'writingNumber', status: 'active' },
    });
    const [agent] = (await app().inject({ method: 'GET', url: '/api/agents' })).json();
    expect(agent).toMatchObject({ id, totalDebt: 100.3, debtAge: 95 });
    expect(agent.writingNumbers).toEqual([
      {
        id: expect.any(Number),
        agentId: id,
        carrierId: 2,
        writingNumber: 'ae-55',
        identifierType: 'writingNumber',
        status: 'active',
      },
    ]);
    const one = await app().inject({ method: 'GET', url: `/api/agents/${id}` });
    expect(one.json()).toEqual(agent);
    expect((await app().inject({ method: 'GET', url: '/api/agents/9999' })).statusCode).toBe(404);
  });

  it('finds a record at a carrier by NPN or by name (404 when none: the find-or-create flow)', async () => {
    const url = '/api/agents/find?carrierId=3&npn=17000037&name=Brown%2C%20Elizabeth';
    const missing = await app().inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
    const created = (await post({ name: 'Elizabeth Brown', agentId: 'F-1', carrierId: 3, npn: '17000037' })).json();
    expect((await app().inject({ method: 'GET', url })).json().id).toBe(created.id);
    const byName = await app().inject({
      method: 'GET',
      url: '/api/agents/find?carrierId=3&name=brown,%20%20ELIZABETH',
    });
    expect(byName.json().id).toBe(created.id);
    const otherCarrier = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=1&npn=17000037' });
    expect(otherCarrier.statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=3' })).statusCode).toBe(400);
  });

  it('saves the rich edit payload; NPN, first and last name are required; compLevel 0-100; dates checked', async () => {
    const { id } = (await post({ name: 'Old Name', agentId: 'E1', carrierId: 1 })).json();
    const full = {
      npn: '17009999',
      firstName: 'Maria',
      middleName: 'L',
      lastName: 'Garcia',
      businessName: '',
      type: 'individual',
      gender: 'Female',
      agencyName: 'Blake Agency',
      phone: '555-0101',
      email: 'maria@example.com',
      dateOfBirth: '04/15/1980',
      compLevel: 85,
      uplineName: 'Jordan Blake',
      uplineNPN: '17350001',
      status: 'Terminated',
      npnVerified: 'Verified',
      solicitingFor: 'AMAM',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '73301',
      role: 'Agency Owner',
    };
    const saved = await app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload: full });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Maria L Garcia',
      type: 'Individual',
      status: 'terminated',
      dateOfBirth: '1980-04-15',
      compLevel: 85,
      upline: 'Jordan Blake',
      uplineName: 'Jordan Blake',
      uplineId: '17350001',
      uplineNPN: '17350001',
      npnVerified: 'Verified',
      role: 'Agency Owner',
      businessName: null,
    });
    for (const bad of [
      { ...full, npn: '' },
      { ...full, lastName: ' ' },
      { ...full, compLevel: 101 },
      { ...full, compLevel: 'lots' },
      { ...full, compLevel: 12.5 },
      { ...full, dateOfBirth: '02/30/1990' },
      { ...full, gender: 'Other' },
    ]) {
      const response = await app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = await app().inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      payload: { ...full, firstName: '' },
    });
    expect(missing.json().message).toMatch(/Please fill in required fields: NPN, First Name, Last Name/);
    expect((await app().inject({ method: 'PUT', url: '/api/agents/9999', payload: full })).statusCode).toBe(404);
  });

  it('deletes a record with its debts and writing numbers', async () => {
    const { id } = (await post({ name: 'Gone Soon', agentId: 'G1', carrierId: 1 })).json();
    await database().db.insertInto('debts').values({ agent_id: id, carrier_id: 1, amount: '5.00' }).execute();
    await app().inject({
      method: 'POST',
      url: '/api/writing-numbers/upsert',
      payload: { agentId: id, carrierId: 1, writingNumber: 'X' },
    });
    expect((await app().inject({ method: 'DELETE', url: `/api/agents/${id}` })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: `/api/agents/${id}` })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);
    expect((await app().inject({ method: 'DELETE', url: `/api/agents/${id}` })).statusCode).toBe(404);
  });

  it('keeps one writing number per agent and carrier; unknown agent 404, unknown carrier 400', async () => {
    const [id] = await insertAgents(database().db, [{ name: 'Wn Agent' }]);
    for (const writingNumber of ['QA-777', 'qa 778']) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId: id, carrierId: 1, writingNumber, identifierType: 'writingNumber', status: 'active' },
      });
      expect(response.statusCode).toBe(200);
    }
    const list = (await app().inject({ method: 'GET', url: `/api/writing-numbers?agentId=${id}` })).json();
    expect(list).toHaveLength(1);
    expect(list[0].writingNumber).toBe('qa 778');
    const badAgent = { agentId: 999, carrierId: 1, writingNumber: 'X' };
    expect(
      (await app().inject({ method: 'POST', url: '/api/writing-numbers/upsert', payload: badAgent })).statusCode,
    ).toBe(404);
    const badCarrier = { agentId: id, carrierId: 99, writingNumber: 'X' };
    expect(
      (await app().inject({ method: 'POST', url: '/api/writing-numbers/upsert', payload: badCarrier })).statusCode,
    ).toBe(400);
  });
});
