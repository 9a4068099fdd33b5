import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Row = (string | number | Date | null)[];

const HEADER: Row = ['Writing Number', 'Agent Name', 'NPN', 'Chargeback Balance'];
/** Four agents as the tester's files hold them: Avery 100.00, Blake 250.50, Casey −40.00, Devon 1,234.56. */
const AGENTS: Row[] = [
  ['XW1001', 'Quill, Avery', '88000001', 100],
  ['XW1002', 'Quill, Blake', '88000002', 250.5],
  ['XW1003', 'Quill, Casey', '88000003', -40],
  ['XW1004', 'Quill, Devon', '88000004', 1234.56],
];
const EXPECTED = [
  ['Avery Quill', 100],
  ['Blake Quill', 250.5],
  ['Casey Quill', -40],
  ['Devon Quill', 1234.56],
];

function workbook(sheets: { name: string; sheet: XLSX.WorkSheet; hidden?: 0 | 1 | 2 }[]): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  for (const { name, sheet } of sheets) XLSX.utils.book_append_sheet(book, sheet, name);
  book.Workbook = { Sheets: sheets.map(({ name, hidden }) => ({ name, Hidden: hidden ?? 0 })) };
  return book;
}

const write = (book: XLSX.WorkBook, bookType: 'xlsx' | 'xls' = 'xlsx') =>
  XLSX.write(book, { type: 'buffer', bookType }) as Buffer;

const xlsx = (rows: Row[], edit?: (sheet: XLSX.WorkSheet) => void) => {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  edit?.(sheet);
  return write(workbook([{ name: 'Data', sheet }]));
};

/** The zip's parts, read and written by SheetJS's own zip code (its `CFB` is typed `any`). */
type ZipEntry = { content: Uint8Array };
const CFB = XLSX.CFB as {
  read(data: Buffer, options: { type: 'buffer' }): object;
  find(zip: object, path: string): ZipEntry | null;
  write(zip: object, options: { type: 'buffer'; fileType: 'zip' }): Buffer;
};

/** An .xlsx whose first sheet's XML is changed as `edit` says (what another writer would have written). */
function editSheetXml(data: Buffer, edit: (xml: string) => string): Buffer {
  const zip = CFB.read(data, { type: 'buffer' });
  const entry = CFB.find(zip, '/xl/worksheets/sheet1.xml');
  if (!entry) throw new Error('no sheet1.xml');
  const before = Buffer.from(entry.content).toString('utf8');
  const after = edit(before);
  if (after === before) throw new Error('the sheet XML did not change');
  entry.content = Buffer.from(after, 'utf8');
  return Buffer.from(CFB.write(zip, { type: 'buffer', fileType: 'zip' }));
}

