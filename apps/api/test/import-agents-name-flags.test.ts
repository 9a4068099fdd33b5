import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  npn: string | null;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  status: string;
  carrierId: number | null;
  uplineName: string | null;
  uplineNPN: string | null;
  totalDebt: number;
};

/** Status flags agency and carrier systems write into a name cell: read off the name, a TERM word read as a status. */
describeApi('status flags in an agent list’s name cells (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];
  /** Each person's name as stored, its parts and status, by NPN. */
  const people = async () =>
    Object.fromEntries((await agents()).map((a) => [a.npn, [a.name, a.firstName, a.middleName, a.lastName, a.status]]));

  it('reads the flag off a full name; a TERM word is the status of a list with no Status column, a lone *T* is not', async () => {
    const response = await importList(
      [
        'NPN,Agent Name',
        '73000001,"SMITH, JOHN (TERM)"',
        '73000002,"GARCIA, MARIA L [TERMINATED]"',
        '73000003,"ROE, RICHARD *T*"',
        '73000004,"HARRIS, DEBORAH - TERM"',
        '73000005,"NGUYEN, LINH"',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 5, updated: 0, writingNumbers: 0, errors: [] });
    expect(await people()).toEqual({
      '73000001': ['JOHN SMITH', 'JOHN', null, 'SMITH', 'terminated'],
      '73000002': ['MARIA L GARCIA', 'MARIA', 'L', 'GARCIA', 'terminated'],
      // "*T*" may mean anything the list's legend says: read off the name (no middle initial T), no status.
      '73000003': ['RICHARD ROE', 'RICHARD', null, 'ROE', 'active'],
      '73000004': ['DEBORAH HARRIS', 'DEBORAH', null, 'HARRIS', 'terminated'],
      '73000005': ['LINH NGUYEN', 'LINH', null, 'NGUYEN', 'active'],
    });
  });

  it('reads the flag off last and first name cells; a Status column’s value always wins over it', async () => {
    const response = await importList(
      [
        'NPN,Last Name,First Name,Status',
        '73000001,Smith (TERM),John,Active',
        '73000002,Garcia,Maria [Termed],',
        '73000003,Roe,Richard *T*,Terminated',
      ].join('\n'),
    );
    expect(response.json()).toEqual({ imported: 3, updated: 0, writingNumbers: 0, errors: [] });
    expect(await people()).toEqual({
      // The Status column says Active: the list's own word on it, the flag in the name is not read over it.
      '73000001': ['John Smith', 'John', null, 'Smith', 'active'],
      // A blank Status cell gives none: the TERM word does.
      '73000002': ['Maria Garcia', 'Maria', null, 'Garcia', 'terminated'],
      '73000003': ['Richard Roe', 'Richard', null, 'Roe', 'terminated'],
    });
  });

  it('an upline’s flagged name is their name: linked to them, and no status of the row’s', async () => {
    const response = await importList(
      ['NPN,Agent Name,Upline', '73000010,"DOE, JANE",', '73000011,"SMITH, JOHN","DOE, JANE (TERM)"'].join('\n'),
    );
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, uplinesByName: 1, errors: [] });
    const john = (await agents()).find((a) => a.npn === '73000011')!;
    expect(john).toMatchObject({ uplineName: 'JANE DOE', uplineNPN: '73000010', status: 'active' });
  });

  it('the person’s name is their reports’: a report naming them without the flag finds them', async () => {
    expect((await importList('NPN,Agent Name\n73000001,"SMITH, JOHN (TERM)"\n')).statusCode).toBe(200);
    const report = await upload(app(), '/api/upload/1', 'amam.csv', 'Agent Name,Balance\n"SMITH, JOHN",120.00\n');
    expect(report.statusCode, report.body).toBe(200);
    // Matched by name to the person: their record at the carrier is made from their profile, with their NPN.
    expect((await agents()).map((a) => [a.npn, a.carrierId, a.name, a.totalDebt])).toEqual([
      ['73000001', null, 'JOHN SMITH', 0],
      ['73000001', 1, 'JOHN SMITH', 120],
    ]);
  });
});
