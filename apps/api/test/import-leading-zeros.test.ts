import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import * as writingKeyDigits from '../../../packages/routers/src/db/migrations/2026-11-26T20-writing-key-digits-idx';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * Leading zeros a file lost or added: a spreadsheet shows the writing number 903 as 000903 (a number
 * format) where a CSV export says 903, and a carrier pads an NPN to ten digits where staff typed it
 * without. Each is the same person, across months and within one report.
 */
describeApi('carrier reports: identifiers with and without leading zeros', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;
  const report = (data: string | Buffer, filename = 'report.csv', carrierId = 1) =>
    upload(app(), `/api/upload/${carrierId}`, filename, data);
  const applied = async (data: string | Buffer, filename = 'report.csv') => {
    const response = await report(data, filename);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Every record at the carrier with its writing number and open balance, by name. */
  const atCarrier = async (carrierId = 1) => {
    const records = await db()
      .selectFrom('agents as a')
      .leftJoin('writing_numbers as w', (join) =>
        join.onRef('w.agent_id', '=', 'a.id').on('w.carrier_id', '=', carrierId),
      )
      .select(['a.id', 'a.name', 'a.npn', 'w.writing_number as writing'])
      .where('a.carrier_id', '=', carrierId)
      .orderBy('a.name')
      .orderBy('a.id')
      .execute();
    const debts = await db()
      .selectFrom('debts')
      .select(['agent_id', 'amount'])
      .where('carrier_id', '=', carrierId)
      .where('status', '<>', 'paid')
      .execute();
    return records.map((r) => ({
      ...r,
      owed: debts.filter((d) => d.agent_id === r.id).reduce((sum, d) => sum + Number(d.amount), 0),
    }));
  };
  const agent = async (name: string, writingNumber: string, carrierId = 1) => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name, agentId: writingNumber, carrierId },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().id;
    const numbered = await app().inject({
      method: 'POST',
      url: '/api/writing-numbers/upsert',
      payload: { agentId: id, carrierId, writingNumber },
    });
    expect(numbered.statusCode, numbered.body).toBe(200);
    return id;
  };

  /** An .xlsx whose writing number is the number 903 shown through the format 000000, as Excel keeps it. */
  function paddedWorkbook(): Buffer {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Writing Number', 'Agent Name', 'Advance Balance'],
      [903, 'Kim, Soo-Jin', 400],
    ]);
    sheet['A2']!.z = '000000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Advances');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  }

  it('matches a writing number a CSV wrote without its leading zeros to the person who has it zero-padded', async () => {
    const first = await applied(paddedWorkbook(), 'october.xlsx');
    expect(first.changes).toMatchObject({ new: 1 });
    const [kim] = await atCarrier();
    expect(kim).toMatchObject({ name: 'Soo-Jin Kim', writing: '000903', owed: 400 });

    const second = await applied('Writing Number,Agent Name,Advance Balance\n903,"KIM, SOOJIN",500.00\n');
    expect(second.changes).toMatchObject({ new: 0, increased: 1, cleared: 0 });
    const people = await atCarrier();
    expect(people).toHaveLength(1);
    // Her writing number stays as recorded, not rewritten to the file's 903 (and back on the next workbook).
    expect(people[0]).toMatchObject({ id: kim!.id, name: 'Soo-Jin Kim', writing: '000903', owed: 500 });
    // The upload's own row keeps what the file said.
    const rows = await db()
      .selectFrom('upload_rows')
      .select(['writing_number', 'writing_key', 'match'])
      .where('file_upload_id', '=', second.uploadId)
      .execute();
    expect(rows).toEqual([{ writing_number: '903', writing_key: '903', match: 'writing' }]);

    // And the other way round: the padded number finds the person recorded without zeros.
    const third = await applied(paddedWorkbook(), 'december.xlsx');
    expect(third.changes).toMatchObject({ new: 0, decreased: 1 });
    expect(await atCarrier()).toMatchObject([{ id: kim!.id, owed: 400 }]);
  });

  it('leaves writing numbers with letters as they are written: W001 is not W0001', async () => {
    const lee = await agent('Lee Park', 'W0001');
    const result = await applied('Writing Number,Agent Name,Balance\nW001,"Other, Person",10.00\n');
    expect(result.changes).toMatchObject({ new: 1 });
    const people = await atCarrier();
    expect(people.map((p) => [p.name, p.writing, p.owed])).toEqual([
      ['Lee Park', 'W0001', 0],
      ['Person Other', 'W001', 10],
    ]);
    expect(people.find((p) => p.name === 'Lee Park')!.id).toBe(lee);
  });

  it('matches nobody by a writing number of zeros only', async () => {
    await agent('Zed Zero', '00');
    const result = await applied(
      'Writing Number,Agent Name,Balance\n000,"New, Nobody",10.00\n0,"Else, Someone",5.00\n',
    );
    expect(result.changes).toMatchObject({ new: 2 });
    expect((await atCarrier()).map((p) => [p.name, p.writing, p.owed])).toEqual([
      ['Nobody New', '000', 10],
      ['Someone Else', '0', 5],
      ['Zed Zero', '00', 0],
    ]);
  });

  it('sends a row to review when its digits are two people’s writing numbers, changing neither', async () => {
    const a = await agent('Ann Able', '0903');
    // Two holders of one number's digits: the API refuses it now (409), data from before may hold it.
    const b = await agent('Ben Baker', 'B-TEMP');
    await database()
      .db.updateTable('writing_numbers')
      .set({ writing_number: '00903', writing_number_key: '00903' })
      .where('agent_id', '=', b)
      .execute();
    const result = await applied('Writing Number,Agent Name,Balance\n903,"Cole, Cy",10.00\n');
    expect(result.changes).toMatchObject({ new: 0 });
    expect(result.reviewCount).toBe(1);
    expect(result.review[0].reason).toMatch(/903/);
    expect(result.review[0].candidates.map((c: { agentId: number }) => c.agentId).sort()).toEqual([a, b].sort());
    expect((await atCarrier()).map((p) => p.name)).toEqual(['Ann Able', 'Ben Baker']);

    // The exact writing number still wins over the digits.
    const exact = await applied('Writing Number,Agent Name,Balance\n0903,"Cole, Cy",10.00\n');
    expect(exact.reviewCount).toBe(0);
    expect((await atCarrier()).map((p) => [p.name, p.owed])).toEqual([
      ['Ann Able', 10],
      ['Ben Baker', 0],
    ]);
  });

  it('makes one person of rows whose NPN is written once zero-padded and once not, and a re-upload changes nothing', async () => {
    const csv =
      'Agent Name,NPN,Writing Code,Net Balance\n' +
      `"O'Brien, Mary-Jane",0001234567,OB1,100.00\n` +
      '"OBRIEN, MARY JANE",1234567,OB1,50.00\n';
    const first = await applied(csv);
    expect(first.changes).toMatchObject({ new: 1 });
    const people = await atCarrier();
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ writing: 'OB1', owed: 150 });

    const again = await applied(csv);
    expect(again.changes).toMatchObject({ new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: 1 });
    expect(again.people).toEqual([]);
    expect(await atCarrier()).toEqual(people);
  });

  it('makes one person of rows whose all-digit writing number is written with and without leading zeros', async () => {
    const csv = 'Writing Number,Agent Name,Balance\n000903,"Kim, Soo-Jin",100.00\n903,"KIM, SOOJIN",50.00\n';
    const first = await applied(csv);
    expect(first.changes).toMatchObject({ new: 1 });
    const people = await atCarrier();
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ writing: '000903', owed: 150 });
    const rows = await db()
      .selectFrom('upload_rows')
      .select(['writing_number', 'writing_key', 'person_key'])
      .where('file_upload_id', '=', first.uploadId)
      .orderBy('row_number')
      .execute();
    expect(rows).toEqual([
      { writing_number: '000903', writing_key: '000903', person_key: 'wn:903' },
      { writing_number: '903', writing_key: '903', person_key: 'wn:903' },
    ]);

    const again = await applied(csv);
    expect(again.changes).toMatchObject({ new: 0, unchanged: 1 });
    expect(again.people).toEqual([]);
    expect(await atCarrier()).toEqual(people);
  });

  it('keeps the review decisions staff took for a padded NPN or writing number when their key drops the zeros', async () => {
    const ann = await agent('Ann Able', 'A1');
    const ben = await agent('Ben Baker', 'B1');
    const cy = await agent('Cy Cole', 'C1');
    await db()
      .insertInto('match_decisions')
      .values([
        { carrier_id: 1, identity: 'npn:0001234567', agent_id: ann },
        { carrier_id: 1, identity: 'wn:000903', agent_id: ben },
        { carrier_id: 1, identity: 'wn:W0001', agent_id: cy },
        // Both forms decided: the later decision is kept.
        { carrier_id: 1, identity: 'npn:00555', agent_id: ann, decided_at: new Date('2026-01-01T00:00:00Z') },
        { carrier_id: 1, identity: 'npn:555', agent_id: ben, decided_at: new Date('2026-02-01T00:00:00Z') },
        { carrier_id: 1, identity: 'npn:0000', agent_id: cy },
      ])
      .execute();
    await writingKeyDigits.down(db());
    await writingKeyDigits.up(db());
    const decisions = await db()
      .selectFrom('match_decisions')
      .select(['identity', 'agent_id'])
      .orderBy('identity')
      .execute();
    expect(decisions).toEqual([
      { identity: 'npn:0000', agent_id: cy },
      { identity: 'npn:1234567', agent_id: ann },
      { identity: 'npn:555', agent_id: ben },
      { identity: 'wn:903', agent_id: ben },
      { identity: 'wn:W0001', agent_id: cy },
    ]);
  });
});
