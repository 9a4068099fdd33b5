import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents, postDebt } from './ledger-fixtures';

describeApi('debts', ({ app, database, reset }) => {
  let agentId: number;
  let otherAgentId: number;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    [agentId = 0, otherAgentId = 0] = await insertAgents(database().db, [
      { name: 'Dana Reyes' },
      { name: 'Sam Ortiz' },
    ]);
  });

  it('POST /api/debts records a debt: outstanding by default, incurred today, amount as a number', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount: 125.5, notes: 'Chargeback' },
    });
    expect(response.statusCode).toBe(200);
    const debt = response.json();
    expect(debt).toEqual({
      id: expect.any(Number),
      agentId,
      carrierId: 1,
      amount: 125.5,
      debtAge: 0,
      status: 'outstanding',
      notes: 'Chargeback',
      incurredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(debt.createdAt).toISOString()).toBe(debt.createdAt);
  });

  it('accepts a numeric string amount, any-case status and debtAge in days ago', async () => {
    const debt = await postDebt(app(), { agentId, amount: '12.50', status: 'PAID', debtAge: 30 });
    expect(debt).toMatchObject({ amount: 12.5, status: 'paid', debtAge: 30 });
    const listed = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
    expect(listed).toEqual([expect.objectContaining({ id: debt.id, amount: 12.5, debtAge: 30 })]);
    const incurred = new Date(`${listed[0].incurredOn}T00:00:00Z`);
    const today = await postDebt(app(), { agentId, amount: 1 });
    const days = (new Date(`${today.incurredOn}T00:00:00Z`).getTime() - incurred.getTime()) / 86_400_000;
    expect(days).toBe(30);
  });

  it('refuses bad amounts, statuses and ages with 400 and names the field', async () => {
    for (const [payload, field] of [
      [{ agentId, carrierId: 1, amount: 'lots' }, 'amount'],
      [{ agentId, carrierId: 1 }, 'amount'],
      [{ agentId, carrierId: 1, amount: 5, status: 'forgiven' }, 'status'],
      [{ agentId, carrierId: 1, amount: 5, debtAge: -1 }, 'debtAge'],
      [{ agentId, carrierId: 1, amount: 5, debtAge: 2.5 }, 'debtAge'],
      [{ carrierId: 1, amount: 5 }, 'agentId'],
    ] as const) {
      const response = await app().inject({ method: 'POST', url: '/api/debts', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);
  });

  /** POST /api/debts with this amount is a 400 whose message says `message`. */
  async function expectAmountRefused(amount: unknown, message: string) {
    const response = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount },
    });
    expect(response.statusCode, JSON.stringify(amount)).toBe(400);
    expect(response.json().message).toContain(message);
  }

  it('says what an amount should look like when it is not one, in words a person reads', async () => {
    for (const amount of ['12.3.4', 'twelve', true, { dollars: 12 }]) {
      await expectAmountRefused(amount, 'amount: must be an amount in dollars, such as 12.50');
    }
  });

  it('takes commas only between groups of three digits: "12,34" or "1 2 3" is refused, never read as 1234 or 123', async () => {
    for (const amount of ['12,34', '1,2', '1,,2', '1 2 3', ',5', '5,', '1,234,56', '1234,567.00', '$1,2']) {
      await expectAmountRefused(amount, 'amount: must be an amount in dollars, such as 12.50');
    }
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);
    const cases: [string, number][] = [
      ['1,234.56', 1234.56],
      ['$1,000,000', 1000000],
      ['-$5', -5],
      ['$ -7.25', -7.25],
      [' 1250 ', 1250],
    ];
    for (const [amount, read] of cases) {
      expect((await postDebt(app(), { agentId, amount })).amount, amount).toBe(read);
    }
  });

  it('refuses an amount in fractions of a cent instead of rounding it, and accepts a script float’s noise', async () => {
    for (const amount of [12.345, '12.345', -0.001, 1000000.005]) {
      await expectAmountRefused(amount, 'amount: must be in whole cents');
    }
    const put = await app().inject({ method: 'PUT', url: '/api/debts/1', payload: { amount: 0.125 } });
    expect(put.statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004: thirty cents, as the script meant.
    const noisy = await postDebt(app(), { agentId, amount: 0.1 + 0.2 });
    expect(noisy.amount).toBe(0.3);
    const large = await postDebt(app(), { agentId, amount: 987654321.99 });
    expect(large.amount).toBe(987654321.99);
  });

  it('refuses an unknown agent or carrier with 400 and a message naming it', async () => {
    const noAgent = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: 9999, carrierId: 1, amount: 5 },
    });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().message).toBe('Agent 9999 does not exist');
    const noCarrier = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 77, amount: 5 },
    });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().message).toBe('Carrier 77 does not exist');
  });

  it('refuses a debt at a carrier other than the agent record’s own, naming the record to use', async () => {
    const elsewhere = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 2, amount: 5 },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(
      new RegExp(
        `^Agent ${agentId} is the record at .+, so a debt at .+ cannot go on it: this person has no record at .+ yet`,
      ),
    );
    const [there = 0] = await insertAgents(database().db, [{ name: 'Dana Reyes', carrier_id: 2 }]);
    await database().db.updateTable('agents').set({ npn: '4455' }).where('id', 'in', [agentId, there]).execute();
    const named = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 2, amount: 5 },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toMatch(
      new RegExp(`record it on this person's record at .+ \\(agent ${there}\\)\\.$`),
    );
    expect((await app().inject('/api/debts')).json()).toEqual([]);
  });

  it("a person's record without a carrier takes a debt only at a carrier where they have no record", async () => {
    const [person = 0, atAetna = 0] = await insertAgents(database().db, [
      { name: 'Jurgen Muller', npn: '73000001', carrier_id: null },
      { name: 'Jurgen Muller', npn: '73000001', carrier_id: 2, agent_id: 'AET-73001' },
    ]);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId: person, carrierId: 2, amount: 50 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`on their record there (agent ${atAetna})`);
    expect((await app().inject('/api/debts')).json()).toEqual([]);
    // Where the person has no record, the profile record still holds it.
    expect(await postDebt(app(), { agentId: person, carrierId: 1, amount: 50 })).toMatchObject({ agentId: person });
  });

  it('takes the date a debt was incurred as incurredOn (as a debt is read back), on create and on update', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount: 80, incurredOn: '2026-03-15' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ incurredOn: '2026-03-15' });
    const moved = await app().inject({
      method: 'PUT',
      url: `/api/debts/${created.json().id}`,
      payload: { incurredOn: '03/01/2026' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ incurredOn: '2026-03-01', amount: 80 });
    for (const [payload, message] of [
      [{ incurredOn: '2026-02-30' }, /^Invalid input: incurredOn: is not a real date/],
      [{ incurredOn: '2999-01-01' }, /^Invalid input: incurredOn: is in the future/],
      [{ incurredOn: '2026-03-15', debtAge: 3 }, /give debtAge or incurredOn, not both/],
    ] as const) {
      const refused = await app().inject({
        method: 'POST',
        url: '/api/debts',
        payload: { agentId, carrierId: 1, amount: 1, ...payload },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect((await app().inject('/api/debts')).json()).toHaveLength(1);
  });

  it('GET /api/debts lists every debt, or one agent record’s with ?agentId=', async () => {
    const mine = await postDebt(app(), { agentId, amount: 10 });
    const theirs = await postDebt(app(), { agentId: otherAgentId, amount: 20, debtAge: 100 });
    const all = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
    expect(all.map((d: { id: number }) => d.id)).toEqual([mine.id, theirs.id]);
    const filtered = (await app().inject({ method: 'GET', url: `/api/debts?agentId=${otherAgentId}` })).json();
    expect(filtered).toEqual([expect.objectContaining({ id: theirs.id, agentId: otherAgentId, debtAge: 100 })]);
    expect((await app().inject({ method: 'GET', url: '/api/debts?agentId=abc' })).statusCode).toBe(400);
  });

  it('POST /api/debts without a status follows the update rule: exactly 0 is paid, a credit outstanding', async () => {
    const zero = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount: 0 },
    });
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toMatchObject({ amount: 0, status: 'paid' });
    const zeroText = await postDebt(app(), { agentId, amount: '0.00' });
    expect(zeroText).toMatchObject({ amount: 0, status: 'paid' });
    expect(await postDebt(app(), { agentId, amount: -5 })).toMatchObject({ amount: -5, status: 'outstanding' });
    // A status sent is kept, as on an update.
    expect(await postDebt(app(), { agentId, amount: 0, status: 'outstanding' })).toMatchObject({
      status: 'outstanding',
    });
    // The same debt written by update and by create has the same status.
    const updated = await app().inject({
      method: 'PUT',
      url: `/api/debts/${(await postDebt(app(), { agentId, amount: 10 })).id}`,
      payload: { amount: 0 },
    });
    expect(updated.json().status).toBe(zero.json().status);
  });

  it('a credit posted (amount below 0) is open like a report\'s credit: taken off the totals; "paid" settles it', async () => {
    await postDebt(app(), { agentId, amount: 100 });
    expect(await postDebt(app(), { agentId, amount: -50 })).toMatchObject({ amount: -50, status: 'outstanding' });
    const agent = (await app().inject(`/api/agents/${agentId}`)).json();
    expect(agent.totalDebt).toBe(50);
    expect((await app().inject('/api/dashboard/stats')).json().totalDebt).toBe(50);
    expect(await postDebt(app(), { agentId, amount: -20, status: 'paid' })).toMatchObject({ status: 'paid' });
    expect((await app().inject(`/api/agents/${agentId}`)).json().totalDebt).toBe(50);
    const document = (await app().inject('/api/openapi.json')).json();
    expect(document.paths['/debts'].post.description).toMatch(/negative amount is a credit/);
  });

  it('PUT /api/debts/{id}: an amount without a status makes it outstanding (above 0) or paid (0)', async () => {
    const debt = await postDebt(app(), { agentId, amount: 300, notes: 'Advance' });
    const paidOff = await app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload: { amount: 0 } });
    expect(paidOff.statusCode).toBe(200);
    expect(paidOff.json()).toMatchObject({ id: debt.id, amount: 0, status: 'paid' });
    const reopened = await app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload: { amount: '45.10' } });
    expect(reopened.json()).toMatchObject({ amount: 45.1, status: 'outstanding' });
    const explicit = await app().inject({
      method: 'PUT',
      url: `/api/debts/${debt.id}`,
      payload: { amount: 45.1, status: 'Terminated' },
    });
    expect(explicit.json()).toMatchObject({ status: 'terminated' });
    const notesOnly = await app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload: { notes: 'Called' } });
    expect(notesOnly.json()).toMatchObject({ amount: 45.1, status: 'terminated', notes: 'Called' });
  });

  it('PUT refuses bad input with 400 and unknown ids with 404', async () => {
    const debt = await postDebt(app(), { agentId, amount: 300 });
    const bad = await app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload: { amount: 'lots' } });
    expect(bad.statusCode).toBe(400);
    const missing = await app().inject({ method: 'PUT', url: '/api/debts/424242', payload: { amount: 1 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Debt 424242 not found');
  });

  it('DELETE /api/debts/{id} removes one debt and answers it; a second delete is 404', async () => {
    const debt = await postDebt(app(), { agentId, amount: 70 });
    const kept = await postDebt(app(), { agentId, amount: 80 });
    const deleted = await app().inject({ method: 'DELETE', url: `/api/debts/${debt.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: debt.id, amount: 70 });
    expect((await app().inject({ method: 'DELETE', url: `/api/debts/${debt.id}` })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);
  });

  it('DELETE /api/debts/clear-all clears every debt, with or without a JSON content type and empty body', async () => {
    for (let i = 0; i < 3; i++) await postDebt(app(), { agentId, amount: i + 1 });
    const withJson = await app().inject({
      method: 'DELETE',
      url: '/api/debts/clear-all',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(withJson.statusCode, withJson.body).toBe(200);
    expect(withJson.json()).toEqual({ deleted: 3 });
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([]);

    await postDebt(app(), { agentId, amount: 9 });
    const bare = await app().inject({ method: 'DELETE', url: '/api/debts/clear-all' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toEqual({ deleted: 1 });
    expect((await app().inject({ method: 'DELETE', url: '/api/debts/clear-all' })).json()).toEqual({ deleted: 0 });
    // The agents themselves stay.
    const agents = await database().db.selectFrom('agents').select('id').execute();
    expect(agents).toHaveLength(2);
  });

  it('sums 1,000 cent-valued debts exactly: no floating-point drift', async () => {
    const cents = Array.from({ length: 1000 }, (_, i) => ((i * 37) % 999) + 1);
    await database()
      .db.insertInto('debts')
      .values(cents.map((c) => ({ agent_id: agentId, carrier_id: 1, amount: (c / 100).toFixed(2) })))
      .execute();
    const expectedCents = cents.reduce((sum, c) => sum + c, 0);
    const stats = (await app().inject({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(stats.totalDebt).toBe(expectedCents / 100);
    const listed: { amount: number }[] = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
    expect(listed).toHaveLength(1000);
    expect(listed.map((d) => Math.round(d.amount * 100))).toEqual(cents);
    // The same amounts added as floats drift; the SQL sum does not.
    const floatSum = cents.reduce((sum, c) => sum + c / 100, 0);
    expect(floatSum).not.toBe(expectedCents / 100);
  });

  it('a company that still has debts cannot be deleted (409), and the debt stays', async () => {
    // A record with no carrier of its own (as an agent list may leave it) can owe at any carrier.
    const [unplaced = 0] = await insertAgents(database().db, [{ name: 'Nia Free', carrier_id: null }]);
    const { id } = await postDebt(app(), { agentId: unplaced, carrierId: 3, amount: 5 });
    const refused = await app().inject({ method: 'DELETE', url: '/api/carriers/3' });
    expect(refused.statusCode).toBe(409);
    expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual([
      expect.objectContaining({ id, carrierId: 3 }),
    ]);
  });
});
