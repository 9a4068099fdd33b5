import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  id: number;
  name: string;
  npn: string | null;
  carrierId: number | null;
  status: string;
  email: string | null;
  uplineNPN: string | null;
  totalDebt: number;
};
type Person = { name: string; npn: string | null; status: string; totalDebt: number };

/** What staff see of the agents' NPNs: the records, by NPN then name. */
const summary = (list: readonly Agent[]) =>
  list
    .map((a) => [a.npn, a.name, a.carrierId, a.status])
    .sort((a, b) => `${String(a[0])} ${String(a[1])}`.localeCompare(`${String(b[0])} ${String(b[1])}`));

const NOT_USED = 'this row was not used (give the NPN to the right record under Agents, then import the list again)';

/**
 * An agent list finds the people already known the way carrier reports do: by NPN ignoring leading
 * zeros, and a person made from reports by name alone (no NPN) by the one person rule for names.
 */
describeApi('agent lists and the people already known (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  const report = (csv: string, carrierId = 1) => upload(app(), `/api/upload/${carrierId}`, 'report.csv', csv);
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];
  const people = async () => (await app().inject('/api/unified-agents')).json() as Person[];
  /** A record added by hand, with no NPN. */
  const addAgent = async (name: string, carrierId: number, agentId: string) => {
    const payload = { name, carrierId, agentId };
    const response = await app().inject({ method: 'POST', url: '/api/agents', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };

  it('an NPN padded with leading zeros is the person already known: one person, the NPN kept as stored', async () => {
    const first = await importList('NPN,First Name,Last Name,Status\n0017345678,Ann,Padded,Active\n');
    expect(first.json()).toEqual({ imported: 1, updated: 0, writingNumbers: 0, errors: [] });
    const unpadded = await importList('NPN,First Name,Last Name,Status\n17345678,Ann,Padded,Terminated\n');
    expect(unpadded.json()).toEqual({ imported: 0, updated: 1, writingNumbers: 0, errors: [] });
    expect(summary(await agents())).toEqual([['0017345678', 'Ann Padded', null, 'terminated']]);

    // The other way round: stored unpadded, listed padded (SureLC's ten digits).
    await importList('NPN,First Name,Last Name\n19900077,Bo,Plain\n');
    const padded = await importList('NPN,First Name,Last Name,Email\n0019900077,Bo,Plain,bo@example.com\n');
    expect(padded.json()).toEqual({ imported: 0, updated: 1, writingNumbers: 0, errors: [] });
    const bo = (await agents()).filter((a) => a.name === 'Bo Plain');
    expect(bo.map((a) => [a.npn, a.email])).toEqual([['19900077', 'bo@example.com']]);
    expect((await people()).map((p) => p.npn).sort()).toEqual(['0017345678', '19900077']);
  });

  it('one list naming an NPN with and without leading zeros names one person: the repeat is a row error', async () => {
    const response = await importList('NPN,First Name,Last Name\n0017345678,Ann,Padded\n17345678,Ann,Padded\n');
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 0,
      errors: ['Row 3: NPN 0017345678 is also on row 2; only the first was used'],
    });
    expect((await agents()).map((a) => a.npn)).toEqual(['0017345678']);
  });

  it('an Upline NPN with other leading zeros names the upline as stored: the team finds them, a loop is seen', async () => {
    await importList('NPN,First Name,Last Name\n19900001,Mia,Boss\n');
    const response = await importList('NPN,First Name,Last Name,Upline NPN\n0019900002,Dee,Report,0019900001\n');
    expect(response.json()).toEqual({ imported: 1, updated: 0, writingNumbers: 0, errors: [] });
    expect((await agents()).find((a) => a.name === 'Dee Report')).toMatchObject({ uplineNPN: '19900001' });
    const team = (await app().inject('/api/team/members?npn=19900001')).json();
    expect(team.members.map((m: { npn: string }) => m.npn)).toEqual(['0019900002']);

    const loop = await importList('NPN,First Name,Last Name,Upline NPN\n0019900001,Mia,Boss,19900002\n');
    expect(loop.json()).toEqual({
      imported: 0,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Row 2: the Upline NPN 0019900002 would make a loop: 19900001 → 0019900002 → 19900001; this row was not used',
      ],
    });
    expect((await agents()).find((a) => a.name === 'Mia Boss')).toMatchObject({ npn: '19900001', uplineNPN: null });
  });

  it('a new NPN whose name is the one person known by name alone gives them the NPN and the list’s fields', async () => {
    const debts = await report('Agent Name,Balance\n"WASHINGTON, GEORGE T, JR",120.00\n');
    expect(debts.json().changes.new, debts.body).toBe(1);
    // Martha with another NPN is someone else: a person with an NPN is never anyone by name.
    await importList('NPN,First Name,Last Name\n19900555,Martha,Washington\n');
    const response = await importList(
      'NPN,First Name,Middle Name,Last Name,Suffix,Email,Status,Carrier Name,Writing Number\n' +
        '17345678,George,T,Washington,Jr,gw@example.com,Terminated,AMAM,AM-77\n' +
        '19900666,Martha,,Washington,,,Active,,\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 1, updated: 1, writingNumbers: 1, errors: [] });
    expect(summary(await agents())).toEqual([
      ['17345678', 'George T Washington Jr', 1, 'terminated'],
      ['19900555', 'Martha Washington', null, 'active'],
      ['19900666', 'Martha Washington', null, 'active'],
    ]);
    const george = (await agents()).find((a) => a.npn === '17345678')!;
    expect(george).toMatchObject({ email: 'gw@example.com', totalDebt: 120 });
    const profile = (await app().inject(`/api/agents/${george.id}`)).json();
    expect(profile.writingNumbers.map((w: { writingNumber: string }) => w.writingNumber)).toEqual(['AM-77']);
    const unified = (await people()).filter((p) => p.npn === '17345678' || p.name.startsWith('GEORGE'));
    expect(unified).toMatchObject([{ npn: '17345678', status: 'terminated', totalDebt: 120 }]);
    expect((await app().inject('/api/dashboard/stats')).json()).toMatchObject({ terminatedAgents: 1 });
  });

  it('a names-only report that matched a person still matches them after a list gave them an NPN: nothing new, no review', async () => {
    const csv = 'Agent Name,Balance\n"WASHINGTON, GEORGE T, JR",120.00\n"ADAMS, ABIGAIL",40.00\n';
    const first = await report(csv);
    expect(first.json().changes).toMatchObject({ new: 2, totalAfter: 160 });
    const roster = await importList(
      'NPN,First Name,Middle Name,Last Name,Suffix,Status\n' +
        '17345678,George,T,Washington,Jr,Active\n' +
        '0019900444,Abigail,,Adams,,Active\n',
    );
    expect(roster.json()).toEqual({ imported: 0, updated: 2, writingNumbers: 0, errors: [] });
    const again = await report(csv);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      reviewCount: 0,
      errors: [],
      changes: { new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: 2, totalBefore: 160, totalAfter: 160 },
    });
    expect((await app().inject('/api/import-review')).json()).toEqual([]);
    expect(summary(await agents())).toEqual([
      ['0019900444', 'Abigail Adams', 1, 'active'],
      ['17345678', 'George T Washington Jr', 1, 'active'],
    ]);
    expect(await people()).toHaveLength(2);
  });

  it('several people known by name alone who may be the row: nothing is guessed, the row is an error naming them', async () => {
    const plain = await addAgent('GEORGE WASHINGTON', 1, 'AM-1');
    const initial = await addAgent('GEORGE T WASHINGTON', 2, 'AE-1');
    const response = await importList(
      'NPN,First Name,Middle Name,Last Name,Status,Carrier Name,Writing Number\n' +
        '17345678,George,T,Washington,Terminated,AMAM,AM-77\n' +
        '17345678,George,T,Washington,Terminated,Aetna,AE-77\n' +
        '19900099,Ann,,Other,Active,,\n',
    );
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Row 2: no one has NPN 17345678 yet, and 2 people with no NPN may be George T Washington: ' +
          `GEORGE WASHINGTON (record ${plain} at AMAM); GEORGE T WASHINGTON (record ${initial} at AETNA); ${NOT_USED}`,
        'Row 3: NPN 17345678 was not used on row 2 (see there), so this row was not used either',
      ],
    });
    expect(summary(await agents())).toEqual([
      ['19900099', 'Ann Other', null, 'active'],
      [null, 'GEORGE T WASHINGTON', 2, 'active'],
      [null, 'GEORGE WASHINGTON', 1, 'active'],
    ]);
  });

  it('two rows that may both be the one person known by name alone: neither is guessed', async () => {
    const george = await addAgent('GEORGE WASHINGTON', 1, 'AM-1');
    const response = await importList(
      'NPN,First Name,Middle Name,Last Name\n17345678,George,,Washington\n17345679,George,T,Washington\n',
    );
    const who = `GEORGE WASHINGTON (record ${george} at AMAM), who has no NPN`;
    expect(response.json()).toEqual({
      imported: 0,
      updated: 0,
      writingNumbers: 0,
      errors: [
        `Row 2: no one has NPN 17345678 yet, and George Washington may be ${who}, as may row 3 (NPN 17345679); ${NOT_USED}`,
        `Row 3: no one has NPN 17345679 yet, and George T Washington may be ${who}, as may row 2 (NPN 17345678); ${NOT_USED}`,
      ],
    });
    expect(summary(await agents())).toEqual([[null, 'GEORGE WASHINGTON', 1, 'active']]);
  });
  it('undoing the report that made a person by name keeps them once an agent list has given them an NPN', async () => {
    const made = await report('Writing Number,Agent Name,Balance Due\nZ1,"ZULU, ZED",75.00\nY1,"YOUNG, YVES",5.00\n');
    expect(made.statusCode, made.body).toBe(200);
    const linked = await importList('NPN,First Name,Last Name,Email\n17000042,Zed,Zulu,zed@example.com\n');
    expect(linked.json()).toMatchObject({ imported: 0, updated: 1 });
    const undo = await app().inject({ method: 'POST', url: `/api/file-uploads/${made.json().uploadId}/undo` });
    expect(undo.statusCode, undo.body).toBe(200);
    // Zed keeps his record with the NPN and e-mail the list gave him, without the report's debt; Yves was only the report's.
    const left = await agents();
    expect(left.map((a) => [a.name, a.npn, a.email, a.totalDebt])).toEqual([
      ['Zed Zulu', '17000042', 'zed@example.com', 0],
    ]);
  });
});
