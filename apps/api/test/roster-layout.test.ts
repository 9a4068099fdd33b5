import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/** A roster whose headers no agency system uses: the product cannot tell the NPN by itself. */
const ODD =
  'Our Roster\nLicense Ref,Given,Family,Mail\n17900001,Rosa,Parks,rosa@example.com\n17900002,Ida,Wells,ida@example.com\n';
const LAYOUT = {
  headerRow: 2,
  headers: ['License Ref', 'Given', 'Family', 'Mail'],
  columns: { npn: 'License Ref', firstName: 'Given', lastName: 'Family', email: 'Mail' },
};

describeApi('agent-list layouts: the same saved-layout mechanism as carrier reports', ({ app, reset }) => {
  beforeEach(() => reset());

  it('a roster the product cannot read is refused, mapped once, then imports by itself', async () => {
    const refused = await upload(app(), '/api/import-agents', 'roster.csv', ODD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/No header row found.*Map its columns under Import Agents/);
    expect((await app().inject({ method: 'GET', url: '/api/agent-list-layout' })).statusCode).toBe(404);

    const saved = await app().inject({ method: 'PUT', url: '/api/agent-list-layout', payload: LAYOUT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ headerRow: 2, headerRows: 1, columns: LAYOUT.columns });

    const imported = await upload(app(), '/api/import-agents', 'roster.csv', ODD);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    const agents = (await app().inject({ method: 'GET', url: '/api/agents' })).json() as {
      npn: string;
      name: string;
      email: string;
    }[];
    expect(agents.map((a) => [a.npn, a.name, a.email]).sort()).toEqual([
      ['17900001', 'Rosa Parks', 'rosa@example.com'],
      ['17900002', 'Ida Wells', 'ida@example.com'],
    ]);

    expect((await app().inject({ method: 'DELETE', url: '/api/agent-list-layout' })).json()).toEqual({ success: true });
    expect((await upload(app(), '/api/import-agents', 'roster.csv', ODD)).statusCode).toBe(400);
  });

  it('a hierarchy export whose level columns could count either way is refused, then read by the mapped upline column', async () => {
    // One chain per row and no row for the uplines: "Upline 1" may be the direct upline or the top.
    const LEVELS =
      'NPN,First Name,Last Name,Upline 1 NPN,Upline 2 NPN\n' +
      '17900001,Rosa,Parks,17900011,17900021\n' +
      '17900002,Ida,Wells,17900012,17900022\n';
    const refused = await upload(app(), '/api/import-agents', 'hierarchy.csv', LEVELS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /Upline 1 NPN, Upline 2 NPN name several levels.*Nothing was imported\. Map its columns under Import Agents/,
    );
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([]);

    const saved = await app().inject({
      method: 'PUT',
      url: '/api/agent-list-layout',
      payload: {
        headerRow: 1,
        headers: ['NPN', 'First Name', 'Last Name', 'Upline 1 NPN', 'Upline 2 NPN'],
        columns: { npn: 'NPN', firstName: 'First Name', lastName: 'Last Name', uplineNPN: 'Upline 1 NPN' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const imported = await upload(app(), '/api/import-agents', 'hierarchy.csv', LEVELS);
    expect(imported.statusCode, imported.body).toBe(200);
    const agents = (await app().inject({ method: 'GET', url: '/api/agents' })).json() as {
      npn: string;
      uplineNPN: string | null;
    }[];
    expect(agents.map((a) => [a.npn, a.uplineNPN]).sort()).toEqual([
      ['17900001', '17900011'],
      ['17900002', '17900012'],
    ]);
  });

  it('refuses a layout without the NPN or a name, or naming a header the list does not have', async () => {
    for (const [columns, problem] of [
      [{ firstName: 'Given' }, /columns\.npn: choose the NPN column/],
      [{ npn: 'License Ref' }, /first, last or full name/],
      [{ npn: 'License', lastName: 'Family' }, /"License" is not one of the headers/],
    ] as const) {
      const response = await app().inject({
        method: 'PUT',
        url: '/api/agent-list-layout',
        payload: { ...LAYOUT, columns },
      });
      expect(response.statusCode, JSON.stringify(columns)).toBe(400);
      expect(response.json().message).toMatch(problem);
    }
  });
});
