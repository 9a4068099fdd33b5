import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { fixture, upload } from './uploads';

type Agent = {
  id: number;
  name: string;
  npn: string | null;
  carrierId: number | null;
  status: string;
  type: string;
  gender: string | null;
  npnVerified: string;
  role: string;
  compLevel: number;
  dateOfBirth: string | null;
  uplineNPN: string | null;
  uplineName: string | null;
  email: string | null;
};

describeApi('agent list import (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(reset);

  const importList = (csv: string | Buffer, filename = 'agents.csv') =>
    upload(app(), '/api/import-agents', filename, csv);
  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
  const byNpn = async (npn: string) => (await agents()).find((a) => a.npn === npn);

  it('matches columns by name in any order and case; people have no carrier; enums are normalised', async () => {
    const response = await importList(
      'role,EMAIL,npn verified,Last Name,first name,NPN,status,gender,type,dob,comp level\n' +
        'agency owner,ann@example.com,yes,One,Ann,1001,ACTIVE,f,business,1960-01-31,85\n' +
        'AGENT,,No,Two,Bob,1002,Term,M,,3/4/1962,\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(await byNpn('1001')).toMatchObject({
      name: 'Ann One',
      carrierId: null,
      email: 'ann@example.com',
      status: 'active',
      role: 'Agency Owner',
      npnVerified: 'Verified',
      gender: 'Female',
      type: 'Business',
      compLevel: 85,
      dateOfBirth: '1960-01-31',
    });
    expect(await byNpn('1002')).toMatchObject({
      status: 'terminated',
      role: 'Agent',
      npnVerified: 'Not Verified',
      gender: 'Male',
      type: 'Individual',
      compLevel: 100,
      dateOfBirth: '1962-03-04',
    });
  });

  it('links an upline that appears later in the same file', async () => {
    await importList(
      'NPN,First Name,Last Name,Upline Name,Upline NPN\n2002,Dee,Report,Mia Boss,2001\n2001,Mia,Boss,,\n',
    );
    expect(await byNpn('2002')).toMatchObject({ uplineNPN: '2001', uplineName: 'Mia Boss' });
    const team = (await app().inject({ method: 'GET', url: '/api/team/members?npn=2001' })).json();
    expect(team.members.map((m: { npn: string }) => m.npn)).toEqual(['2002']);
  });

  it('upserts by NPN: a second import updates the same people (imported = new, updated = existing)', async () => {
    await importList('NPN,First Name,Last Name,Status\n3001,Ann,One,Active\n');
    const response = await importList('NPN,First Name,Last Name,Status\n3001,Ann,Smith,Terminated\n3002,New,Person,\n');
    expect(response.json()).toEqual({ imported: 1, updated: 1, writingNumbers: 0, errors: [] });
    const list = await agents();
    expect(list).toHaveLength(2);
    expect(list.find((a) => a.npn === '3001')).toMatchObject({ name: 'Ann Smith', status: 'terminated' });
  });

  it('the same list uploaded again counts everyone updated (SPEC) and unchanged, and writes no record', async () => {
    const list =
      'NPN,First Name,Last Name,Email,Status\n3101,Ann,One,ann@example.com,Active\n3102,Bo,Two,,Terminated\n';
    expect((await importList(list)).json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    const before = await agents();
    const again = await importList(list);
    expect(again.json()).toEqual({ imported: 0, updated: 2, unchanged: 2, writingNumbers: 0, errors: [] });
    // Not even their updated dates move: nothing was written.
    expect(await agents()).toEqual(before);
    const changed = await importList(list.replace('ann@example.com', 'ann.new@example.com'));
    expect(changed.json()).toEqual({ imported: 0, updated: 2, unchanged: 1, writingNumbers: 0, errors: [] });
    expect(await byNpn('3101')).toMatchObject({ email: 'ann.new@example.com' });
  });

  it('imports a list that gives each person’s whole name in one column, in either order', async () => {
    const response = await importList(
      'Producer Name,NPN,Upline NPN,Email\n' +
        '"LOPEZ, MARIA",5001,,maria@example.com\n' +
        '"O\'Brien, James T, Jr",5002,5001,\n' +
        'Ana Souza,5003,5001,\n',
      'producers.csv',
    );
    expect(response.json()).toEqual({ imported: 3, updated: 0, writingNumbers: 0, errors: [] });
    expect(await byNpn('5001')).toMatchObject({ name: 'MARIA LOPEZ', email: 'maria@example.com' });
    expect(await byNpn('5002')).toMatchObject({ name: "James T O'Brien Jr", uplineNPN: '5001' });
    const person = (await app().inject({ method: 'GET', url: `/api/agents/${(await byNpn('5003'))!.id}` })).json();
    expect(person).toMatchObject({ firstName: 'Ana', lastName: 'Souza' });
  });

  it('skips bad rows with "Row N: why" and imports the good ones', async () => {
    const response = await importList(
      'NPN,First Name,Last Name,Comp Level,DoB\n' +
        ',No,Npn,100,\n4001,Bad,Comp,lots,\n4002,Bad,Date,50,02/30/1990\n4003,Good,Row,0,01/01/70\n',
    );
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Row 2: no NPN',
        'Row 3: Comp Level "lots" is not a whole number from 0 to 100',
        'Row 4: DoB "02/30/1990" is not a date',
      ],
    });
    expect(await byNpn('4003')).toMatchObject({ compLevel: 0, dateOfBirth: '1970-01-01' });
    const [record] = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(record).toMatchObject({ kind: 'agent_list', status: 'success', recordsProcessed: 4, recordsImported: 1 });
  });

  it('reads the fixture agent list as .xlsx and an .xls made from it, with typed cells', async () => {
    const fromXlsx = await importList(fixture('agents-import.xlsx'), 'agents-import.xlsx');
    expect(fromXlsx.json()).toMatchObject({ imported: 40, updated: 0 });
    expect(fromXlsx.json().errors).toHaveLength(2);
    expect(await byNpn('17000000')).toMatchObject({ dateOfBirth: '1960-01-01', role: 'Agency Owner' });
    const book = XLSX.read(fixture('agents-import.xlsx'), { type: 'buffer', cellDates: true });
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const fromXls = await importList(xls, 'agents-import.xls');
    expect(fromXls.statusCode, fromXls.body).toBe(200);
    expect(fromXls.json()).toMatchObject({ imported: 0, updated: 40 });
    expect(await agents()).toHaveLength(40);
  });

  it('refuses other file types, content that does not match the name, and a list without data', async () => {
    const pdf = await importList(fixture('report-carrier3.pdf'), 'agents.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Invalid file type: Please upload CSV or Excel files only');
    const renamed = await importList(fixture('report-carrier3.pdf'), 'agents.csv');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(/content is a PDF/);
    const empty = await importList('NPN,First Name,Last Name\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The agent list has no data rows');
    const noHeader = await importList('a,b\n1,2\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/No header row found/);
    expect(await agents()).toEqual([]);
  });
});
