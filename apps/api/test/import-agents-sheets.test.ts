import { beforeEach, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = { npn: string | null; name: string; email: string | null; status: string; carrierId: number | null };
type Sheet = { name: string; rows: (string | number)[][]; hidden?: boolean };

/** An .xlsx of the given sheets, in order (a hidden one as Excel hides it). */
function workbook(sheets: Sheet[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  book.Workbook = { Sheets: sheets.map(({ name, hidden }) => ({ name, Hidden: hidden ? 1 : 0 })) };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Active agents as one system exports them, and the terminated ones on a sheet with its own columns. */
const ACTIVE: Sheet = {
  name: 'Active',
  rows: [
    ['NPN', 'First Name', 'Last Name', 'Status', 'Email'],
    ['17000041', 'Ann', 'Able', 'Active', 'ann@example.com'],
    ['17000042', 'Bo', 'Baker', 'Active', 'bo@example.com'],
  ],
};
const TERMINATED: Sheet = {
  name: 'Terminated',
  rows: [
    ['Terminated producers as of 03/31/2026'],
    ['E-mail Address', 'Agent Name', 'Contract Status', 'Agent NPN'],
    ['cy@example.com', 'COLE, CY', 'Terminated', '17000043'],
    ['di@example.com', 'DUNN, DI', 'Cancelled', '0017000044'],
  ],
};

describeApi('an agent list on several sheets (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(reset);

  const importBook = (sheets: Sheet[]) => upload(app(), '/api/import-agents', 'producers.xlsx', workbook(sheets));
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];
  const byNpn = async () =>
    Object.fromEntries((await agents()).map((a) => [a.npn!.replace(/^0+/, ''), [a.name, a.status, a.email]]));

  it('imports every list sheet, each by its own header, as one list', async () => {
    const response = await importBook([ACTIVE, TERMINATED]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 4, updated: 0, writingNumbers: 0, errors: [] });
    expect(await byNpn()).toEqual({
      '17000041': ['Ann Able', 'active', 'ann@example.com'],
      '17000042': ['Bo Baker', 'active', 'bo@example.com'],
      '17000043': ['CY COLE', 'terminated', 'cy@example.com'],
      '17000044': ['DI DUNN', 'terminated', 'di@example.com'],
    });
    // One upload, every sheet's rows counted in it.
    const uploads = (await app().inject('/api/file-uploads')).json() as { recordsProcessed: number }[];
    expect(uploads).toMatchObject([{ recordsProcessed: 4, recordsImported: 4, status: 'success' }]);
  });

  it('passes a cover sheet by, and never reads a hidden sheet', async () => {
    const cover: Sheet = { name: 'Report Filters', rows: [['Producer Export'], ['Run by', 'jdoe'], ['Status', 'All']] };
    const hidden: Sheet = {
      name: 'Last Month',
      hidden: true,
      rows: [
        ['NPN', 'First Name', 'Last Name'],
        ['17000049', 'Old', 'Row'],
      ],
    };
    const response = await importBook([cover, ACTIVE, hidden, TERMINATED]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 4, updated: 0, writingNumbers: 0, errors: [] });
    expect(Object.keys(await byNpn()).sort()).toEqual(['17000041', '17000042', '17000043', '17000044']);
  });

  it('names the sheet in each row error, in the file’s order, and imports the good rows', async () => {
    const terminated: Sheet = {
      name: 'Terminated',
      rows: [...TERMINATED.rows, ['not-an-email', 'EVE, ED', 'Terminated', '17000045'], ['', 'FOX, FAY', '', '']],
    };
    const active: Sheet = { name: 'Active', rows: [...ACTIVE.rows, ['12AB', 'Gil', 'Gray', 'Active', '']] };
    const response = await importBook([active, terminated]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 4,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Sheet "Active", row 4: the NPN "12AB" is not an NPN (up to 10 digits)',
        'Sheet "Terminated", row 5: Email "not-an-email" is not an e-mail address',
        'Sheet "Terminated", row 6: no NPN',
      ],
    });
  });

  it('names the sheet in the errors found against the people already known', async () => {
    await importBook([ACTIVE]);
    const header = ['NPN', 'First Name', 'Last Name', 'Upline NPN'];
    const response = await importBook([
      { name: 'North', rows: [header, ['17000061', 'Kim', 'Kerr', '17000041']] },
      {
        name: 'South',
        rows: [header, ['17000041', 'Zed', 'Zulu', ''], ['17000062', 'Lu', 'Lam', '17000062']],
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Sheet "South", row 2: NPN 17000041 is Ann Able here; this row names Zed Zulu: check the NPN; this row was not used',
        'Sheet "South", row 3: the Upline NPN 17000062 is the agent\'s own NPN (an agent cannot be their own upline); ' +
          'this row was not used',
      ],
    });
  });

  it('takes a person on two sheets as a repeat in one sheet: the first row, the later one an error saying so', async () => {
    const terminated: Sheet = {
      name: 'Terminated',
      rows: [
        ...TERMINATED.rows,
        ['ann.old@example.com', 'ABLE, ANN', 'Terminated', '0017000041'],
        ['', 'ZULU, ZED', 'Terminated', '17000042'],
      ],
    };
    const response = await importBook([ACTIVE, terminated]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 4,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Sheet "Terminated", row 5: NPN 17000041 is also on sheet "Active", row 2; only the first was used ' +
          '(its status there, active, was kept; this row says terminated)',
        'Sheet "Terminated", row 6: NPN 17000042 is also on sheet "Active", row 3 for Bo Baker, not ZED ZULU; ' +
          'this row was not used (its status there, active, was kept; this row says terminated)',
      ],
    });
    expect((await byNpn())['17000041']).toEqual(['Ann Able', 'active', 'ann@example.com']);
    expect((await agents()).filter((a) => a.npn?.endsWith('17000041'))).toHaveLength(1);
  });

  it('a later sheet’s appointment of a person is used, with its own status at its carrier', async () => {
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    const header = ['NPN', 'First Name', 'Last Name', 'Status', 'Carrier Name', 'Writing Number'];
    const response = await importBook([
      { name: 'Active', rows: [header, ['17000051', 'Hal', 'Hart', 'Active', 'Aetna', 'AE51']] },
      {
        name: 'Terminated',
        rows: [
          header,
          ['17000051', 'Hal', 'Hart', 'Terminated', 'AMAM', 'AA51'],
          ['17000052', 'Ivy', 'Irons', 'Terminated', 'Nowhere Life', 'NW52'],
          ['17000053', 'Jo', 'Jones', 'Terminated', 'Aetna', 'AE-51'],
        ],
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 3,
      updated: 0,
      writingNumbers: 2,
      errors: [
        'Sheet "Terminated", row 3: the carrier "Nowhere Life" is not set up under Companies (or fits more than one); ' +
          'its writing number was not recorded, nor its status there',
        'Sheet "Terminated", row 4: writing number AE-51 (AE51) at AETNA is already on sheet "Active", row 2 ' +
          'for NPN 17000051 (Hal Hart); it was not recorded, nor its status at AETNA',
      ],
      notes: [
        "1 person has different statuses at different carriers: each carrier's record took its own row's status, " +
          "and the person's own status is active when any of their appointments is (else inactive when any is, " +
          'else terminated).',
      ],
    });
    // Hal is terminated at American Amicable only: still active at Aetna, and so active himself.
    const carriers = (await app().inject('/api/carriers')).json() as { id: number; code: string }[];
    const codeOf = (id: number | null) => carriers.find((c) => c.id === id)?.code ?? '-';
    const hal = (await agents()).filter((a) => a.npn === '17000051');
    expect(Object.fromEntries(hal.map((a) => [codeOf(a.carrierId), a.status]))).toEqual({
      '-': 'active',
      AETNA: 'active',
      AMAM: 'terminated',
    });
  });

  it('previews what the import reads: the first list sheet’s rows, and every list sheet named', async () => {
    const cover: Sheet = { name: 'Summary', rows: [['Agents: 4']] };
    const response = await upload(
      app(),
      '/api/import-agents/inspect',
      'producers.xlsx',
      workbook([cover, ACTIVE, TERMINATED]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const inspection = response.json();
    expect(inspection.rows[0]).toEqual(ACTIVE.rows[0]);
    expect(inspection.detected).toMatchObject({ headerRow: 1, columns: { npn: 'NPN', firstName: 'First Name' } });
    expect(inspection.problem).toContain('The agent list is on 2 sheets ("Active", "Terminated")');
    const one = await upload(app(), '/api/import-agents/inspect', 'producers.xlsx', workbook([cover, ACTIVE]));
    expect(one.json()).toMatchObject({ problem: null, detected: { headerRow: 1 } });
  });

  it('with a saved layout, reads each sheet whose header it or detection reads, and no other', async () => {
    const layout = {
      headerRow: 1,
      headers: ['License Ref', 'Given', 'Family'],
      columns: { npn: 'License Ref', firstName: 'Given', lastName: 'Family' },
    };
    expect((await app().inject({ method: 'PUT', url: '/api/agent-list-layout', payload: layout })).statusCode).toBe(
      200,
    );
    const odd = (name: string, npn: string): Sheet => ({ name, rows: [layout.headers, [npn, 'Ida', name]] });
    const notes: Sheet = {
      name: 'Notes',
      rows: [
        ['Ref', 'Comment'],
        ['17000069', 'call back'],
      ],
    };
    const response = await importBook([odd('North', '17000061'), notes, odd('South', '17000062')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(Object.keys(await byNpn()).sort()).toEqual(['17000061', '17000062']);
  });
});
