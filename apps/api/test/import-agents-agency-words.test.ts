import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  npn: string | null;
  name: string;
  dateOfBirth: string | null;
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
});
