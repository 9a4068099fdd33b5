import { readFileSync } from 'node:fs';
import { beforeEach, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  id: number;
  name: string;
  npn: string | null;
  carrierId: number | null;
  agentId: string | null;
  status: string;
  role: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  uplineNPN: string | null;
  uplineName: string | null;
  dateOfBirth: string | null;
  address: string | null;
  totalDebt: number;
};

/** A SureLC-style producer roster: middle names, suffixes, e-mail, phone, uplines, roles, statuses. */
const PRODUCERS = [
  'Agent NPN,Agent First Name,Agent Middle Name,Agent Last Name,Suffix,Email,Phone,DOB,Address,Upline NPN,Upline Name,Hierarchy Level,Contract Status',
  '0071000001,Maria,Elena,de la Cruz,,maria@example.com,(704) 555-0101,1970-01-02,1 Main St,,,Agency Owner,Active',
  '71000002,Kwame,,Mensah,Jr,kwame@example.com,704.555.0102,1980-03-04,2 Main St,0071000001,Maria Elena de la Cruz,2,Appointed',
  "71000003,Siobhán,,O'Neill,,siobhan@example.com,704 555 0103,,,71000002,Kwame Mensah Jr,3,Pending",
  '71000004,Li,Wei,Zhang,III,li@example.com,7045550104,,,71000002,Kwame Mensah Jr,3,Terminated',
].join('\n');

/** An AgentSync-style appointment list: first and last name only, no contacts, no upline, no role. */
const APPOINTMENTS = [
  'Producer NPN,Producer First Name,Producer Last Name,Carrier Name,Writing Number,Appointment Date',
  '71000001,Maria,de la Cruz,American Amicable Life Insurance Company of Texas,AA-71001,01/15/2025',
  '71000001,Maria,de la Cruz,Aetna Life Insurance Company,AE71001,2025-02-01',
  '71000002,Kwame,Mensah,Aetna,AE71002,03/01/2025',
  '71000004,Li,Zhang,AETNA,AE71004,',
  '71000010,Dana,White,Aetna,ae-71001,',
].join('\n');

