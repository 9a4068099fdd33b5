import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { fixture, upload } from './uploads';

/**
 * Issue 15: the open balances kept per agent record and carrier (debt_balances, which every figure
 * reads) agree to the cent with the debts table itself after every kind of write.
 */
describeApi('maintained balances agree with the debts table', ({ app, database, reset }) => {
  const db = () => database().db;

  type Row = {
    agent_id: number;
    carrier_id: number;
    total: unknown;
    oldest_on: unknown;
    open_count: unknown;
    owed_since: unknown;
  };
  /** One shape for both sides: cents as whole numbers, the day as a time, the count as a number. */
  const comparable = (rows: Row[]) =>
    rows.map((r) => ({
      agentId: r.agent_id,
      carrierId: r.carrier_id,
      cents: Math.round(Number(r.total) * 100),
      oldestOn: new Date(r.oldest_on as string).getTime(),
      openCount: Number(r.open_count),
      // The oldest open debt that is owed (above 0): what Pending Actions counts from.
      owedSince: r.owed_since === null ? null : new Date(r.owed_since as string).getTime(),
    }));

  /** The balances as kept, and as the debts table says they are. */
  async function keptAndRecomputed() {
    const kept = await db()
      .selectFrom('debt_balances')
      .select(['agent_id', 'carrier_id', 'total', 'oldest_on', 'open_count', 'owed_since'])
      .orderBy('agent_id')
      .orderBy('carrier_id')
      .execute();
    const recomputed = await db()
      .selectFrom('debts')
      .select(['agent_id', 'carrier_id'])
      .select((eb) => [
        eb.fn.sum('amount').as('total'),
        eb.fn.min('incurred_on').as('oldest_on'),
        eb.fn.countAll().as('open_count'),
        eb.fn.min('incurred_on').filterWhere('amount', '>', '0').as('owed_since'),
      ])
      .where('status', '<>', 'paid')
      .groupBy(['agent_id', 'carrier_id'])
      .orderBy('agent_id')
      .orderBy('carrier_id')
      .execute();
    return { kept: comparable(kept), recomputed: comparable(recomputed) };
  }

  async function expectAgreement(after: string, atLeast = 1) {
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept, after).toEqual(recomputed);
    expect(kept.length, after).toBeGreaterThanOrEqual(atLeast);
  }

  const post = (url: string, payload?: object) => app().inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    await reset();
    await initCompanies(app());
  });

  it('after debts are added, edited, paid, moved, deleted; imports; an undo; an agent deleted; and clear-all', async () => {
    const [ann = 0, bob = 0] = await insertAgents(db(), [
      // Ann owes at two carriers: a record with no carrier of its own may (a debt goes at its record's carrier otherwise).
      { name: 'Ann Able', npn: 'MB1', carrier_id: null },
      { name: 'Bob Baker', npn: 'MB2' },
    ]);
    const first = (await post('/api/debts', { agentId: ann, carrierId: 1, amount: '100.10', debtAge: 30 })).json();
    await post('/api/debts', { agentId: ann, carrierId: 1, amount: '-0.10', debtAge: 95 });
    await post('/api/debts', { agentId: ann, carrierId: 2, amount: 5, debtAge: 0 });
    const bobs = (await post('/api/debts', { agentId: bob, carrierId: 1, amount: '0.30', debtAge: 10 })).json();
    await expectAgreement('debts added', 3);
    // One statement writing several debts of the same agent at the same carrier.
    await db()
      .insertInto('debts')
      .values(['1.01', '2.02'].map((amount) => ({ agent_id: ann, carrier_id: 2, amount, status: 'outstanding' })))
      .execute();
    await expectAgreement('two debts of one pair in one statement', 3);

    expect(
      (await app().inject({ method: 'PUT', url: `/api/debts/${first.id}`, payload: { amount: '0.20' } })).statusCode,
    ).toBe(200);
    await expectAgreement('an amount edited');
    expect(
      (await app().inject({ method: 'PUT', url: `/api/debts/${bobs.id}`, payload: { status: 'paid' } })).statusCode,
    ).toBe(200);
    await expectAgreement('a debt paid: Bob has no open balance left');
    expect((await keptAndRecomputed()).kept.some((b) => b.agentId === bob)).toBe(false);
    // A debt moved to another carrier leaves one pair and joins another in the same statement.
    await db().updateTable('debts').set({ carrier_id: 3 }).where('id', '=', first.id).execute();
    await expectAgreement('a debt moved to another carrier');
    expect((await app().inject({ method: 'DELETE', url: `/api/debts/${first.id}` })).statusCode).toBe(200);
    await expectAgreement('a debt deleted');

    const applied = await upload(app(), '/api/upload/1', 'report-carrier1.csv', fixture('report-carrier1.csv'));
    expect(applied.statusCode, applied.body).toBe(200);
    await expectAgreement('a carrier report imported', 10);
    const second = await upload(app(), '/api/upload/2', 'report-carrier2.csv', fixture('report-carrier2.csv'));
    expect(second.statusCode, second.body).toBe(200);
    await expectAgreement('a second carrier report imported');
    const undone = await post(`/api/file-uploads/${second.json().uploadId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    await expectAgreement('the second report undone');

    expect((await app().inject({ method: 'DELETE', url: `/api/agents/${ann}` })).statusCode).toBe(200);
    await expectAgreement('an agent and their debts deleted');
    expect((await keptAndRecomputed()).kept.some((b) => b.agentId === ann)).toBe(false);

    expect((await app().inject({ method: 'DELETE', url: '/api/debts/clear-all' })).statusCode).toBe(200);
    const { kept } = await keptAndRecomputed();
    expect(kept).toEqual([]);
  });

  it('the dashboard total is the sum of the debts table, to the cent, after the writes', async () => {
    const [cy = 0] = await insertAgents(db(), [{ name: 'Cy Cents', npn: 'MB3', carrier_id: 2 }]);
    for (const amount of ['0.10', '0.20', '1234567.89', '-0.19']) {
      await post('/api/debts', { agentId: cy, carrierId: 2, amount, debtAge: 1 });
    }
    const stats = (await app().inject('/api/dashboard/stats')).json() as { totalDebt: number };
    const fromDebts = await db()
      .selectFrom('debts')
      .select((eb) => eb.fn.sum('amount').as('total'))
      .where('status', '<>', 'paid')
      .executeTakeFirstOrThrow();
    expect(stats.totalDebt).toBe(Number(fromDebts.total));
    expect(Math.round(Number(fromDebts.total) * 100)).toBe(123456800);
    await expectAgreement('cent amounts added');
  });

  it('when many scripts write one agent’s debts at the same moment, no change is lost', async () => {
    const [dee = 0, eve = 0] = await insertAgents(db(), [
      { name: 'Dee Dash', npn: 'MB4', carrier_id: null },
      { name: 'Eve Even', npn: 'MB5', carrier_id: null },
    ]);
    const written = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post('/api/debts', { agentId: i % 3 ? dee : eve, carrierId: 1 + (i % 2), amount: `${i}.25`, debtAge: i }),
      ),
    );
    expect(written.map((r) => r.statusCode)).toEqual(written.map(() => 200));
    await expectAgreement('concurrent debts added', 4);
    // Edits, payments and deletions of the same agents' debts, all at once.
    const ids = written.map((r) => (r.json() as { id: number }).id);
    await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0
          ? app().inject({ method: 'PUT', url: `/api/debts/${id}`, payload: { status: 'paid' } })
          : i % 3 === 1
            ? app().inject({ method: 'DELETE', url: `/api/debts/${id}` })
            : app().inject({ method: 'PUT', url: `/api/debts/${id}`, payload: { amount: '7.77' } }),
      ),
    );
    await expectAgreement('concurrent edits, payments and deletions');
    const dees = (await keptAndRecomputed()).kept.filter((b) => b.agentId === dee);
    expect(dees.reduce((sum, b) => sum + b.cents, 0)).toBe(777 * ids.filter((_, i) => i % 3 === 2).length);
  });
});
