import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = { npn: string | null; name: string; uplineName: string | null; uplineNPN: string | null };
type Team = { members: { name: string }[] };

describeApi('an upline given by name only in an agent list (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'office-roster.csv', csv);
  const agent = async (npn: string) =>
    ((await app().inject(`/api/agents?npn=${npn}`)).json() as Agent[]).find((a) => a.npn !== null)!;
  const team = async (npn: string) => (await app().inject(`/api/team/members?npn=${npn}`)).json() as Team;

  it("links to the one person of that name, in the list or already known, so the manager's team is counted", async () => {
    const known = await importList('NPN,First Name,Last Name\n71000009,Grace,Hopper\n');
    expect(known.statusCode, known.body).toBe(200);
    const office = await importList(
      [
        'NPN,First Name,Last Name,Upline',
        '71000001,Chidi,Okafor,Grace Hopper',
        '71000002,Ada,Lovelace,Chidi Okafor',
        '71000003,Alan,Turing,"Okafor, Chidi"',
      ].join('\n'),
    );
    expect(office.statusCode, office.body).toBe(200);
    expect(office.json()).toMatchObject({ imported: 3, uplinesByName: 3, errors: [] });
    expect(await agent('71000001')).toMatchObject({ uplineName: 'Grace Hopper', uplineNPN: '71000009' });
    expect(await agent('71000003')).toMatchObject({ uplineNPN: '71000001' });
    expect((await team('71000001')).members.map((m) => m.name).sort()).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect((await team('71000009')).members).toHaveLength(3);
  });

  it('leaves a name several people share, or no one has, as a name only: nothing is guessed', async () => {
    await importList('NPN,First Name,Last Name\n72000001,Pat,Lee\n72000002,Pat,Lee\n');
    const office = await importList(
      ['NPN,First Name,Last Name,Upline', '72000003,Sam,Ortiz,Pat Lee', '72000004,Kim,Ray,Nobody Known'].join('\n'),
    );
    expect(office.statusCode, office.body).toBe(200);
    expect(office.json()).toEqual({ imported: 2, updated: 0, writingNumbers: 0, errors: [] });
    expect(await agent('72000003')).toMatchObject({ uplineName: 'Pat Lee', uplineNPN: null });
    expect(await agent('72000004')).toMatchObject({ uplineName: 'Nobody Known', uplineNPN: null });
  });
});
