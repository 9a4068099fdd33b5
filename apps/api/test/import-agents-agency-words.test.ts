import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  npn: string | null;
  name: string;
  dateOfBirth: string | null;
  uplineName: string | null;
  uplineNPN: string | null;
  type: string;
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
};

describeApi('agent lists in the words and forms agency systems write (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(reset);

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];

  it('refuses a birth date in the future written with a four-digit year, in any form, never moving it a century back', async () => {
    const response = await importList(
      [
        'NPN,First Name,Last Name,Date of Birth',
        '25000011,Iso,Future,2030-05-05',
        '25000012,Ann,Later,01/01/2030',
        '25000013,Bea,Past,1960-05-05',
        '25000014,Cy,Short,05/05/60',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      updated: 0,
      writingNumbers: 0,
      errors: [
        'Row 2: DoB "2030-05-05": a date of birth cannot be in the future',
        'Row 3: DoB "01/01/2030": a date of birth cannot be in the future',
      ],
    });
    const born = (await agents()).map((a) => [a.npn, a.dateOfBirth]).sort();
    expect(born).toEqual([
      ['25000013', '1960-05-05'],
      ['25000014', '1960-05-05'],
    ]);
  });

  it('links the Team Leader as the upline of a team sheet that also names each Recruiter', async () => {
    const response = await importList(
      [
        'Full Name,Phone #,E-mail Address,NPN,Team Leader,Recruiter,Start Date',
        'Denise Carter,555-300-4000,denise@gmail.com,20000001,,,1/1/2020',
        'Marcus Brooks,555-300-4001,marcus@gmail.com,20000002,Denise Carter,,1/1/2021',
        'Tanya Hill,555-300-4002,tanya.hill@gmail.com,20000003,Denise Carter,Marcus Brooks,3/1/2023',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 3, uplinesByName: 2, errors: [] });
    const uplines = (await agents()).map((a) => [a.name, a.uplineName, a.uplineNPN]).sort();
    expect(uplines).toEqual([
      ['Denise Carter', null, null],
      ['Marcus Brooks', 'Denise Carter', '20000001'],
      ['Tanya Hill', 'Denise Carter', '20000001'],
    ]);
  });

  it("keeps an agency's name whole, as a business, in the list that creates it and in later lists", async () => {
    const first = await importList(
      [
        'Name,NPN,Upline,Type',
        '"Evergreen Financial Group, LLC",32000004,,Agency',
        '"Acme, Tulsa",32000005,,Firm',
        '"OSEI, VICTOR",31000001,"Evergreen Financial Group, LLC",Agent',
      ].join('\n'),
    );
    expect(first.json()).toMatchObject({ imported: 3, uplinesByName: 1, errors: [] });
    const again = await importList(
      [
        'Name,NPN,E-Mail',
        '"Evergreen Financial Group, LLC",32000004,info@evergreen.com',
        '"Acme, Tulsa",32000005,',
        '"Lone Star Brokerage, Inc.",33000001,',
      ].join('\n'),
    );
    expect(again.json()).toMatchObject({ imported: 1, updated: 2, errors: [] });
    const names = (await agents())
      .map((a) => [a.npn, a.name, a.type, a.businessName, a.firstName, a.lastName, a.uplineNPN])
      .sort();
    expect(names).toEqual([
      ['31000001', 'VICTOR OSEI', 'Individual', null, 'VICTOR', 'OSEI', '32000004'],
      ['32000004', 'Evergreen Financial Group, LLC', 'Business', 'Evergreen Financial Group, LLC', null, null, null],
      ['32000005', 'Acme, Tulsa', 'Business', 'Acme, Tulsa', null, null, null],
      ['33000001', 'Lone Star Brokerage, Inc.', 'Business', 'Lone Star Brokerage, Inc.', null, null, null],
    ]);
  });
});