describeApi('carrier spreadsheets: the cells a person sees', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const send = (data: Buffer, filename = 'report.xlsx') => upload(app(), '/api/upload/1', filename, data);
  const debts = async () =>
    (
      await database()
        .db.selectFrom('debts')
        .innerJoin('agents', 'agents.id', 'debts.agent_id')
        .select(['agents.name', 'debts.amount'])
        .where('debts.carrier_id', '=', 1)
        .where('debts.status', '=', 'outstanding')
        .orderBy('agents.name')
        .execute()
    ).map((debt) => [debt.name, Number(debt.amount)]);

  it('leaves out a hidden sheet (last month kept out of sight) and reads the visible one', async () => {
    const october = AGENTS.map(([code, name, npn, amount]) => [code, name, npn, Number(amount) * 10]);
    for (const hidden of [1, 2] as const) {
      await reset();
      await app().inject({ method: 'POST', url: '/api/init-companies' });
      const book = workbook([
        { name: 'Oct 2026', sheet: XLSX.utils.aoa_to_sheet([HEADER, ...october]), hidden },
        { name: 'Nov 2026', sheet: XLSX.utils.aoa_to_sheet([HEADER, ...AGENTS]) },
      ]);
      for (const bookType of ['xlsx', 'xls'] as const) {
        const response = await send(write(book, bookType), `report.${bookType}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().layout.sheet).toBe('Nov 2026');
        expect(await debts()).toEqual(EXPECTED);
      }
    }
  });

  it('reads the sheets when every one is hidden', async () => {
    const book = workbook([{ name: 'Only', sheet: XLSX.utils.aoa_to_sheet([HEADER, ...AGENTS]), hidden: 1 }]);
    const response = await send(write(book));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.sheet).toBe('Only');
    expect(await debts()).toEqual(EXPECTED);
  });

  it("reads the agent's cells merged down over their policy rows in each of those rows", async () => {
    const rows: Row[] = [
      ['Writing Number', 'Agent Name', 'NPN', 'Policy Number', 'Chargeback Amount'],
      ['XW1001', 'Quill, Avery', 88000001, 'P1', 60],
      [null, null, null, 'P2', 40],
      ['XW1002', 'Quill, Blake', 88000002, 'P3', 200],
      [null, null, null, 'P4', 50.5],
      ['XW1003', 'Quill, Casey', 88000003, 'P5', -40],
      ['XW1004', 'Quill, Devon', 88000004, 'P6', 1000],
      [null, null, null, 'P7', 200],
      [null, null, null, 'P8', 34.56],
    ];
    const data = xlsx(rows, (sheet) => {
      sheet['!merges'] = [1, 3, 6].flatMap((top) =>
        [0, 1, 2].map((c) => ({ s: { r: top, c }, e: { r: top + (top === 6 ? 2 : 1), c } })),
      );
    });
    const response = await send(data);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ errors: [], recordsProcessed: 8, recordsImported: 8 });
    expect(response.json().layout.summaryRowsSkipped).toBe(0);
    expect(await debts()).toEqual(EXPECTED);
  });

  it('fills no merge in a two-row header or a title, nor over a total row, nor a balance shown once for several rows', async () => {
    const rows: Row[] = [
      ['Chargeback Report', null, null, null, null],
      ['Writing Number', 'Agent Name', 'NPN', 'Policy Number', 'Chargeback', null],
      [null, null, null, null, 'Amount', 'Date'],
      ['XW1001', 'Quill, Avery', 88000001, 'P1', 60, new Date(Date.UTC(2026, 8, 1))],
      [null, null, null, 'P2', 40, new Date(Date.UTC(2026, 8, 1))],
      [null, null, null, 'Agent Total', 100, null],
      ['XW1002', 'Quill, Blake', 88000002, 'P3', 250.5, new Date(Date.UTC(2026, 8, 2))],
      ['XW1003', 'Quill, Casey', 88000003, 'P4', -40, new Date(Date.UTC(2026, 8, 3))],
      ['XW1004', 'Quill, Devon', 88000004, 'P5', 1234.56, new Date(Date.UTC(2026, 8, 4))],
      [null, 'Grand Total', null, null, 1545.06, null],
    ];
    const data = xlsx(rows, (sheet) => {
      sheet['!merges'] = [
        { s: { r: 0, c: 0 }, e: { r: 0, c: 5 } }, // the title, across
        // "Writing Number", "Agent Name", "NPN" and "Policy Number" down over both header rows.
        ...[0, 1, 2, 3].map((c) => ({ s: { r: 1, c }, e: { r: 2, c } })),
        { s: { r: 1, c: 4 }, e: { r: 1, c: 5 } }, // "Chargeback" over its two columns
        // Avery's cells down over her two policies and the total under them.
        ...[0, 1, 2].map((c) => ({ s: { r: 3, c }, e: { r: 5, c } })),
      ];
    });
    const response = await send(data);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      errors: [],
      layout: {
        headerRow: 2,
        columns: { writingNumber: 'Writing Number', name: 'Agent Name', npn: 'NPN', amount: 'Chargeback Amount' },
        summaryRowsSkipped: 2,
      },
    });
    expect(await debts()).toEqual(EXPECTED);

    // One balance shown over an agent's two policy rows is owed once, not once a row.
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    const once = xlsx(
      [
        ['Writing Number', 'Agent Name', 'Policy Number', 'Issue Date', 'Balance Due'],
        ['XW1001', 'Quill, Avery', 'P1', new Date(Date.UTC(2025, 0, 5)), 100.25],
        [null, null, 'P2', new Date(Date.UTC(2025, 2, 9)), null],
      ],
      (sheet) => {
        sheet['!merges'] = [0, 1, 4].map((c) => ({ s: { r: 1, c }, e: { r: 2, c } }));
      },
    );
    const onceResponse = await send(once);
    expect(onceResponse.statusCode, onceResponse.body).toBe(200);
    expect(await debts()).toEqual([['Avery Quill', 100.25]]);
  });

  it('reads every row of a sheet whose recorded size (<dimension>) is smaller than its data', async () => {
    const data = editSheetXml(xlsx([HEADER, ...AGENTS]), (xml) =>
      xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:D2"/>'),
    );
    const response = await send(data);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ errors: [], recordsProcessed: 4, recordsImported: 4 });
    expect(await debts()).toEqual(EXPECTED);
  });

  it('names the row a person sees when the sheet starts below row 1 or right of column A', async () => {
    const rows: Row[] = [HEADER, ['XW1001', 'Quill, Avery', '88000001', 'lots'], ...AGENTS.slice(1)];
    // As Excel saves it: the recorded size (an .xlsx's <dimension>, an .xls's DIMENSIONS) starts at B3.
    const sheet = XLSX.utils.aoa_to_sheet([]);
    XLSX.utils.sheet_add_aoa(sheet, rows, { origin: 'B3' });
    sheet['!ref'] = 'B3:E7';
    const book = workbook([{ name: 'Data', sheet }]);
    for (const bookType of ['xlsx', 'xls'] as const) {
      const response = await send(write(book, bookType), `report.${bookType}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        errors: ['Row 4: the amount "lots" is not a number'],
        layout: { headerRow: 3 },
      });
    }
  });

  it('reads an amount its number format marks CR as a credit, and DR as owed', async () => {
    const data = xlsx([HEADER, ...AGENTS], (sheet) => {
      sheet['D4'] = { t: 'n', v: 40, z: '#,##0.00 "CR"' };
      sheet['D3'] = { t: 'n', v: 250.5, z: '#,##0.00\\ \\D\\R' };
      // Other formats stay numbers, with every digit.
      sheet['D5'] = { t: 'n', v: 1234.56, z: '"$"#,##0' };
    });
    const response = await send(data);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ errors: [], recordsImported: 4 });
    expect(await debts()).toEqual(EXPECTED);
  });

  it('quotes an error cell (#N/A, #DIV/0!) in the amount, in the reason and in the cells as written', async () => {
    const data = xlsx([HEADER, ...AGENTS], (sheet) => {
      sheet['D3'] = { t: 'e', v: 0x2a };
      sheet['D4'] = { t: 'e', v: 0x07 };
    });
    for (const [body, filename] of [
      [data, 'report.xlsx'],
      [write(XLSX.read(data), 'xls'), 'report.xls'],
    ] as const) {
      const response = await send(body, filename);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result.errors).toEqual([
        'Row 3: the amount "#N/A" is not a number',
        'Row 4: the amount "#DIV/0!" is not a number',
      ]);
      expect(result.review.map((row: { raw: Record<string, string> }) => row.raw['Chargeback Balance'])).toEqual([
        '#N/A',
        '#DIV/0!',
      ]);
    }
  });

  it('never takes an error cell in a name or writing number column (a lookup that failed) for a name or a number', async () => {
    const data = xlsx([HEADER, ...AGENTS], (sheet) => {
      sheet['A3'] = { t: 'e', v: 0x2a };
      sheet['B4'] = { t: 'e', v: 0x2a };
      sheet['A5'] = { t: 'e', v: 0x2a };
      sheet['B5'] = { t: 'e', v: 0x2a };
    });
    const response = await send(data);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ errors: [], recordsImported: 4 });
    const agents = (await app().inject({ method: 'GET', url: '/api/agents' })).json() as {
      name: string;
      npn: string | null;
      writingNumbers: { writingNumber: string }[];
    }[];
    expect(agents).toHaveLength(4);
    for (const agent of agents) {
      expect(agent.name).not.toContain('#');
      expect(agent.writingNumbers.map((w) => w.writingNumber)).not.toContain('#N/A');
    }
    expect(agents.find((a) => a.npn === '88000002')).toMatchObject({ name: 'Blake Quill', writingNumbers: [] });
  });
});
