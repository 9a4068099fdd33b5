import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Manager = { npn: string; name: string; totalDownline: number; directReports: number };
type Member = { name: string; npn: string | null; level: number };

describeApi('team hierarchy: managers, members and the upline chain', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  async function debt(agentId: number, carrierId: number, amount: string, status = 'outstanding') {
    await database()
      .db.insertInto('debts')
      .values({ agent_id: agentId, carrier_id: carrierId, amount, status, incurred_on: daysAgo(5) })
      .execute();
  }

  const get = async (url: string) => {
    const response = await app().inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('counts the organisation for Team View: each person once, the carriers, who reports to the owner (issue 15)', async () => {
    await insertAgents(database().db, [
      { name: 'Owner', npn: '1' },
      { name: 'Manager', npn: '2', upline_id: '1' },
      { name: 'Agent A', npn: '3', upline_id: '2', status: 'terminated' },
      // Agent B at two carriers, terminated at one: one active person.
      { name: 'Agent B', npn: '4', upline_id: '1', carrier_id: 2 },
      { name: 'Agent B', npn: '4', upline_id: '1', carrier_id: 3, status: 'terminated' },
      // No NPN and no upline: a person by name, at the top.
      { name: 'Nora Nonpn', status: 'inactive', upline_id: '' },
    ]);
    const put = (body: object) => app().inject({ method: 'PUT', url: '/api/settings', payload: body });
    expect((await put({ agencyOwnerName: 'Owner', agencyOwnerNpn: '1' })).statusCode).toBe(200);
    const withOwner = await get('/api/team/organisation');
    expect(withOwner.status).toBe(200);
    expect(withOwner.body).toEqual({
      people: 5,
      active: 3,
      terminated: 1,
      carriers: ['AETNA', 'AMAM', 'FORESTERS'],
      ownerDirectReports: 2,
    });
    // Without the owner's NPN, those without an upline (the owner and Nora) are at the top.
    expect((await put({ agencyOwnerNpn: null })).statusCode).toBe(200);
    expect((await get('/api/team/organisation')).body).toMatchObject({ people: 5, ownerDirectReports: 2 });

    // The people table's carrier filter: people with a record at that carrier, with the total.
    const atAetna = await app().inject({ method: 'GET', url: '/api/unified-agents?carrierId=2' });
    expect(atAetna.statusCode).toBe(200);
    expect(atAetna.json().map((p: { name: string }) => p.name)).toEqual(['Agent B']);
    expect(atAetna.headers['x-total-count']).toBe('1');
    const atAmam = await app().inject({ method: 'GET', url: '/api/unified-agents?carrierId=1&status=terminated' });
    expect(atAmam.json().map((p: { name: string }) => p.name)).toEqual(['Agent A']);
    expect((await app().inject({ method: 'GET', url: '/api/unified-agents?carrierId=abc' })).statusCode).toBe(400);
  });

  it('walks the upline tree 3+ levels deep: managers with direct reports, downline and team debt', async () => {
    const [owner, manager, agentA, agentB, agentBElsewhere] = await insertAgents(database().db, [
      { name: 'Owner', npn: '1' },
      { name: 'Manager', npn: '2', upline_id: '1' },
      { name: 'Agent A', npn: '3', upline_id: '2', status: 'terminated', agent_id: 'A-1', email: 'a@example.com' },
      { name: 'Agent B', npn: '4', upline_id: '2', carrier_id: 2, agent_id: 'B-2' },
      // Agent B's second record (another carrier): still one person in the team.
      { name: 'Agent B', npn: '4', upline_id: '2', carrier_id: 3, agent_id: 'B-3', status: 'terminated' },
    ]);
    await debt(owner!, 1, '1.00');
    await debt(manager!, 1, '10.00');
    await debt(manager!, 1, '5000.00', 'paid');
    await debt(agentA!, 1, '100.00');
    await debt(agentB!, 2, '1000.00');
    await debt(agentBElsewhere!, 3, '0.25');
    const managers = await get('/api/team/managers');
    expect(managers.status).toBe(200);
    expect(managers.body).toEqual([
      {
        npn: '1',
        name: 'Owner',
        role: 'Agent',
        uplineNpn: null,
        directReports: 1,
        totalDownline: 3,
        active: 2,
        terminated: 1,
        carriers: ['AETNA', 'AMAM', 'FORESTERS'],
        personalDebt: 1,
        teamDebt: 1111.25,
      },
      {
        npn: '2',
        name: 'Manager',
        role: 'Agent',
        // Where Team View draws the manager: under their own upline.
        uplineNpn: '1',
        directReports: 2,
        totalDownline: 2,
        active: 1,
        terminated: 1,
        carriers: ['AETNA', 'AMAM', 'FORESTERS'],
        personalDebt: 10,
        teamDebt: 1110.25,
      },
    ]);

    const team = await get('/api/team/members?npn=1');
    expect(team.body.manager).toEqual({ name: 'Owner', npn: '1', teamSize: 3, personalDebt: 1, teamDebt: 1111.25 });
    expect(team.body.members).toEqual([
      {
        id: manager,
        name: 'Manager',
        agentIds: [],
        npn: '2',
        status: 'active',
        email: null,
        phone: null,
        totalDebt: 10,
        level: 1,
      },
      {
        id: agentA,
        name: 'Agent A',
        agentIds: ['A-1'],
        npn: '3',
        status: 'terminated',
        email: 'a@example.com',
        phone: null,
        totalDebt: 100,
        level: 2,
      },
      {
        id: agentB,
        name: 'Agent B',
        agentIds: ['B-2', 'B-3'],
        npn: '4',
        status: 'active',
        email: null,
        phone: null,
        totalDebt: 1000.25,
        level: 2,
      },
    ]);

    const chain = await get('/api/team/chain?npn=3');
    expect(chain.body).toEqual([
      { npn: '2', name: 'Manager', level: 1 },
      { npn: '1', name: 'Owner', level: 2 },
    ]);
    expect((await get('/api/team/chain?npn=1')).body).toEqual([]);
  });

  it("View Team reads a window of the team: sorted, searched, counted, with the whole team's figures (issue 15)", async () => {
    const [owner, manager, agentA, agentB] = await insertAgents(database().db, [
      { name: 'Owner', npn: '1' },
      { name: 'Manager', npn: '2', upline_id: '1' },
      { name: 'Agent A', npn: '3', upline_id: '2', status: 'terminated', agent_id: 'A-1', email: 'a@example.com' },
      { name: 'Agent B', npn: '4', upline_id: '2', carrier_id: 2, agent_id: 'B-2' },
      { name: 'Agent B', npn: '4', upline_id: '2', carrier_id: 3, agent_id: 'B-3', status: 'terminated' },
    ]);
    await debt(owner!, 1, '1.00');
    await debt(manager!, 1, '10.00');
    await debt(agentA!, 1, '100.00');
    await debt(agentB!, 2, '1000.00');
    const window = async (input: object) => {
      const query = encodeURIComponent(JSON.stringify(input));
      const response = await app().inject({ method: 'GET', url: `/trpc/team.memberWindow?input=${query}` });
      const body = response.json() as { result?: { data: { manager: unknown; total: number; rows: Member[] } } };
      return { status: response.statusCode, data: body.result?.data };
    };
    const whole = { name: 'Owner', npn: '1', teamSize: 3, personalDebt: 1, teamDebt: 1111 };
    const byDebt = await window({ npn: '1', sort: 'totalDebt', order: 'desc', limit: 2 });
    expect(byDebt.status).toBe(200);
    expect(byDebt.data?.manager).toEqual(whole);
    expect(byDebt.data?.total).toBe(3);
    expect(byDebt.data?.rows.map((m) => m.name)).toEqual(['Agent B', 'Agent A']);
    expect(byDebt.data?.rows[0]).toMatchObject({ id: agentB, agentIds: ['B-2', 'B-3'], totalDebt: 1000, level: 2 });
    const rest = await window({ npn: '1', sort: 'totalDebt', order: 'desc', limit: 2, offset: 2 });
    expect(rest.data?.rows.map((m) => m.name)).toEqual(['Manager']);
    // Without a sort: nearest levels first. A search by agent ID keeps the team's own figures.
    expect((await window({ npn: '1' })).data?.rows.map((m) => m.name)).toEqual(['Manager', 'Agent A', 'Agent B']);
    const searched = await window({ npn: '1', search: 'b-3' });
    expect(searched.data).toMatchObject({ manager: whole, total: 1, rows: [{ name: 'Agent B' }] });
    const none = await window({ npn: '1', search: 'nobody' });
    expect(none.data).toMatchObject({ manager: whole, total: 0, rows: [] });
    expect((await window({ npn: 'nobody' })).status).toBe(404);
    expect((await window({ npn: '1', sort: 'email' })).status).toBe(400);
  });

  it('lists an upline known only by name from the records under them', async () => {
    await database()
      .db.insertInto('agents')
      .values([
        { name: 'Downline One', npn: '11', upline: 'Outside Owner', upline_id: '900', carrier_id: 1 },
        { name: 'Downline Two', npn: '12', upline: 'Outside Owner', upline_id: '900', carrier_id: 2 },
        { name: 'Agency Boss', npn: '13', role: 'Agency Owner', carrier_id: 1 },
        { name: 'Report', npn: '14', upline: 'Agency Boss', upline_id: '13', carrier_id: 1 },
      ])
      .execute();
    const managers = (await get('/api/team/managers')).body;
    expect(managers).toEqual([
      expect.objectContaining({ npn: '900', name: 'Outside Owner', role: null, directReports: 2, personalDebt: 0 }),
      expect.objectContaining({ npn: '13', name: 'Agency Boss', role: 'Agency Owner', directReports: 1 }),
    ]);
    const team = await get('/api/team/members?npn=900');
    expect(team.status).toBe(200);
    expect(team.body.manager).toEqual({ name: 'Outside Owner', npn: '900', teamSize: 2, personalDebt: 0, teamDebt: 0 });
    // An agent with nobody under them has an empty team, not a 404.
    const leaf = await get('/api/team/members?npn=14');
    expect(leaf.status).toBe(200);
    expect(leaf.body).toEqual({
      manager: { name: 'Report', npn: '14', teamSize: 0, personalDebt: 0, teamDebt: 0 },
      members: [],
    });
    expect((await get('/api/team/chain?npn=14')).body).toEqual([{ npn: '13', name: 'Agency Boss', level: 1 }]);
    expect((await get('/api/team/chain?npn=11')).body).toEqual([{ npn: '900', name: 'Outside Owner', level: 1 }]);
  });

  it('finds a team by its NPN written without the leading zeros a roster stored', async () => {
    await insertAgents(database().db, [
      { name: 'Maria de la Cruz', npn: '0071000001' },
      { name: 'Kwame Mensah', npn: '0071000002', upline_id: '0071000001' },
    ]);
    const team = await get('/api/team/members?npn=71000001');
    expect(team.status).toBe(200);
    expect(team.body.members.map((m: Member) => m.name)).toEqual(['Kwame Mensah']);
  });

  it('answers 404 for an NPN that is nobody and 400 without an NPN', async () => {
    await insertAgents(database().db, [{ name: 'Someone', npn: '5' }]);
    const nobody = await get('/api/team/members?npn=nobody');
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toMatch(/nobody/);
    expect((await get('/api/team/members')).status).toBe(400);
    expect((await get('/api/team/chain')).status).toBe(400);
    // Blank or too long, said once in the field's words (it was "npn: npn is required").
    for (const url of ['/api/team/members?npn=%20', '/api/team/chain?npn=']) {
      expect((await get(url)).body.message, url).toBe('Invalid input: npn: is required');
    }
    expect((await get(`/api/team/chain?npn=${'1'.repeat(201)}`)).body.message).toBe('Invalid input: npn: is too long');
    expect((await get('/api/team/chain?npn=nobody')).body).toEqual([]);
    expect((await get('/api/team/managers')).body).toEqual([]);
  });

  it('survives a cycle in the upline data (A → B → A)', async () => {
    await insertAgents(database().db, [
      { name: 'Cycle A', npn: 'A', upline_id: 'B' },
      { name: 'Cycle B', npn: 'B', upline_id: 'A' },
      { name: 'Under A', npn: 'C', upline_id: 'A' },
    ]);
    const managers: Manager[] = (await get('/api/team/managers')).body;
    expect(managers.map((m) => [m.npn, m.directReports, m.totalDownline])).toEqual([
      ['A', 2, 2],
      ['B', 1, 2],
    ]);
    const team = await get('/api/team/members?npn=A');
    expect(team.body.members.map((m: Member) => [m.npn, m.level])).toEqual([
      ['B', 1],
      ['C', 1],
    ]);
    const ofB = await get('/api/team/members?npn=B');
    expect(ofB.body.members.map((m: Member) => [m.npn, m.level])).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect((await get('/api/team/chain?npn=A')).body).toEqual([{ npn: 'B', name: 'Cycle B', level: 1 }]);
    expect((await get('/api/team/chain?npn=C')).body).toEqual([
      { npn: 'A', name: 'Cycle A', level: 1 },
      { npn: 'B', name: 'Cycle B', level: 2 },
    ]);
  });

  it('stops the walk after 10 levels in an 11-level chain', async () => {
    // L0 at the top, L11 at the bottom: L0 has 11 levels under them, L11 has 11 uplines above.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: `Level ${i}`,
      npn: `L${i}`,
      upline_id: i === 0 ? null : `L${i - 1}`,
    }));
    await insertAgents(database().db, rows);
    const team = (await get('/api/team/members?npn=L0')).body;
    expect(team.manager.teamSize).toBe(10);
    expect(team.members.map((m: Member) => m.npn)).toEqual(rows.slice(1, 11).map((r) => r.npn));
    expect(team.members.map((m: Member) => m.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const top = (await get('/api/team/managers')).body.find((m: Manager) => m.npn === 'L0');
    expect(top).toMatchObject({ directReports: 1, totalDownline: 10 });
    const chain = (await get('/api/team/chain?npn=L11')).body;
    expect(chain.map((link: { npn: string }) => link.npn)).toEqual(
      rows
        .slice(1, 11)
        .map((r) => r.npn)
        .reverse(),
    );
    expect(chain[9]).toEqual({ npn: 'L1', name: 'Level 1', level: 10 });
  });
});
