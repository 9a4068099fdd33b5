import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A row that cannot be read holds back everyone it may be for, and that includes a person the
 * upload would create: the person (the upload rows' person_key) is not created and owes nothing
 * at the carrier until staff decide the row; then all of their rows are applied at once.
 */
describeApi('a new person with a row in review is held back until the row is decided', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;
  const report = (text: string, carrierId = 1, query = '') =>
    upload(app(), `/api/upload/${carrierId}${query}`, 'report.csv', text);

  /** The tester's pipe-delimited report: Walsh is unknown to the carrier and one of his rows unreadable. */
  const WALSH =
    'Writing Number|Agent Name|NPN|Amount|Date\n' +
    '700101|ONE, ANN|91000001|100.00|10/08/2026\n' +
    '700103|WALSH, QUINN|91000003|50.00 EUR|10/08/2026\n' +
    '700103|WALSH, QUINN|91000003|300.00|10/09/2026\n';

  /** The records with an NPN, and what each owes at its carrier. */
  async function records(npn: string) {
    const rows = await db()
      .selectFrom('agents')
      .select(['id', 'name', 'carrier_id', 'agent_id', 'email'])
      .where('npn', '=', npn)
      .orderBy('id')
      .execute();
    const owed = async (id: number, carrierId: number | null) =>
      Number(
        (
          await db()
            .selectFrom('debts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
            .where('agent_id', '=', id)
            .where('carrier_id', '=', carrierId)
            .where('status', '<>', 'paid')
            .executeTakeFirstOrThrow()
        ).total,
      );
    return Promise.all(rows.map(async (r) => ({ ...r, owes: await owed(r.id, r.carrier_id) })));
  }

  const decide = (rowId: number, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: `/api/import-review/${rowId}`, payload });

  const detail = async (uploadId: number) => (await app().inject(`/api/file-uploads/${uploadId}`)).json();

  const kinds = (people: { name: string; kind: string; before: number; after: number }[]) =>
    people.map((p) => [p.name, p.kind, p.before, p.after]).sort();

  it('the tester’s report: Walsh is not created while his unreadable row waits, then gets all his rows', async () => {
    const response = await report(WALSH);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      status: 'success',
      recordsProcessed: 3,
      recordsImported: 1,
      errors: ['Row 3: the amount "50.00 EUR" is not a number'],
      changes: { new: 1, increased: 0, decreased: 0, cleared: 0, totalBefore: 0, totalAfter: 100 },
      reviewCount: 1,
    });
    expect(kinds(result.people)).toEqual([['ANN ONE', 'new', 0, 100]]);
    expect(result.review).toMatchObject([
      { rowNumber: 3, name: 'WALSH, QUINN', amount: null, raw: { Amount: '50.00 EUR' }, candidates: [] },
    ]);
    expect(await records('91000003')).toEqual([]);

    const decided = await decide(result.review[0].id, { newPerson: true, amount: 50 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ recordsImported: 3, review: [] });
    expect(await records('91000003')).toMatchObject([
      { name: 'QUINN WALSH', carrier_id: 1, agent_id: '700103', owes: 350 },
    ]);
    expect(kinds(decided.json().people)).toEqual([
      ['ANN ONE', 'new', 0, 100],
      ['QUINN WALSH', 'new', 0, 350],
    ]);
    // The number is recorded and the decision remembered: the next report matches Walsh by itself.
    const next = (await report(WALSH.replace('50.00 EUR', '60.00'))).json();
    expect(next).toMatchObject({ reviewCount: 0, recordsImported: 3, changes: { new: 0, increased: 1 } });
    expect(await records('91000003')).toMatchObject([{ carrier_id: 1, owes: 360 }]);
  });

  it('undoing an upload after the decision removes the person the decision created', async () => {
    const result = (await report(WALSH)).json();
    await decide(result.review[0].id, { newPerson: true, amount: 50 });
    expect(await records('91000003')).toHaveLength(1);
    const undone = await app().inject({ method: 'POST', url: `/api/file-uploads/${result.uploadId}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await records('91000003')).toEqual([]);
    expect(await records('91000001')).toEqual([]);
  });

  it('ignoring the row creates the person from their other rows', async () => {
    const result = (await report(WALSH)).json();
    const decided = await decide(result.review[0].id, { ignore: true });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().recordsImported).toBe(2);
    expect(await records('91000003')).toMatchObject([{ name: 'QUINN WALSH', carrier_id: 1, owes: 300 }]);
  });

  it('giving the row to another agent creates the person from their other rows, and the agent owes the row', async () => {
    const { id: zed } = await db()
      .insertInto('agents')
      .values({ name: 'Zed Other', npn: '91000009', carrier_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = (await report(WALSH)).json();
    const decided = await decide(result.review[0].id, { agentId: zed, amount: '50.00' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().recordsImported).toBe(3);
    expect(await records('91000009')).toMatchObject([{ id: zed, owes: 50 }]);
    expect(await records('91000003')).toMatchObject([{ name: 'QUINN WALSH', carrier_id: 1, owes: 300 }]);
  });

  it('a (1,000.00) split on an unquoted comma holds back the new person’s other rows', async () => {
    const response = await report(
      'Writing Number,Agent Name,NPN,Amount,Date\n' +
        '700101,"ONE, ANN",91000001,100.00,10/08/2026\n' +
        '700104,"KERR, DANA",91000004,1500.00,10/08/2026\n' +
        '700104,"KERR, DANA",91000004,(1,000.00),10/09/2026\n' +
        '700104,"KERR, DANA",91000004,1000.00,10/10/2026\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      recordsProcessed: 4,
      recordsImported: 1,
      reviewCount: 1,
      changes: { new: 1, totalAfter: 100 },
    });
    expect(result.review).toMatchObject([{ rowNumber: 4, raw: { Amount: '(1' } }]);
    expect(await records('91000004')).toEqual([]);
    const decided = await decide(result.review[0].id, { newPerson: true, amount: -1000 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().recordsImported).toBe(4);
    expect(await records('91000004')).toMatchObject([{ name: 'DANA KERR', carrier_id: 1, owes: 1500 }]);
  });

  it('an unreadable date holds back the new person too; deciding needs no amount then', async () => {
    const result = (
      await report(
        'Writing Number|Agent Name|NPN|Amount|Date\n' +
          '700105|PAGE, ROSA|91000005|40.00|13/45/2026\n' +
          '700105|PAGE, ROSA|91000005|60.00|10/09/2026\n' +
          '700101|ONE, ANN|91000001|100.00|10/08/2026\n',
      )
    ).json();
    expect(result).toMatchObject({ recordsImported: 1, reviewCount: 1, changes: { new: 1, totalAfter: 100 } });
    expect(await records('91000005')).toEqual([]);
    const decided = await decide(result.review[0].id, { newPerson: true });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await records('91000005')).toMatchObject([{ name: 'ROSA PAGE', owes: 100 }]);
  });

  it('two unreadable rows: the person waits for both decisions, then gets all their rows', async () => {
    const result = (
      await report(
        WALSH + '700103|WALSH, QUINN|91000003|n/a|10/10/2026\n' + '700103|WALSH, QUINN|91000003|25.00|10/11/2026\n',
      )
    ).json();
    expect(result).toMatchObject({ recordsProcessed: 5, recordsImported: 1, reviewCount: 2 });
    const [first, second] = result.review;
    expect((await decide(first.id, { newPerson: true, amount: 50 })).statusCode).toBe(200);
    expect(await records('91000003')).toEqual([]);
    const decided = await decide(second.id, { newPerson: true, amount: 5 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().recordsImported).toBe(5);
    expect(await records('91000003')).toMatchObject([{ carrier_id: 1, owes: 380 }]);
  });

  it('a person known only at another carrier gets no record here until the row is decided', async () => {
    const { id: elsewhere } = await db()
      .insertInto('agents')
      .values({ name: 'Quinn Walsh', npn: '91000003', carrier_id: 2, email: 'qw@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = (await report(WALSH)).json();
    expect(result).toMatchObject({ recordsImported: 1, reviewCount: 1, changes: { new: 1, totalAfter: 100 } });
    expect(result.review[0].candidates).toMatchObject([{ agentId: elsewhere, why: 'matched by NPN' }]);
    expect(await records('91000003')).toMatchObject([{ id: elsewhere, carrier_id: 2, owes: 0 }]);
    const decided = await decide(result.review[0].id, { agentId: elsewhere, amount: 50 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await records('91000003')).toMatchObject([
      { id: elsewhere, carrier_id: 2, owes: 0 },
      { carrier_id: 1, email: 'qw@example.com', owes: 350 },
    ]);
  });

  it('a preview says the same: the held person is left out, and a decision on the preview applies all their rows', async () => {
    const preview = await report(WALSH, 1, '?preview=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const draft = preview.json();
    expect(draft).toMatchObject({
      status: 'draft',
      recordsImported: 1,
      reviewCount: 1,
      changes: { new: 1, totalBefore: 0, totalAfter: 100 },
    });
    expect(kinds(draft.people)).toEqual([['ANN ONE', 'new', 0, 100]]);

    const decided = await decide(draft.review[0].id, { newPerson: true, amount: 50 });
    expect(decided.statusCode, decided.body).toBe(200);
    const changes = { new: 2, increased: 0, decreased: 0, cleared: 0, totalBefore: 0, totalAfter: 450 };
    expect(decided.json()).toMatchObject({ status: 'draft', recordsImported: 3, summary: changes });
    expect(kinds(decided.json().people)).toEqual([
      ['ANN ONE', 'new', 0, 100],
      ['QUINN WALSH', 'new', 0, 350],
    ]);
    expect(await records('91000003')).toEqual([]);

    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'success', recordsImported: 3, reviewCount: 0, changes });
    expect(await records('91000003')).toMatchObject([{ name: 'QUINN WALSH', carrier_id: 1, owes: 350 }]);
  });

  it('a preview applied with the row still waiting holds the person back, as it showed; deciding then applies them', async () => {
    const draft = (await report(WALSH, 1, '?preview=true')).json();
    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      status: 'success',
      recordsImported: 1,
      reviewCount: 1,
      changes: draft.changes,
    });
    expect(await records('91000003')).toEqual([]);
    const [row] = (await detail(draft.uploadId)).review;
    const decided = await decide(row.id, { newPerson: true, amount: 50 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().recordsImported).toBe(3);
    expect(await records('91000003')).toMatchObject([{ name: 'QUINN WALSH', carrier_id: 1, owes: 350 }]);
  });
});
