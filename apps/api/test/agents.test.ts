import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

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
      // Split as an agent list splits a full name: the middle initial is the middle name.
      firstName: 'Jane',
      middleName: 'Q',
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

  it('fills the defaults for a record given only the required fields, and reads status in any case', async () => {
    const created = await post({ name: '  Ada   Lovelace ', agentId: 'AL-1', carrierId: 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Ada   Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      carrierId: 2,
      status: 'active',
      type: 'Individual',
      role: 'Agent',
      compLevel: 100,
      npnVerified: 'Not Verified',
      agencyName: null,
      gender: null,
    });
    // The unified view's fallback payload: the same fields, a null status meaning "not given".
    const fallback = await post({
      agentId: '17000001',
      name: 'Grace Hopper',
      carrierId: 1,
      npn: '17000001',
      email: 'grace@example.com',
      phone: null,
      upline: null,
      uplineId: null,
      status: null,
    });
    expect(fallback.json()).toMatchObject({ id: expect.any(Number), status: 'active', npn: '17000001' });
    expect((await post({ name: 'In Active', agentId: 'IA', carrierId: 1, status: 'INACTIVE' })).json().status).toBe(
      'inactive',
    );
    expect((await post({ name: 'T', agentId: 'T', carrierId: 1, status: 'Terminated' })).json().status).toBe(
      'terminated',
    );
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
    expect((await post({ agentId: 'A', carrierId: 1 })).json().message).toMatch(/Agent name is required/);
    expect((await post({ name: 'A', carrierId: 1 })).json().message).toMatch(/Agent ID is required/);
    expect((await post({ name: 'A', agentId: 'A', carrierId: 1, email: 'x@y' })).statusCode).toBe(400);
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
    expect(agent.lastContactAt).toBeNull();
    const sentAt = new Date('2026-10-01T12:00:00Z');
    await db
      .insertInto('email_history')
      .values([
        { agent_id: id, subject: 'Notice', status: 'sent', sent_at: new Date('2026-09-01T12:00:00Z') },
        { agent_id: id, subject: 'Notice', status: 'outbox', sent_at: sentAt },
        { agent_id: id, subject: 'Notice', status: 'failed', sent_at: new Date('2026-11-01T12:00:00Z') },
      ])
      .execute();
    const one = await app().inject({ method: 'GET', url: `/api/agents/${id}` });
    expect(one.json().lastContactAt).toBe(sentAt.toISOString());
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([one.json()]);
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
    // /agents/find is its own route, not /agents/{id} with id "find".
    const neither = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=3' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toMatch(/npn or a name/);
  });

  it('finds by an NPN as a spreadsheet writes it, and finds no one by text that is no NPN', async () => {
    const created = (await post({ name: 'Grace Kim', agentId: 'GK-1', carrierId: 2, npn: '19900004' })).json();
    for (const npn of ['19,900,004', '19 900 004', '0019900004', ' 19900004.0 ']) {
      const found = await app().inject({
        method: 'GET',
        url: `/api/agents/find?carrierId=2&npn=${encodeURIComponent(npn)}`,
      });
      expect(found.statusCode, npn).toBe(200);
      expect(found.json().id).toBe(created.id);
    }
    const notAnNpn = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=2&npn=NPN-19900004' });
    expect(notAnNpn.statusCode).toBe(404);
    expect(notAnNpn.json().message).toMatch(/NPN-19900004/);
    // A blank NPN is none: the name finds the record.
    const blankNpn = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=2&npn=&name=Grace%20Kim' });
    expect(blankNpn.json().id).toBe(created.id);
  });

  it('refuses a second record of one NPN at one carrier (409 naming the record), at create and at an NPN edit', async () => {
    const first = (await post({ name: 'Maria Lopez', agentId: 'ML-1', carrierId: 2, npn: '17000041' })).json();
    const again = await post({ name: 'Maria Lopez', agentId: 'ML-2', carrierId: 2, npn: '0017000041' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`agent ${first.id} (Maria Lopez)`);
    // The same person at another carrier is another record; a person without NPN is not refused.
    const elsewhere = await post({ name: 'Maria Lopez', agentId: 'ML-3', carrierId: 3, npn: '17000041' });
    expect(elsewhere.statusCode).toBe(200);
    expect((await post({ name: 'Maria Lopez', agentId: 'ML-4', carrierId: 2 })).statusCode).toBe(200);
    const other = (await post({ name: 'Tom Reed', agentId: 'TR-1', carrierId: 2, npn: '17000042' })).json();
    const edit = await app().inject({
      method: 'PUT',
      url: `/api/agents/${other.id}`,
      payload: { npn: '17000041', firstName: 'Tom', lastName: 'Reed' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await app().inject({ method: 'GET', url: `/api/agents/${other.id}` })).json().npn).toBe('17000042');
    const list = (await app().inject({ method: 'GET', url: '/api/agents?carrierId=2' })).json() as {
      npn: string | null;
    }[];
    expect(list.filter((agent) => agent.npn === '17000041')).toHaveLength(1);
    // Saving the record with its own NPN is no conflict.
    const same = await app().inject({
      method: 'PUT',
      url: `/api/agents/${first.id}`,
      payload: { npn: '17000041', firstName: 'Maria', lastName: 'Lopez', phone: '555-0100' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('finds and lists by NPN without the leading zeros a roster stored, as imports match it', async () => {
    const stored = (await post({ name: 'Maria Cruz', agentId: 'MC-1', carrierId: 1, npn: '0071000001' })).json();
    const found = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=1&npn=71000001' });
    expect(found.json().id).toBe(stored.id);
    const listed = (await app().inject({ method: 'GET', url: '/api/agents?npn=71000001' })).json() as { id: number }[];
    expect(listed.map((agent) => agent.id)).toEqual([stored.id]);
    // The find-or-create fallback cannot make her a second record at the carrier.
    expect((await post({ name: 'Maria Cruz', agentId: 'MC-2', carrierId: 1, npn: '71000001' })).statusCode).toBe(409);
  });

  it('finds by name ignoring case and runs of spaces, as stored or as "Last, First"', async () => {
    const created = (await post({ name: 'Jessica  Ross', agentId: 'JR-1', carrierId: 2 })).json();
    for (const name of ['jessica ross', 'JESSICA   ROSS', 'Ross, Jessica']) {
      const found = await app().inject({
        method: 'GET',
        url: `/api/agents/find?carrierId=2&name=${encodeURIComponent(name)}`,
      });
      expect(found.statusCode, name).toBe(200);
      expect(found.json().id).toBe(created.id);
    }
    const withoutCarrier = await app().inject({ method: 'GET', url: '/api/agents/find?name=jessica%20ross' });
    expect(withoutCarrier.json().id).toBe(created.id);
    const other = await app().inject({ method: 'GET', url: '/api/agents/find?carrierId=2&name=Jessica%20Rose' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/Jessica Rose/);
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
      { ...full, compLevel: true },
      { ...full, compLevel: '50' },
      { ...full, compLevel: -1 },
      { ...full, status: 'retired' },
      { ...full, email: 'maria.example.com' },
      { ...full, dateOfBirth: '1980-13-01' },
    ]) {
      const response = await app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(
      (await app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload: { ...full, compLevel: 101 } })).json()
        .message,
    ).toMatch(/compLevel: must be a number from 0 to 100/);
    // A number sent as text is refused like every other numeric field ("5" is not 5), and nothing changes.
    const asText = await app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload: { compLevel: '50' } });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().message).toBe('Invalid input: compLevel: must be a number from 0 to 100, not a string');
    expect((await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json()).toMatchObject({ compLevel: 85 });
    const blankChoices = await app().inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      payload: { ...full, gender: '', type: '', role: '', npnVerified: '', status: 'INACTIVE', dateOfBirth: '' },
    });
    expect(blankChoices.statusCode).toBe(200);
    expect(blankChoices.json()).toMatchObject({
      gender: null,
      type: 'Individual',
      role: 'Agent',
      npnVerified: 'Not Verified',
      status: 'inactive',
      dateOfBirth: null,
    });
    const isoDate = await app().inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      payload: { ...full, dateOfBirth: '1975-12-31', compLevel: 0, middleName: '' },
    });
    expect(isoDate.json()).toMatchObject({ dateOfBirth: '1975-12-31', compLevel: 0, name: 'Maria Garcia' });
    const missing = await app().inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      payload: { ...full, firstName: '' },
    });
    expect(missing.json().message).toMatch(/Please fill in required fields: NPN, First Name, Last Name/);
    expect((await app().inject({ method: 'PUT', url: '/api/agents/9999', payload: full })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json()).toMatchObject(isoDate.json());
  });

  it('a record the add dialog makes at its longest saves back from the Edit dialog; too long is named', async () => {
    const longFirst = 'F'.repeat(497);
    // An NPN is at most 10 digits (the one NPN rule); longer text is named as too long before it is read.
    const npn = '9'.repeat(10);
    const created = await post({ name: `${longFirst} Li`, agentId: 'L1', carrierId: 1, npn });
    expect(created.statusCode, created.body).toBe(200);
    const agent = created.json();
    expect(agent).toMatchObject({ firstName: longFirst, lastName: 'Li', npn });
    // The Edit dialog sends every field back as it shows them.
    const saved = await app().inject({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      payload: { npn, firstName: agent.firstName, lastName: agent.lastName, phone: '555-0199' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: `${longFirst} Li`, phone: '555-0199' });

    const cases: [object, RegExp][] = [
      [{ firstName: 'F'.repeat(501) }, /firstName: First Name is too long \(at most 500 characters\)/],
      [{ lastName: 'L'.repeat(501) }, /lastName: Last Name is too long \(at most 500 characters\)/],
      [{ middleName: 'M'.repeat(501) }, /middleName: is too long \(at most 500 characters\)/],
      [{ npn: '9'.repeat(1001) }, /npn: NPN is too long \(at most 1000 characters\)/],
      [{ city: 'C'.repeat(1001) }, /city: is too long \(at most 1000 characters\)/],
      [{ lastName: 'L'.repeat(10) }, /full name is too long \(at most 500 characters\)/],
    ];
    for (const [payload, message] of cases) {
      const response = await app().inject({ method: 'PUT', url: `/api/agents/${agent.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(response.json().message).not.toMatch(/Please fill in/);
    }
    const tooLong = await post({ name: 'N'.repeat(501), agentId: 'L2', carrierId: 1 });
    expect(tooLong.json().message).toMatch(/name: Agent name is too long \(at most 500 characters\)/);
    expect((await app().inject(`/api/agents/${agent.id}`)).json()).toMatchObject({ name: `${longFirst} Li` });
  });

  it('deletes a record with its debts and writing numbers, leaving other records alone', async () => {
    const gone = (await post({ name: 'Gone Soon', agentId: 'G1', carrierId: 1 })).json().id;
    const kept = (await post({ name: 'Kept Here', agentId: 'K1', carrierId: 1 })).json().id;
    await database()
      .db.insertInto('debts')
      .values([
        { agent_id: gone, carrier_id: 1, amount: '5.00' },
        { agent_id: kept, carrier_id: 1, amount: '7.00' },
      ])
      .execute();
    for (const agentId of [gone, kept]) {
      const upsert = await app().inject({
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId, carrierId: 1, writingNumber: `WN-${agentId}` },
      });
      expect(upsert.statusCode).toBe(200);
    }
    const deleted = await app().inject({ method: 'DELETE', url: `/api/agents/${gone}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: gone, name: 'Gone Soon' });
    expect((await app().inject({ method: 'GET', url: `/api/agents/${gone}` })).statusCode).toBe(404);
    const debts = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
    expect(debts.map((d: { agentId: number }) => d.agentId)).toEqual([kept]);
    const numbers = (await app().inject({ method: 'GET', url: '/api/writing-numbers' })).json();
    expect(numbers.map((n: { agentId: number }) => n.agentId)).toEqual([kept]);
    const missing = await app().inject({ method: 'DELETE', url: `/api/agents/${gone}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
  });
});
