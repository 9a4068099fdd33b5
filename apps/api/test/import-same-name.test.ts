import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { knownAgent, upload } from './uploads';

/**
 * Two people with one name: a report listing SMITH, JOHN under writing number 1001 owing 100.00 and
 * SMITH, JOHN under 2002 owing 50.00 (no NPNs) names two people, whoever is already known by that
 * name. Each keeps their own balance: never one record owing 150.00.
 */
describeApi('one name under two writing numbers is two people', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;
  const FLAT = 'Writing Number,Agent Name,Balance\n1001,"SMITH, JOHN",100.00\n2002,"SMITH, JOHN",50.00\n';
  const GROUPED =
    'Policy,Insured Name,Chargeback Amount\n' +
    '"SMITH, JOHN (1001)",,\nP1,"DOE, JANE",60.00\nP2,"ROE, RICK",40.00\n"Total for SMITH, JOHN (1001)",,100.00\n' +
    '"SMITH, JOHN (2002)",,\nP3,"POE, EDGAR",50.00\n"Total for SMITH, JOHN (2002)",,50.00\n' +
    'Report Total,,150.00\n';

  async function importReport(text: string, carrierId = 1) {
    const response = await upload(app(), `/api/upload/${carrierId}`, 'report.csv', text);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** A record with its writing number at a carrier, owing `amount` there. */
  const known = (name: string, writingNumber: string, carrierId: number, amount: number) =>
    knownAgent(db(), { name, writingNumber, carrierId, owed: amount });

  /** Each record at the carrier: its id, writing number and open balance, in writing number order. */
  async function records(carrierId = 1) {
    const rows = await db()
      .selectFrom('agents as a')
      .leftJoin('writing_numbers as w', (join) =>
        join.onRef('w.agent_id', '=', 'a.id').on('w.carrier_id', '=', carrierId),
      )
      .leftJoin('debts as d', (join) =>
        join.onRef('d.agent_id', '=', 'a.id').on('d.carrier_id', '=', carrierId).on('d.status', '<>', 'paid'),
      )
      .select(['a.id', 'w.writing_number', 'd.amount'])
      .where('a.carrier_id', '=', carrierId)
      .orderBy('w.writing_number')
      .execute();
    return rows.map((row) => ({ id: row.id, writingNumber: row.writing_number, owed: Number(row.amount ?? 0) }));
  }

  const owedByNumber = async () => (await records()).map((r) => [r.writingNumber, r.owed]);

  for (const [layout, text] of [
    ['listed', FLAT],
    ['grouped under headings', GROUPED],
  ] as const) {
    it(`into an empty database, ${layout}: two new people owing 100.00 and 50.00`, async () => {
      const body = await importReport(text);
      expect(body.changes).toMatchObject({ new: 2, totalAfter: 150 });
      expect(body.review).toEqual([]);
      expect(await owedByNumber()).toEqual([
        ['1001', 100],
        ['2002', 50],
      ]);
      // The next month's same report finds each by their writing number.
      expect((await importReport(text)).changes).toMatchObject({ new: 0, unchanged: 2 });
      expect(await owedByNumber()).toEqual([
        ['1001', 100],
        ['2002', 50],
      ]);
    });

    it(`both already known as separate records, ${layout}: each keeps their own balance`, async () => {
      const first = await known('SMITH, JOHN', '1001', 1, 10);
      const second = await known('SMITH, JOHN', '2002', 1, 20);
      const body = await importReport(text);
      expect(body.changes).toMatchObject({ new: 0, increased: 2, totalAfter: 150 });
      expect(await records()).toEqual([
        { id: first, writingNumber: '1001', owed: 100 },
        { id: second, writingNumber: '2002', owed: 50 },
      ]);
    });

    it(`one of them already known at the carrier, ${layout}: the other is not taken for them by name`, async () => {
      const first = await known('SMITH, JOHN', '1001', 1, 10);
      const body = await importReport(text);
      expect(body.changes).toMatchObject({ new: 1, increased: 1, totalAfter: 150 });
      const [john1001, john2002] = await records();
      expect(john1001).toEqual({ id: first, writingNumber: '1001', owed: 100 });
      expect(john2002).toMatchObject({ writingNumber: '2002', owed: 50 });
    });

    it(`a SMITH, JOHN known only at another carrier, ${layout}: two records here, not one`, async () => {
      await known('SMITH, JOHN', '9001', 2, 75);
      const body = await importReport(text);
      expect(body.changes).toMatchObject({ new: 2, totalAfter: 150 });
      expect(await owedByNumber()).toEqual([
        ['1001', 100],
        ['2002', 50],
      ]);
      expect(await records(2)).toMatchObject([{ writingNumber: '9001', owed: 75 }]);
    });
  }

  it('a line naming only "SMITH, JOHN" goes to review: the report gives that name to two people', async () => {
    const first = await known('SMITH, JOHN', '1001', 1, 10);
    const body = await importReport(`${FLAT},"SMITH, JOHN",5.00\n`);
    expect(body.review).toHaveLength(1);
    expect(body.review[0]).toMatchObject({
      rowNumber: 4,
      name: 'SMITH, JOHN',
      amount: 5,
      reason:
        'This report names several people "SMITH, JOHN" (writing number 1001, writing number 2002): choose who this row is for',
    });
    expect(body.review[0].candidates.map((c: { agentId: number }) => c.agentId)).toEqual([first]);
    // Who it may be for keeps their balance until it is decided; no third SMITH, JOHN is made.
    expect(await owedByNumber()).toEqual([
      ['1001', 10],
      ['2002', 50],
    ]);
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${body.review[0].id}`,
      payload: { agentId: first },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await owedByNumber()).toEqual([
      ['1001', 105],
      ['2002', 50],
    ]);
  });

  it('two records of that name at the carrier: a line naming only the name is not given to the first of them', async () => {
    const first = await known('SMITH, JOHN', '1001', 1, 10);
    const second = await known('SMITH, JOHN', '2002', 1, 20);
    const body = await importReport('Agent Name,Balance\n"SMITH, JOHN",5.00\n');
    expect(body.review).toHaveLength(1);
    expect(body.review[0].reason).toBe('Several people are named "SMITH, JOHN": choose who this row is for');
    expect(body.review[0].candidates.map((c: { agentId: number }) => c.agentId)).toEqual([first, second]);
    expect(await owedByNumber()).toEqual([
      ['1001', 10],
      ['2002', 20],
    ]);
  });
});
