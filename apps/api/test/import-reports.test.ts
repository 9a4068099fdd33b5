import { importCarrierReport } from '@agentledger/routers';
import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { fixture, upload } from './uploads';
import { makeZip } from './zip';

const HEADER = 'Writing Number,Agent Name,NPN,Chargeback Balance,Chargeback Date\n';

function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

describeApi('carrier reports: matching, snapshots, row errors, hostile files', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const report = (csv: string, carrierId = 1, filename = 'report.csv') =>
    upload(app(), `/api/upload/${carrierId}`, filename, csv);
  const debtsOf = async (carrierId: number) =>
    (
      await database()
        .db.selectFrom('debts')
        .innerJoin('agents', 'agents.id', 'debts.agent_id')
        .select(['agents.name', 'agents.npn', 'debts.amount', 'debts.status'])
        .where('debts.carrier_id', '=', carrierId)
        .orderBy('agents.name')
        .execute()
    ).map((d) => ({ ...d, amount: Number(d.amount) }));

  it('matches by writing number ignoring case, spaces and dashes, then NPN, then "Last, First" name', async () => {
    const byWriting = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Quinn Adams', agentId: 'A1', carrierId: 1 },
      })
    ).json();
    await app().inject({
      method: 'POST',
      url: '/api/writing-numbers/upsert',
      payload: { agentId: byWriting.id, carrierId: 1, writingNumber: 'QA-777' },
    });
    const byNpn = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Nora Park', agentId: 'A2', carrierId: 1, npn: '555' },
      })
    ).json();
    const byName = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Elizabeth  Brown', agentId: 'A3', carrierId: 1 },
      })
    ).json();
    const response = await report(
      `${HEADER}qa 777,Someone Else,,$10.00,01/01/2026\nZZ1,Nora Park,555,20.50,01/01/2026\nZZ2,"Brown, Elizabeth",,"(5.25)",01/01/2026\n`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recordsProcessed: 3,
      recordsImported: 3,
      errors: [],
      changes: { new: 0, increased: 2, decreased: 1 },
    });
    const agents = (await app().inject({ method: 'GET', url: '/api/agents' })).json() as {
      id: number;
      totalDebt: number;
      writingNumbers: { writingNumber: string }[];
    }[];
    expect(agents).toHaveLength(3);
    const byId = new Map(agents.map((a) => [a.id, a]));
    expect(byId.get(byWriting.id)?.totalDebt).toBe(10);
    expect(byId.get(byNpn.id)?.totalDebt).toBe(20.5);
    expect(byId.get(byName.id)?.totalDebt).toBe(-5.25);
    expect(byId.get(byNpn.id)?.writingNumbers[0]?.writingNumber).toBe('ZZ1');
  });

  it('creates a record at the carrier for an unmatched row (nothing is lost), counted as new', async () => {
    const response = await report(`${HEADER}NEW-1,"Doe, Jane",999,$1.00,${usDate(daysAgo(60))}\n`);
    expect(response.json().changes).toMatchObject({ new: 1, totalBefore: 0, totalAfter: 1 });
    const [agent] = (await app().inject({ method: 'GET', url: '/api/agents' })).json();
    expect(agent).toMatchObject({
      name: 'Jane Doe',
      npn: '999',
      agentId: 'NEW-1',
      carrierId: 1,
      totalDebt: 1,
      debtAge: 60,
    });
  });

  it('matches an NPN a carrier pads with zeros to ten digits to the person who has it unpadded', async () => {
    const known = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Rosa Diaz', agentId: 'RD-2', carrierId: 2, npn: '19900004', email: 'rosa@example.com' },
    });
    expect(known.statusCode, known.body).toBe(200);
    const response = await report(`${HEADER}W-9,"DIAZ, ROSA M",0019900004,$250.00,${usDate(daysAgo(30))}\n`);
    expect(response.statusCode, response.body).toBe(200);
    // A new record at this carrier, for the same person: her NPN and profile, not a second Rosa.
    const records = (await app().inject({ method: 'GET', url: '/api/agents' })).json();
    expect(records.map((agent: { npn: string; carrierId: number }) => [agent.carrierId, agent.npn]).sort()).toEqual([
      [1, '19900004'],
      [2, '19900004'],
    ]);
    const people = (await app().inject({ method: 'GET', url: '/api/unified-agents' })).json();
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ npn: '19900004', email: 'rosa@example.com', totalDebt: 250 });
  });

  it("reads a statement's running Balance as each agent's last line, and says so", async () => {
    const statement = [
      'Agent Number,Agent Name,Trans Date,Description,Debit,Credit,Balance',
      `A100,"SMITH, JOHN",${usDate(daysAgo(90))},Advance chargeback,500.00,,500.00`,
      `A100,"SMITH, JOHN",${usDate(daysAgo(75))},Commission offset,,200.00,300.00`,
      `A100,"SMITH, JOHN",${usDate(daysAgo(60))},Chargeback,150.00,,450.00`,
      `B200,"DOE, JANE",${usDate(daysAgo(88))},Chargeback,80.00,,80.00`,
      `B200,"DOE, JANE",${usDate(daysAgo(59))},Payment,,80.00,0.00`,
    ].join('\n');
    const response = await report(statement);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recordsProcessed: 5,
      recordsImported: 5,
      layout: { runningBalance: true, columns: { amount: 'Balance' } },
      changes: { totalAfter: 450 },
    });
    const agents = (await app().inject('/api/agents')).json() as { name: string; totalDebt: number; debtAge: number }[];
    expect(agents.map((a) => [a.name, a.totalDebt, a.debtAge])).toEqual([
      ['JOHN SMITH', 450, 90],
      ['JANE DOE', 0, 0],
    ]);
  });

  it('is a snapshot: an agent absent from the next report is cleared; rows of one agent add up', async () => {
    await report(
      `${HEADER}W1,Ann One,1,$100.00,01/01/2026\nW2,Bob Two,2,$50.00,01/01/2026\nW2,Bob Two,2,$25.00,01/01/2026\n`,
    );
    expect(await debtsOf(1)).toEqual([
      { name: 'Ann One', npn: '1', amount: 100, status: 'outstanding' },
      { name: 'Bob Two', npn: '2', amount: 75, status: 'outstanding' },
    ]);
    const next = await report(`${HEADER}W2,Bob Two,2,$60.00,01/01/2026\n`);
    expect(next.json().changes).toMatchObject({ cleared: 1, decreased: 1, totalBefore: 175, totalAfter: 60 });
    expect(await debtsOf(1)).toEqual([
      { name: 'Ann One', npn: '1', amount: 0, status: 'paid' },
      { name: 'Bob Two', npn: '2', amount: 60, status: 'outstanding' },
    ]);
  });

  it('reports bad rows as "Row N: why" with the row number a person sees, and imports the good ones', async () => {
    const csv = `Carrier X Report\nAs of 10/31/2026\n\n${HEADER}W1,Ann One,1,lots,01/01/2026\n,,,,01/02/2026\nW3,Cy Three,3,$7.00,13/45/2026\nW4,Di Four,4,"$1,234.56",01/01/26\nTotal,,,"$1,246.56",\n`;
    const response = await report(csv);
    expect(response.json()).toMatchObject({
      recordsProcessed: 4,
      recordsImported: 1,
      errors: [
        'Row 5: the amount "lots" is not a number',
        'Row 6: no writing number, NPN or name',
        'Row 7: the date "13/45/2026" is not a date',
      ],
    });
    expect(await debtsOf(1)).toEqual([{ name: 'Di Four', npn: '4', amount: 1234.56, status: 'outstanding' }]);
  });

  it('says a balance column of formulas saved without their results is empty, and imports nothing', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Agent Code', 'Agent Name', 'Advance', 'Recovered', 'Net Balance'],
      ['F1', 'Ann One', 100, 40, null],
      ['F2', 'Bo Two', 50, 0, null],
    ]);
    // Formulas only, no cached value: what a file written by a script (not saved by Excel) holds.
    sheet['E2'] = { t: 'n', f: 'C2-D2' };
    sheet['E3'] = { t: 'n', f: 'C3-D3' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Report');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await upload(app(), '/api/upload/2', 'formulas.xlsx', data);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /The balance column "Net Balance" \(sheet "Report", header row 1\) has no values: if it holds formulas, the file was saved without their results/,
    );
    expect(await debtsOf(2)).toEqual([]);
  });

  it('reads an .xlsx made from typed cells (numbers, dates) and a "Days Outstanding" column', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Producer ID', 'Last Name', 'First Name', 'NPN', 'Unearned Advance Balance', 'Days Outstanding'],
      ['AE1', 'Moore', 'Maria', 17000037, 639.36, 114],
      ['AE2', 'Taylor', 'Michael', 17000148, -12.5, 3],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Report');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await upload(app(), '/api/upload/2', 'typed.xlsx', data);
    expect(response.statusCode, response.body).toBe(200);
    const agents = (await app().inject({ method: 'GET', url: '/api/agents' })).json();
    expect(
      agents.map((a: { name: string; npn: string; totalDebt: number; debtAge: number }) => [
        a.name,
        a.npn,
        a.totalDebt,
        a.debtAge,
      ]),
    ).toEqual([
      ['Maria Moore', '17000037', 639.36, 114],
      ['Michael Taylor', '17000148', -12.5, 3],
    ]);
  });

  it('applies nothing and records the upload as failed when the import fails mid-way', async () => {
    await report(`${HEADER}W1,Ann One,1,$100.00,01/01/2026\n`);
    const before = await debtsOf(1);
    await expect(
      importCarrierReport(
        database().db,
        { carrierId: 1, filename: 'broken.csv', data: Buffer.from(`${HEADER}W9,Zed Nine,9,$9.00,01/01/2026\n`) },
        {
          beforeCommit: async () => {
            throw new Error('disk full');
          },
        },
      ),
    ).rejects.toThrow('disk full');
    expect(await debtsOf(1)).toEqual(before);
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toHaveLength(1);
    const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(uploads[0]).toMatchObject({
      filename: 'broken.csv',
      status: 'failed',
      error: expect.stringMatching(/Nothing was applied: disk full/),
    });
  });

  const hostile: {
    name: string;
    filename: string;
    data: () => Buffer | string;
    carrierId?: number;
    status: number;
    message: RegExp;
  }[] = [
    {
      name: 'a PDF named .csv',
      filename: 'report.csv',
      data: () => fixture('report-carrier3.pdf'),
      status: 400,
      message: /named \.csv but its content is a PDF/,
    },
    {
      name: 'an .xlsx that is not a zip',
      filename: 'report.xlsx',
      data: () => 'just text',
      status: 400,
      message: /named \.xlsx/,
    },
    {
      name: 'a PDF for a carrier that takes none',
      filename: 'report.pdf',
      data: () => fixture('report-carrier3.pdf'),
      carrierId: 1,
      status: 400,
      message: /^Invalid file type: Please upload CSV or Excel files only$/,
    },
    {
      name: 'a truncated .xlsx',
      filename: 'report.xlsx',
      data: () => fixture('report-carrier1.xlsx').subarray(0, 3000),
      status: 400,
      message: /damaged or truncated/,
    },
    {
      name: 'an .xlsx zip bomb',
      filename: 'bomb.xlsx',
      data: () => makeZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(210 * 1024 * 1024) }]),
      status: 400,
      message: /expands to more data/,
    },
    {
      name: 'a CSV with 10,000 columns',
      filename: 'wide.csv',
      data: () => `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`,
      status: 400,
      message: /more than 500 columns/,
    },
    {
      name: 'a CSV with unbalanced quotes',
      filename: 'quotes.csv',
      data: () => `${HEADER}W1,"Ann One,1,$1.00,01/01/2026\n`,
      status: 400,
      message: /CSV file cannot be read/,
    },
    {
      name: 'a 10 MB single line',
      filename: 'line.csv',
      data: () => 'x'.repeat(10 * 1024 * 1024),
      status: 400,
      message: /CSV file cannot be read|No header row/,
    },
    {
      name: 'a file with no header',
      filename: 'noheader.csv',
      data: () => 'a,b,c\n1,2,3\n',
      status: 400,
      message: /No header row found in the first 100 rows/,
    },
    { name: 'an empty file', filename: 'empty.csv', data: () => '', status: 400, message: /empty/ },
    {
      name: 'a binary file named .csv',
      filename: 'bin.csv',
      data: () => Buffer.from([0, 1, 2, 3, 0, 255]),
      status: 400,
      message: /binary/,
    },
    {
      name: 'an unknown carrier',
      filename: 'r.csv',
      data: () => HEADER,
      carrierId: 99,
      status: 404,
      message: /Carrier 99 not found/,
    },
    {
      name: 'an .xls with macros (an OLE file that is not a workbook)',
      filename: 'macro.xls',
      data: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 1)]),
      status: 400,
      message: /cannot be read|damaged/,
    },
  ];
  for (const bad of hostile) {
    it(`refuses ${bad.name} with ${bad.status}, changes nothing and lists it (when it names a carrier) as failed with the reason`, async () => {
      const response = await upload(app(), `/api/upload/${bad.carrierId ?? 3}`, bad.filename, bad.data());
      expect(response.statusCode, response.body).toBe(bad.status);
      expect(response.json().message).toMatch(bad.message);
      expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([]);
      const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
      if (bad.status === 404) {
        // No such carrier: not an upload of anyone's report, nothing to list.
        expect(uploads).toEqual([]);
        return;
      }
      expect(uploads).toMatchObject([{ status: 'failed', recordsImported: 0 }]);
      expect(uploads[0].error).toContain(response.json().message);
    });
  }

  it('stores hostile file names safely: no path, no NUL, at most 255 characters', async () => {
    for (const filename of ['../../etc/passwd.csv', 'a\u0000b.csv', `${'n'.repeat(300)}.csv`]) {
      const response = await report(`${HEADER}W1,Ann One,1,$1.00,01/01/2026\n`, 1, filename);
      expect(response.statusCode, response.body).toBe(200);
    }
    const names = (await app().inject({ method: 'GET', url: '/api/file-uploads' }))
      .json()
      .map((u: { filename: string }) => u.filename);
    expect(names.every((n: string) => !n.includes('/') && !n.includes('\u0000') && n.length <= 255)).toBe(true);
  });

  it('refuses an upload over the size limit with 413', async () => {
    const response = await report('x'.repeat(21 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large|larger than 20 MB/);
  });

  it('reads CSV that is not UTF-8 (Windows-1252) without losing the row', async () => {
    const data = Buffer.concat([
      Buffer.from(`${HEADER}W1,Jos`),
      Buffer.from([0xe9]),
      Buffer.from(' Miller,5,$3.00,01/01/2026\n'),
    ]);
    const response = await report(data as unknown as string);
    expect(response.statusCode).toBe(200);
    expect((await debtsOf(1))[0]).toMatchObject({ name: 'José Miller', amount: 3 });
  });

  it('adds no paid 0.00 debt again on each upload of a report where someone owes nothing', async () => {
    const csv = `${HEADER}W1,Ann One,1,$100.00,01/01/2026\nW2,Bob Two,2,0.00,01/01/2026\n`;
    for (let upload = 0; upload < 3; upload++) {
      const response = await report(csv);
      expect(response.statusCode, response.body).toBe(200);
      if (upload > 0) expect(response.json().changes).toMatchObject({ new: 0, unchanged: 2, increased: 0 });
    }
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([['Ann One', 100]]);
  });

  it('reads Windows-1252 punctuation as printed: a curly apostrophe in a name, an en dash as a minus', async () => {
    const data = Buffer.concat([
      Buffer.from(`${HEADER}W1,"D`),
      Buffer.from([0x92]), // ’
      Buffer.from('Angelo, Dario",5,60.00,01/01/2026\nW2,Ann Lee,6,'),
      Buffer.from([0x96]), // –
      Buffer.from('40.00,01/01/2026\n'),
    ]);
    const response = await report(data as unknown as string);
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([]);
    expect(await debtsOf(1)).toEqual([
      expect.objectContaining({ name: 'Ann Lee', amount: -40 }),
      expect.objectContaining({ name: 'Dario D\u2019Angelo', amount: 60 }),
    ]);
  });

  it('reads a tab-separated export whose quoted cells hold line breaks and commas', async () => {
    const tsv = [
      'Writing Number\tAgent Name\tNPN\tComments\tChargeback Balance\tChargeback Date',
      'W1\tHughes, Carol\t1\t"Lapse - 2nd month\nrecovery, scheduled"\t250.00\t10/01/2026',
      'W2\tPatel, Raj\t2\tNSF\t"1,020.75"\t10/01/2026',
      'W3\tOkoro, Ngozi\t3\t"Reinstated\n- credit, issued"\t-30.00\t10/01/2026',
    ].join('\r\n');
    const response = await report(tsv);
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([]);
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([
      ['Carol Hughes', 250],
      ['Ngozi Okoro', -30],
      ['Raj Patel', 1020.75],
    ]);
  });
  it('reads an ".xls" that a web portal exported as an HTML table, as shown: leading zeros, marks, totals', async () => {
    const html = [
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>',
      '<table border="1"><tr><td colspan="4"><b>Acme Life \u2014 Debit Balance Report</b></td></tr>',
      '<tr><th>Writing Number</th><th>Agent Name</th><th>Balance Due</th><th>Chargeback Date</th></tr>',
      '<tr><td>000903</td><td>WASHINGTON, GEORGE T, JR</td><td>$1,234.56</td><td>10/03/2026</td></tr>',
      '<tr><td>00412</td><td>Pe&ntilde;a, Jos&#233;</td><td>(45.00)</td><td>Oct 3, 2026</td></tr>',
      '<tr><td>00413</td><td>O&#39;NEIL, MAE</td><td>10.00</td><td>Oct 3, 2026</td></tr>',
      '<tr><td>Report Total</td><td></td><td>1,199.56</td><td></td></tr>',
      '</table></body></html>',
    ].join('\r\n');
    const response = await report(html, 1, 'DebitBalances.xls');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recordsImported: 3, errors: [] });
    // Character references read as a browser shows them: the same names as next month's CSV gives.
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([
      ['GEORGE T WASHINGTON JR', 1234.56],
      ['Jos\u00e9 Pe\u00f1a', -45],
      ["MAE O'NEIL", 10],
    ]);
    const numbers = await database()
      .db.selectFrom('writing_numbers')
      .select('writing_number')
      .orderBy('writing_number')
      .execute();
    expect(numbers.map((n) => n.writing_number)).toEqual(['000903', '00412', '00413']);
  });

  it('reads an ".xls" that is tab-separated text, and an .xlsx saved under the .xls name', async () => {
    const tsv = 'Writing Number\tAgent Name\tBalance Owed\nW1\tHughes, Carol\t250.00\nW2\tPatel, Raj\t12.50\n';
    const text = await report(tsv, 1, 'export.xls');
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().recordsImported).toBe(2);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Writing Number', 'Agent Name', 'Balance Owed'],
        ['W1', 'Hughes, Carol', 300],
      ]),
      'Report',
    );
    const zipped = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const renamed = await upload(app(), '/api/upload/1', 'report.xls', zipped);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([
      ['Carol Hughes', 300],
      ['Raj Patel', 0],
    ]);
  });
  it("a new person's name-only adjustment line and coded line make one record, with the writing number", async () => {
    const response = await report(
      'Writing Number,Agent Name,Balance Due\n,"Smith, John",-20.00\nW1,"SMITH, JOHN",100.00\nW2,"Lee, Pat",5.00\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recordsImported: 3, changes: { new: 2 } });
    const records = await database()
      .db.selectFrom('agents')
      .select(['name', 'agent_id'])
      .where('carrier_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { name: 'JOHN SMITH', agent_id: 'W1' },
      { name: 'Pat Lee', agent_id: 'W2' },
    ]);
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([
      ['JOHN SMITH', 80],
      ['Pat Lee', 5],
    ]);
  });
  it("a name-only line goes where the report's coded line of that name goes, even when the record's name differs", async () => {
    const { id } = await database()
      .db.insertInto('agents')
      .values({ name: 'Jonathan Smith', carrier_id: 1, agent_id: 'W1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database()
      .db.insertInto('writing_numbers')
      .values({ agent_id: id, carrier_id: 1, writing_number: 'W1', writing_number_key: 'W1' })
      .execute();
    const response = await report(
      'Writing Number,Agent Name,Balance Due\nW1,"Smith, John",100.00\n,"Smith, John",-20.00\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recordsImported: 2, changes: { new: 0 } });
    expect((await debtsOf(1)).map((debt) => [debt.name, debt.amount])).toEqual([['Jonathan Smith', 80]]);
  });
});
