import { beforeEach, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  npn: string | null;
  name: string;
  type: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  address: string | null;
  state: string | null;
  zipcode: string | null;
  status: string;
  uplineName: string | null;
  uplineNPN: string | null;
};

/** An .xlsx of the given sheets, in order. */
function workbook(sheets: Record<string, (string | number)[][]>): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describeApi('agent lists as contracting systems export them (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(reset);

  const importList = (filename: string, csv: string) => upload(app(), '/api/import-agents', filename, csv);
  const agent = async (npn: string) =>
    ((await app().inject(`/api/agents?npn=${npn}`)).json() as Agent[]).find((a) => a.npn !== null)!;

  it('stores a hierarchy report as written by hand: firm names, address lines, state codes, uplines by name only', async () => {
    const response = await importList(
      'producers-in-hierarchy.csv',
      [
        'Producer Name,NPN,Producer Type,Agreement Status,Upline Producer Name,Address Line 1,Address Line 2,State,Zip Code',
        '"DOE, JANE",17000009,Individual Licensee,Appointed,,1 Elm St,,Texas,75201',
        '"ONE, ANN B",17000001,Individual Licensee,Terminated - Not For Cause,"DOE, JANE [A900]",12 Main St,Suite 200,New Mexico,87101-1234',
        'ACME AGENCY LLC,17000002,Firm,Inactive,Jane Doe (17000009),,,,',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3, updated: 0, writingNumbers: 0, uplinesByName: 2, errors: [] });
    expect(await agent('17000001')).toMatchObject({
      name: 'ANN B ONE',
      type: 'Individual',
      status: 'terminated',
      address: '12 Main St, Suite 200',
      state: 'NM',
      zipcode: '87101-1234',
      uplineName: 'JANE DOE',
      uplineNPN: '17000009',
    });
    expect(await agent('17000002')).toMatchObject({
      name: 'ACME AGENCY LLC',
      type: 'Business',
      businessName: 'ACME AGENCY LLC',
      firstName: null,
      lastName: null,
      status: 'inactive',
      uplineName: 'Jane Doe',
      uplineNPN: '17000009',
    });
    expect(await agent('17000009')).toMatchObject({ state: 'TX', status: 'active', uplineNPN: null });
  });

  it('never links an upline by the code after its name when the name is two people’s', async () => {
    await importList('known.csv', 'NPN,First Name,Last Name\n17000008,Jane,Doe\n17000009,Jane,Doe\n');
    const response = await importList(
      'office.csv',
      'NPN,First Name,Last Name,Upline\n17000001,Ann,One,Jane Doe (17000009)\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 1, updated: 0, writingNumbers: 0, errors: [] });
    expect(await agent('17000001')).toMatchObject({ uplineName: 'Jane Doe', uplineNPN: null });
  });

  it('reads the list from the sheet that holds it, past a cover sheet of the export’s filters', async () => {
    const file = workbook({
      'Report Filters': [['Producer Export'], ['Run by', 'jdoe'], ['Status', 'All']],
      Producers: [
        ['NPN', 'First Name', 'Last Name'],
        ['17000021', 'Ann', 'One'],
        ['17000022', 'Bo', 'Two'],
      ],
    });
    const response = await upload(app(), '/api/import-agents', 'producers.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 2, errors: [] });
    expect(await agent('17000022')).toMatchObject({ name: 'Bo Two' });
  });

  // More on lists over several sheets: import-agents-sheets.test.ts.
  it('reads a workbook with an agent list on two sheets (Active, Terminated) as one list', async () => {
    const list = (npn: string, first: string) => [
      ['NPN', 'First Name', 'Last Name'],
      [npn, first, 'Doe'],
    ];
    const file = workbook({ 'Active Agents': list('17000031', 'Ann'), Terminated: list('17000032', 'Bo') });
    const response = await upload(app(), '/api/import-agents', 'producers.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(await agent('17000032')).toMatchObject({ name: 'Bo Doe' });
  });

  it("links an upline given by the list's own Agent ID to that row's person; an ID no row carries links nothing", async () => {
    const response = await importList(
      'hierarchy-export.csv',
      [
        'Agent ID,Agent Name,NPN,Upline ID,Status',
        'A100,Jane Doe,17000009,,Active',
        'A101,"Smith, John",17000001,A100,Active',
        // In any case, and before the row it names.
        'A103,Al Wu,17000004,a102,Active',
        'A102,Pat Lee,17000003,A101,Active',
        'A104,Bo Li,17000005,A999,Active',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 5, errors: [] });
    expect(await agent('17000001')).toMatchObject({ uplineNPN: '17000009' });
    expect(await agent('17000003')).toMatchObject({ uplineNPN: '17000001' });
    expect(await agent('17000004')).toMatchObject({ uplineNPN: '17000003' });
    expect(await agent('17000005')).toMatchObject({ uplineNPN: null });
    // Team View's walk follows the links: Jane's downline is John, Pat and Al.
    const team = await app().inject('/api/team/members?npn=17000009');
    expect(team.statusCode, team.body).toBe(200);
    const { members } = team.json() as { members: { npn: string; level: number }[] };
    expect(members.map((member) => [member.npn, member.level])).toEqual([
      ['17000001', 1],
      ['17000003', 2],
      ['17000004', 3],
    ]);
  });

  it("links an upline ID that is a row's NPN when no row carries it as an ID (systems that call the NPN an ID)", async () => {
    const response = await importList(
      'hierarchy-by-npn.csv',
      [
        'NPN,First Name,Last Name,Upline ID',
        '17000009,Jane,Doe,',
        '17000001,John,Smith,17000009',
        '17000002,Al,Wu,999',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await agent('17000001')).toMatchObject({ uplineNPN: '17000009' });
    expect(await agent('17000002')).toMatchObject({ uplineNPN: null });
  });

  it('refuses a contact export whose only NPN is the upline’s: that NPN is never taken as the person’s', async () => {
    const response = await importList('contacts.csv', 'FirstName,LastName,Upline_NPN__c\nAnn,One,17000009\n');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('an agent list needs at least an NPN column and a name column');
  });
});
