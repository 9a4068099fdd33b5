import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { upload } from './uploads';

type Agent = {
  id: number;
  npn: string | null;
  carrierId: number | null;
  uplineNPN: string | null;
  phone: string | null;
};

describeApi('the hierarchy has no loops: own upline, loops by edit, create or roster', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  // Each record its own Agent ID: a second record with one at the same carrier is refused (409).
  let records = 0;
  const create = (payload: object) =>
    app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { agentId: `A-${++records}`, carrierId: 1, ...payload },
    });
  const put = (id: number, payload: object) => app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload });
  const get = async (id: number) => (await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json() as Agent;
  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
  /** An agent record made through the API, with its id. */
  const agent = async (npn: string, uplineId: string | null = null, carrierId = 1) => {
    const response = await create({ name: `Agent ${npn}`, npn, uplineId, carrierId });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Agent).id;
  };
  const importList = (csv: string) => upload(app(), '/api/import-agents', 'agents.csv', csv);
  const byNpn = async (npn: string) => (await agents()).filter((row) => row.npn === npn);
  const refused = (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST' });
  };

  it('refuses an agent added or edited as their own upline, and changes nothing', async () => {
    refused(
      await create({ name: 'Self Made', npn: '12345678', uplineId: '12345678' }),
      'An agent cannot be their own upline (NPN 12345678)',
    );
    expect(await agents()).toEqual([]);

    const id = await agent('12345678');
    refused(
      await put(id, { uplineNPN: '12345678', phone: '555-0100' }),
      'An agent cannot be their own upline (NPN 12345678)',
    );
    // The NPN changed to the upline's is the same refusal.
    const other = await agent('555', '777');
    refused(await put(other, { npn: '777' }), 'An agent cannot be their own upline (NPN 777)');
    expect(await get(id)).toMatchObject({ npn: '12345678', uplineNPN: null, phone: null });
    expect(await get(other)).toMatchObject({ npn: '555', uplineNPN: '777' });
  });

  it('refuses an edit that makes a loop of two or three people, naming the loop', async () => {
    const a = await agent('111', '222');
    const b = await agent('222');
    refused(await put(b, { uplineNPN: '111' }), 'Setting the upline to NPN 111 would make a loop: 222 → 111 → 222');

    const c = await agent('333');
    expect((await put(b, { uplineNPN: '333' })).statusCode).toBe(200);
    refused(
      await put(c, { uplineNPN: '111', uplineName: 'Agent 111' }),
      'Setting the upline to NPN 111 would make a loop: 333 → 111 → 222 → 333',
    );
    expect(await get(c)).toMatchObject({ uplineNPN: null });
    // An upline that is no loop is taken: 333 under 444, who is under nobody.
    expect((await put(c, { uplineNPN: '444' })).statusCode).toBe(200);
    expect(await get(a)).toMatchObject({ uplineNPN: '222' });
  });

  it('refuses a new record that closes a loop, the hierarchy being by NPN over every carrier', async () => {
    await agent('111', '222', 1);
    const b = await agent('222', null, 1);
    // The same person (NPN 222) at another carrier, under 111: a loop through 111's record at carrier 1.
    refused(
      await create({ name: 'Agent 222', npn: '222', uplineId: '111', carrierId: 2 }),
      'Setting the upline to NPN 111 would make a loop: 222 → 111 → 222',
    );
    // 111's record at carrier 2 has another upline (333); its record at carrier 1 still makes the loop.
    await agent('111', '333', 2);
    refused(await put(b, { uplineNPN: '111' }), 'Setting the upline to NPN 111 would make a loop: 222 → 111 → 222');
    expect((await agents()).filter((row) => row.npn === '222')).toHaveLength(1);
  });

  it('refuses an NPN change that closes a loop through the agent’s upline chain', async () => {
    const a = await agent('111', '222');
    await agent('222', '333');
    refused(await put(a, { npn: '333' }), 'Changing the NPN to 333 would make a loop: 333 → 222 → 333');
    expect(await get(a)).toMatchObject({ npn: '111', uplineNPN: '222' });
    // The record's own old link gives way: 111 → 222 becomes 111 → 444 and 222 may then sit under 111.
    expect((await put(a, { uplineNPN: '444' })).statusCode).toBe(200);
  });

  it('always lets an upline be cleared, and never refuses a save that leaves a stored loop as it was', async () => {
    // A loop stored before the check existed (written straight to the database).
    const [a, b] = await insertAgents(database().db, [
      { npn: '111', upline_id: '222' },
      { npn: '222', upline_id: '111' },
    ]);
    const phone = await put(a!, { npn: '111', uplineNPN: '222', phone: '555-0101' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await put(a!, { uplineNPN: null })).statusCode).toBe(200);
    expect((await put(b!, { uplineNPN: '' })).statusCode).toBe(200);
    expect(await get(a!)).toMatchObject({ uplineNPN: null, phone: '555-0101' });
    expect(await get(b!)).toMatchObject({ uplineNPN: null });
  });

  it('gives the same refusal through tRPC', async () => {
    await agent('111', '222');
    const b = await agent('222');
    const response = await app().inject({
      method: 'POST',
      url: '/trpc/agent.update',
      payload: { id: b, uplineNPN: '111' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: 'Setting the upline to NPN 111 would make a loop: 222 → 111 → 222' },
    });
  });

  it('reports a roster row that is its own upline and rows that make a loop, and imports the rest', async () => {
    const response = await importList(
      'NPN,First Name,Last Name,Upline NPN\n' +
        '9001,Sam,Self,9001\n' +
        '9002,Ann,Loop,9003\n' +
        '9003,Bob,Loop,9002\n' +
        '9004,Cid,Good,9002\n' +
        '9005,Dee,Boss,\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      updated: 0,
      writingNumbers: 0,
      errors: [
        "Row 2: the Upline NPN 9001 is the agent's own NPN (an agent cannot be their own upline); this row was not used",
        'Row 3: the Upline NPN 9003 would make a loop: 9002 → 9003 → 9002; this row was not used',
        'Row 4: the Upline NPN 9002 would make a loop: 9003 → 9002 → 9003; this row was not used',
      ],
    });
    expect(await byNpn('9001')).toEqual([]);
    expect(await byNpn('9002')).toEqual([]);
    expect(await byNpn('9003')).toEqual([]);
    expect(await byNpn('9004')).toMatchObject([{ uplineNPN: '9002' }]);
    expect(await byNpn('9005')).toMatchObject([{ uplineNPN: null }]);
    const [record] = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(record).toMatchObject({ kind: 'agent_list', status: 'success', recordsProcessed: 5, recordsImported: 2 });
  });

  it('reports a roster row that makes a loop with agents already known, and leaves them as they were', async () => {
    const boss = await agent('8002', '8001');
    const response = await importList('NPN,First Name,Last Name,Upline NPN\n8001,Mia,Top,8002\n8003,New,Hire,8002\n');
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 0,
      errors: ['Row 2: the Upline NPN 8002 would make a loop: 8001 → 8002 → 8001; this row was not used'],
    });
    expect(await byNpn('8001')).toEqual([]);
    expect(await get(boss)).toMatchObject({ uplineNPN: '8001' });
    // The same list with 8001 at the top is taken.
    const fixed = await importList('NPN,First Name,Last Name,Upline NPN\n8001,Mia,Top,\n');
    expect(fixed.json()).toMatchObject({ imported: 1, errors: [] });
  });

  it('checks again when a row left out keeps a stored upline that closes a loop with a row still in', async () => {
    // Stored: 7001 under 7003. The list: 7001 ↔ 7002 (both left out), then 7003 under 7001, which
    // with 7001's stored upline is 7003 → 7001 → 7003.
    const top = await agent('7001', '7003');
    const response = await importList(
      'NPN,First Name,Last Name,Upline NPN\n7001,A,One,7002\n7002,B,Two,7001\n7003,C,Three,7001\n',
    );
    expect(response.json()).toEqual({
      imported: 0,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Row 2: the Upline NPN 7002 would make a loop: 7001 → 7002 → 7001; this row was not used',
        'Row 3: the Upline NPN 7001 would make a loop: 7002 → 7001 → 7002; this row was not used',
        'Row 4: the Upline NPN 7001 would make a loop: 7003 → 7001 → 7003; this row was not used',
      ],
    });
    expect(await get(top)).toMatchObject({ uplineNPN: '7003' });
    expect(await byNpn('7003')).toEqual([]);
  });

  it('does not refuse a list that keeps a loop stored before the check existed as it was', async () => {
    await insertAgents(database().db, [
      { npn: '5001', upline_id: '5002' },
      { npn: '5002', upline_id: '5001' },
    ]);
    const response = await importList('NPN,First Name,Last Name,Upline NPN\n5001,A,One,5002\n5002,B,Two,5001\n');
    expect(response.json()).toEqual({ imported: 0, updated: 2, writingNumbers: 0, errors: [] });
  });

  it('leaves out the appointments of a person whose row makes a loop, row by row', async () => {
    const response = await importList(
      'NPN,First Name,Last Name,Upline NPN,Carrier,Writing Number\n' +
        '6001,Ann,Loop,6002,AMAM,W-1\n' +
        '6001,Ann,Loop,6002,AETNA,W-2\n' +
        '6002,Bob,Loop,6001,,\n' +
        '6003,Cid,Good,,AMAM,W-3\n',
    );
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 1,
      errors: [
        'Row 2: the Upline NPN 6002 would make a loop: 6001 → 6002 → 6001; this row was not used',
        'Row 3: NPN 6001 was not used on row 2 (see there), so this row was not used either',
        'Row 4: the Upline NPN 6001 would make a loop: 6002 → 6001 → 6002; this row was not used',
      ],
    });
    expect(await byNpn('6001')).toEqual([]);
    expect(await byNpn('6003')).toHaveLength(2);
  });
});
