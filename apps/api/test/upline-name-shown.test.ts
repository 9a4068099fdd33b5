import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Agent = { id: number; name: string; upline: string | null; uplineName: string | null; uplineNPN: string | null };

/**
 * An agent record with an upline NPN but no upline name shows the name of the person with that NPN
 * (leading zeros ignored) in its details, the agent lists and the agents CSV, when the records with
 * that NPN name one person. It is read each time, never stored.
 */
describeApi('the upline name of an upline given by NPN only', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const addAgent = async (payload: Record<string, unknown>) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { carrierId: 1, agentId: `A-${String(payload.name)}`, ...payload },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Agent;
  };
  const details = async (id: number) =>
    (await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json() as Agent;
  const storedUpline = async (id: number) =>
    (await database().db.selectFrom('agents').select('upline').where('id', '=', id).executeTakeFirstOrThrow()).upline;

  it('GET /api/agents/{id} and GET /api/agents show the name of the person with that NPN; nothing is stored', async () => {
    await addAgent({ name: 'Bea Boss', npn: '17350001' });
    await addAgent({ name: 'Bea Boss', npn: '0017350001', carrierId: 2 });
    const member = await addAgent({ name: 'Mo Member', npn: '17350002', uplineId: '017350001' });
    expect(await details(member.id)).toMatchObject({
      uplineNPN: '017350001',
      uplineName: 'Bea Boss',
      upline: 'Bea Boss',
    });
    const listed = ((await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[]).find(
      (a) => a.id === member.id,
    );
    expect(listed).toMatchObject({ uplineName: 'Bea Boss', upline: 'Bea Boss' });
    expect(await storedUpline(member.id)).toBeNull();
  });

  it('the agents CSV export writes the same upline name', async () => {
    await addAgent({ name: 'Bea Boss', npn: '17350001' });
    await addAgent({ name: 'Mo Member', npn: '17350002', uplineId: '17350001' });
    const csv = await app().inject({ method: 'GET', url: '/api/agents/export.csv?sort=name' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone');
    expect(lines[2]).toBe('Mo Member,A-Mo Member,American Amicable,active,0.00,0,Bea Boss,17350002,,');
  });

  it('leaves the name empty when records with that NPN name different people, or none has it', async () => {
    await addAgent({ name: 'Ann Able', npn: '555' });
    // Stored as an older import or script left it: POST /api/agents now refuses an NPN naming another person.
    await insertAgents(database().db, [{ name: 'Zed Zulu', npn: '0555', carrier_id: 2 }]);
    const torn = await addAgent({ name: 'Torn Between', npn: '600', uplineId: '555' });
    const orphan = await addAgent({ name: 'No Boss', npn: '601', uplineId: '999' });
    expect(await details(torn.id)).toMatchObject({ uplineNPN: '555', uplineName: null });
    expect(await details(orphan.id)).toMatchObject({ uplineNPN: '999', uplineName: null });
  });

  it('a stored upline name is shown as stored', async () => {
    await addAgent({ name: 'Bea Boss', npn: '17350001' });
    const member = await addAgent({ name: 'Mo Member', npn: '17350002', uplineId: '17350001', upline: 'B. Boss' });
    expect(await details(member.id)).toMatchObject({ uplineName: 'B. Boss' });
  });

  it('an edit that sends the shown name back does not store it, so it follows the upline', async () => {
    const boss = await addAgent({ name: 'Bea Boss', npn: '17350001' });
    const member = await addAgent({ name: 'Mo Member', npn: '17350002', uplineId: '17350001' });
    const echoed = await app().inject({
      method: 'PUT',
      url: `/api/agents/${member.id}`,
      payload: { uplineName: 'Bea Boss', uplineNPN: '17350001', phone: '555-0100' },
    });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json()).toMatchObject({ uplineName: 'Bea Boss', phone: '555-0100' });
    expect(await storedUpline(member.id)).toBeNull();
    await app().inject({
      method: 'PUT',
      url: `/api/agents/${boss.id}`,
      payload: { firstName: 'Beatrice', lastName: 'Boss' },
    });
    expect(await details(member.id)).toMatchObject({ uplineName: 'Beatrice Boss' });
    // A name typed by hand is stored.
    await app().inject({ method: 'PUT', url: `/api/agents/${member.id}`, payload: { uplineName: 'Bea B.' } });
    expect(await storedUpline(member.id)).toBe('Bea B.');
  });
});
