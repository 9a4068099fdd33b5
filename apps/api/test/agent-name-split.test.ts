import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';
import { upload } from './uploads';

type Parts = { firstName: string | null; middleName: string | null; lastName: string | null };

/**
 * One name splitter (splitFullName) for POST /api/agents, PUT with `name` and the agent-list import:
 * the same whole name gives the same first, middle and last name; an honorific and designations
 * after a comma are no part of them.
 */
describeApi('a name is split one way everywhere', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const parts = ({ firstName, middleName, lastName }: Parts) => ({ firstName, middleName, lastName });
  const CASES: [string, Parts][] = [
    ['Ms. Jane Q. Public, CLU', { firstName: 'Jane', middleName: 'Q.', lastName: 'Public' }],
    ['Whitfield, Harold J', { firstName: 'Harold', middleName: 'J', lastName: 'Whitfield' }],
    ['Dr. Ann Lee, ChFC, LUTCF', { firstName: 'Ann', middleName: null, lastName: 'Lee' }],
    ['George T. Washington Jr.', { firstName: 'George', middleName: 'T.', lastName: 'Washington Jr.' }],
  ];

  it('POST /api/agents splits as the import does, keeping the name as sent', async () => {
    for (const [index, [name, expected]] of CASES.entries()) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name, agentId: `NS-${index}`, carrierId: 1, npn: `1990070${index}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(parts(response.json()), name).toEqual(expected);
      expect(response.json().name).toBe(name);
    }
  });

  it('PUT /api/agents/{id} with name renames by the same split', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Old Name', agentId: 'NS-9', carrierId: 1, npn: '19900709' },
    });
    const renamed = await app().inject({
      method: 'PUT',
      url: `/api/agents/${created.json().id}`,
      payload: { name: 'Whitfield, Harold J' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(parts(renamed.json())).toEqual({ firstName: 'Harold', middleName: 'J', lastName: 'Whitfield' });
  });

  it('an agent list with the same whole names gives the same parts', async () => {
    const rows = CASES.map(([name], index) => `1990080${index},"${name}"`).join('\n');
    const imported = await upload(app(), '/api/import-agents', 'roster.csv', `NPN,Full Name\n${rows}\n`);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().errors).toEqual([]);
    const agents: (Parts & { npn: string })[] = (await app().inject('/api/agents?sort=npn')).json();
    // The import keeps a suffix in its own place (the display name), the record's last name without it.
    const expected = CASES.map(([, want]) => ({ ...want, lastName: want.lastName!.replace(/ Jr\.$/, '') }));
    expect(agents.map(parts)).toEqual(expected);
  });
});
