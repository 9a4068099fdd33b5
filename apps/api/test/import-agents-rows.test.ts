import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  npn: string | null;
  name: string;
  email: string | null;
  uplineNPN: string | null;
  uplineName: string | null;
};

/** Rosters as agency systems and spreadsheets export them (a tester's files; Omar's status spelled as we read it). */
const UPLINE_FIRST = [
  'Upline,Upline,Agent,Agent,Agent,Agent',
  'NPN,Name,NPN,First Name,Last Name,Status',
  '19900041,Nora Fitz,19900051,Pia,Hart,Active',
  '19900041,Nora Fitz,19900052,Quin,Ives,Active',
].join('\n');
const AGENT_FIRST = [
  'Agency Hierarchy Export,,,,,,',
  'Agent,Agent,Agent,Agent,Upline,Upline,',
  'NPN,First Name,Last Name,Email,NPN,Name,Status',
  "19900041,Nora,Fitz,nf@example.com,19900001,Mary-Kate O'Brien,Active",
  '19900042,Owen,Gale,og@example.com,19900041,Nora Fitz,Active',
].join('\n');
const EXCEL_SHORTENED = [
  'NPN,First Name,Last Name,Email,Status',
  '1.99E+07,Victor,Alvarez,va@example.com,Active',
  '1.99E+07,Wendy,Zhang,wz@example.com,Active',
].join('\n');
const SEMICOLONS = [
  'NPN;First Name;Last Name;Email;Phone;Upline NPN;Status',
  '19900011;Harold;Kline;hk@example.com;555-300-0001;19900001;Appointed',
  '1.99E+07;Gina;Rossi;gr@example.com;555-300-0002;19900001;Active',
  ';Paolo;Bianchi;pb@example.com;555-300-0003;19900001;Active',
  '19900013;Lena;Berg;lena1@example.com;555-300-0004;19900001;Pending',
  '19900013;Lena;Berg;lena2@example.com;555-300-0005;19900001;Active',
  '19900014;Omar;Haddad;oh@example.com;555-300-0006;19900001;Inactive',
  '19900015;Iris;Wong;iw@example.com;555-300-0007;19900001;Cancelled',
].join('\n');
const SHORTENED = 'is not a number — Excel may have shortened it; format the column as text and export again';

describeApi('agent list rows read as a person reads them (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(reset);

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
  const people = async () =>
    (await agents())
      .map((a) => [a.npn, a.name, a.uplineNPN, a.uplineName])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('reads a two-row header with the upline group first: the agents are new, the upline is left alone', async () => {
    await importList('NPN,First Name,Last Name\n19900041,Nora,Fitz\n');
    const response = await importList(UPLINE_FIRST);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(await people()).toEqual([
      ['19900041', 'Nora Fitz', null, null],
      ['19900051', 'Pia Hart', '19900041', 'Nora Fitz'],
      ['19900052', 'Quin Ives', '19900041', 'Nora Fitz'],
    ]);
  });

  it('keeps the upline columns of a two-row header with the agent group first, under a title row', async () => {
    const response = await importList(AGENT_FIRST);
    expect(response.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(await people()).toEqual([
      ['19900041', 'Nora Fitz', '19900001', "Mary-Kate O'Brien"],
      ['19900042', 'Owen Gale', '19900041', 'Nora Fitz'],
    ]);
  });

  it('refuses NPNs Excel shortened to scientific notation, row by row, and changes nobody', async () => {
    await importList('NPN,First Name,Last Name\n19900000,Victor,Alvarez\n');
    const response = await importList(EXCEL_SHORTENED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 0,
      updated: 0,
      writingNumbers: 0,
      errors: [`Row 2: the NPN "1.99E+07" ${SHORTENED}`, `Row 3: the NPN "1.99E+07" ${SHORTENED}`],
    });
    expect(await people()).toEqual([['19900000', 'Victor Alvarez', null, null]]);
  });

  it('accounts for every row of a roster that repeats an NPN: the first row is used, the repeat is a row error', async () => {
    const response = await importList(SEMICOLONS);
    expect(response.json()).toEqual({
      imported: 4,
      updated: 0,
      writingNumbers: 0,
      errors: [
        `Row 3: the NPN "1.99E+07" ${SHORTENED}`,
        'Row 4: no NPN',
        'Row 6: NPN 19900013 is also on row 5; only the first was used',
      ],
    });
    const lena = (await agents()).filter((a) => a.npn === '19900013');
    expect(lena.map((a) => a.email)).toEqual(['lena1@example.com']);
    expect((await agents()).map((a) => a.npn).sort()).toEqual(['19900011', '19900013', '19900014', '19900015']);
  });

  it('uses the first of two rows that name one carrier in two ways for the same person, and reports the other', async () => {
    const carrier = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'American Amicable', code: 'AMAM', active: true },
    });
    expect(carrier.statusCode, carrier.body).toBeLessThan(300);
    const response = await importList(
      [
        'Producer NPN,Producer First Name,Producer Last Name,Carrier Name,Writing Number',
        '18500001,Grace,Hopper,AMAM,AM-1',
        '18500001,Grace,Hopper,American Amicable Life Insurance Company of Texas,AM-2',
      ].join('\n'),
    );
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 1,
      errors: ['Row 3: NPN 18500001 is also appointed at American Amicable on row 2; only the first was used'],
    });
    const records = (await agents()) as (Agent & { agentId: string | null })[];
    expect(records.map((a) => a.agentId).sort()).toEqual(['AM-1', null]);
  });
});