describeApi('an agent list changes only what it carries (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const importList = (csv: string | Buffer) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];
  /** A person's records, by NPN ignoring leading zeros, read in full. */
  const recordsOf = async (npn: string) => {
    const ids = (await agents()).filter((a) => a.npn?.replace(/^0+/, '') === npn).map((a) => a.id);
    return Promise.all(ids.map(async (id) => (await app().inject(`/api/agents/${id}`)).json() as Agent));
  };
  const personOf = async (npn: string) => (await recordsOf(npn)).find((a) => a.carrierId === null)!;
  const profile = (a: Agent) => [a.name, a.firstName, a.middleName, a.lastName, a.email, a.phone, a.role, a.status];

  it('an appointment list after a producer roster keeps e-mail, phone, middle name, suffix, upline and role', async () => {
    expect((await importList(PRODUCERS)).json()).toEqual({ imported: 4, updated: 0, writingNumbers: 0, errors: [] });
    const before = await Promise.all(['71000001', '71000002', '71000003', '71000004'].map(personOf));
    const response = await importList(APPOINTMENTS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 1, updated: 3, writingNumbers: 4 });
    for (const person of before) {
      const after = await personOf(person.npn!.replace(/^0+/, ''));
      expect(after).toMatchObject({
        name: person.name,
        middleName: person.middleName,
        email: person.email,
        phone: person.phone,
        uplineNPN: person.uplineNPN,
        uplineName: person.uplineName,
        role: person.role,
        status: person.status,
        dateOfBirth: person.dateOfBirth,
        address: person.address,
      });
    }
    expect(profile(await personOf('71000001'))).toEqual([
      'Maria Elena de la Cruz',
      'Maria',
      'Elena',
      'de la Cruz',
      'maria@example.com',
      '(704) 555-0101',
      'Agency Owner',
      'active',
    ]);
    expect((await personOf('71000002')).name).toBe('Kwame Mensah Jr');
    expect((await personOf('71000004')).name).toBe('Li Wei Zhang III');
    // The records made at the carriers are copies of the kept profile.
    const atAetna = (await recordsOf('71000001')).find((a) => a.agentId === 'AE71001')!;
    expect(profile(atAetna)).toEqual(profile(await personOf('71000001')));
    // Maria's team is still hers: Kwame, and Siobhán and Li under him.
    const team = (await app().inject('/api/team/members?npn=0071000001')).json();
    expect(team.members.map((m: { npn: string }) => m.npn).sort()).toEqual(['71000002', '71000003', '71000004']);
  });

  it('the repo’s SureLC then AgentSync fixtures keep Alan M Turing’s e-mail and upline', async () => {
    const folder = (name: string) => readFileSync(fixturePath('carrier-layouts', name));
    expect((await importList(folder('surelc-producers.csv'))).statusCode).toBe(200);
    expect((await importList(folder('agentsync-appointments.csv'))).statusCode).toBe(200);
    expect(await personOf('18500002')).toMatchObject({
      name: 'Alan M Turing',
      email: 'alan@example.com',
      uplineNPN: '18500001',
    });
    expect(await personOf('18500001')).toMatchObject({ role: 'Agency Owner' });
  });

  it('a contacts-only list keeps a terminated agent terminated and changes only the e-mail', async () => {
    await importList(PRODUCERS);
    const li = await recordsOf('71000004');
    const response = await importList('NPN,First Name,Last Name,Email\n71000004,Li,Zhang,li.new@example.com\n');
    expect(response.json()).toEqual({ imported: 0, updated: 1, writingNumbers: 0, errors: [] });
    const after = await recordsOf('71000004');
    expect(after.map((a) => ({ ...a, email: 'x', updatedAt: 'x' }))).toEqual(
      li.map((a) => ({ ...a, email: 'x', updatedAt: 'x' })),
    );
    expect(after.map((a) => [a.email, a.status, a.name])).toEqual([
      ['li.new@example.com', 'terminated', 'Li Wei Zhang III'],
    ]);
  });

  it('blank cells keep the stored values; a given cell still changes its field', async () => {
    await importList(PRODUCERS);
    const response = await importList(
      'NPN,First Name,Middle Name,Last Name,Suffix,Email,Phone,Upline NPN,Role,Status\n' +
        '71000002,Kwame,,Mensah,,,,,,\n' +
        '71000001,Maria,,de la Cruz,,N/A,555-0199,,,\n',
    );
    // Kwame's row gives only what is stored: he is counted unchanged (and his record not written).
    expect(response.json()).toEqual({ imported: 0, updated: 2, unchanged: 1, writingNumbers: 0, errors: [] });
    expect(await personOf('71000002')).toMatchObject({
      name: 'Kwame Mensah Jr',
      email: 'kwame@example.com',
      phone: '704.555.0102',
      uplineNPN: '0071000001',
      status: 'active',
    });
    expect(profile(await personOf('71000001'))).toEqual([
      'Maria Elena de la Cruz',
      'Maria',
      'Elena',
      'de la Cruz',
      'maria@example.com',
      '555-0199',
      'Agency Owner',
      'active',
    ]);
  });

  it('a changed last name is an update that keeps the middle name; a new person from a list without Status is active', async () => {
    await importList(PRODUCERS);
    const response = await importList(
      'NPN,First Name,Last Name,Email\n71000001,Maria,Santos,\n79000001,Nia,New,nia@example.com\n',
    );
    expect(response.json()).toEqual({ imported: 1, updated: 1, writingNumbers: 0, errors: [] });
    expect(await personOf('71000001')).toMatchObject({ name: 'Maria Elena Santos', lastName: 'Santos' });
    expect(await personOf('79000001')).toMatchObject({
      name: 'Nia New',
      status: 'active',
      role: 'Agent',
      email: 'nia@example.com',
    });
  });

  it('a row whose NPN is someone else entirely is a row error naming both; nothing of it is applied', async () => {
    await importList(PRODUCERS);
    const siobhan = await recordsOf('71000003');
    const response = await importList(
      'NPN,First Name,Last Name,Email,Status,Carrier Name,Writing Number\n' +
        '71000003,Zed,Zulu,zed@example.com,Active,AMAM,AA-9\n' +
        '71000003,Zed,Zulu,zed@example.com,Active,Aetna,AE-9\n' +
        '71000001,MARÍA,de la Cruz,maria.new@example.com,,,\n',
    );
    expect(response.json()).toEqual({
      imported: 0,
      updated: 1,
      writingNumbers: 0,
      errors: [
        "Row 2: NPN 71000003 is Siobhán O'Neill here; this row names Zed Zulu: check the NPN; this row was not used",
        'Row 3: NPN 71000003 was not used on row 2 (see there), so this row was not used either',
      ],
    });
    expect(await recordsOf('71000003')).toEqual(siobhan);
    // Accents and case do not make another person.
    expect(await personOf('71000001')).toMatchObject({ email: 'maria.new@example.com' });
  });

  it('a writing number another person holds at the carrier, in the same file or an earlier one, is a row error', async () => {
    await importList(PRODUCERS);
    const first = await importList(APPOINTMENTS);
    expect(first.json().errors).toEqual([
      'Row 6: writing number ae-71001 (AE71001) at AETNA is already on row 3 for NPN 0071000001 (Maria de la Cruz); it was not recorded',
    ]);
    const maria = (await recordsOf('71000001')).find((a) => a.carrierId === 2)!;
    const again = await importList(
      'Producer NPN,Producer First Name,Producer Last Name,Carrier Name,Writing Number\n' +
        '78000001,Wanda,Thief,Aetna,AE 71001\n' +
        '78000002,Victor,Vole,American Amicable,aa 71001\n' +
        '71000001,Maria,de la Cruz,Aetna,AE71001\n',
    );
    expect(again.json()).toEqual({
      imported: 2,
      updated: 1,
      unchanged: 1,
      writingNumbers: 1,
      errors: [
        `Row 2: writing number AE 71001 (AE71001) at AETNA already belongs to agent record ${maria.id} (Maria Elena de la Cruz); it was not recorded`,
        expect.stringMatching(
          /^Row 3: writing number aa 71001 \(AA-71001\) at AMAM already belongs to agent record \d+ \(Maria Elena de la Cruz\); it was not recorded$/,
        ),
      ],
    });
    // The first holder keeps it; no one else has it, and Aetna reports bill Maria.
    const numbers = (await app().inject('/api/writing-numbers')).json() as { agentId: number; writingNumber: string }[];
    expect(numbers.filter((w) => w.writingNumber.replace(/[\s-]/g, '').toUpperCase() === 'AE71001')).toEqual([
      expect.objectContaining({ agentId: maria.id }),
    ]);
    expect((await recordsOf('78000001')).map((a) => a.carrierId)).toEqual([null]);
    expect((await recordsOf('71000010')).map((a) => a.carrierId)).toEqual([null]);
    const report = await upload(app(), '/api/upload/2', 'aetna.csv', 'Writing Number,Balance Due\nAE71001,250.00\n');
    expect(report.statusCode, report.body).toBe(200);
    expect((await recordsOf('71000001')).find((a) => a.carrierId === 2)).toMatchObject({ totalDebt: 250 });
  });
});
