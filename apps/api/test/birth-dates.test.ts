import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';
import { upload } from './uploads';

type Agent = { id: number; npn: string | null; name: string; dateOfBirth: string | null };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const FUTURE_REFUSAL = 'dateOfBirth: a date of birth cannot be in the future';

/** Nobody is born in the future: the edit's date of birth (REST, tRPC, the Edit save) and an agent list's DoB column. */
describeApi('a date of birth is not in the future', ({ app, reset }) => {
  let agent: Agent;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const created = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Dana Reyes', agentId: 'DR-1', carrierId: 1, npn: '19900200' },
    });
    expect(created.statusCode, created.body).toBe(200);
    agent = created.json();
    const dated = await app().inject({
      method: 'PUT',
      url: `/api/agents/${agent.id}`,
      payload: { dateOfBirth: '1980-04-02' },
    });
    expect(dated.statusCode, dated.body).toBe(200);
  });

  const storedBirthDate = async () =>
    ((await app().inject({ method: 'GET', url: `/api/agents/${agent.id}` })).json() as Agent).dateOfBirth;

  it('PUT /api/agents/{id} refuses a future date of birth with a 400 naming the field; nothing changes', async () => {
    for (const dateOfBirth of [`${NEXT_YEAR}-01-15`, `01/15/${NEXT_YEAR}`, '2999-12-31']) {
      const response = await app().inject({
        method: 'PUT',
        url: `/api/agents/${agent.id}`,
        payload: { dateOfBirth, phone: '555-0199' },
      });
      expect(response.statusCode, dateOfBirth).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `Invalid input: ${FUTURE_REFUSAL}`,
        issues: [{ path: ['dateOfBirth'], message: 'a date of birth cannot be in the future' }],
      });
    }
    expect(await storedBirthDate()).toBe('1980-04-02');
    const agentNow = (await app().inject({ method: 'GET', url: `/api/agents/${agent.id}` })).json();
    expect(agentNow.phone).toBeNull();
  });

  it('still takes a past date of birth, today, and null to clear it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [dateOfBirth, stored] of [
      ['07/04/1975', '1975-07-04'],
      [today, today],
      [null, null],
    ] as const) {
      const response = await app().inject({ method: 'PUT', url: `/api/agents/${agent.id}`, payload: { dateOfBirth } });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedBirthDate()).toBe(stored);
    }
  });

  it('refuses it the same way through tRPC: agent.update and the Edit save', async () => {
    const update = await app().inject({
      method: 'POST',
      url: '/trpc/agent.update',
      payload: { id: agent.id, dateOfBirth: `${NEXT_YEAR}-06-01` },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ error: { message: expect.stringContaining(FUTURE_REFUSAL) } });
    const save = await app().inject({
      method: 'POST',
      url: '/trpc/agent.saveEdit',
      payload: {
        id: agent.id,
        npn: '19900200',
        firstName: 'Dana',
        lastName: 'Reyes',
        dateOfBirth: `${NEXT_YEAR}-06-01`,
        carriers: [],
      },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ error: { message: expect.stringContaining(FUTURE_REFUSAL) } });
    expect(await storedBirthDate()).toBe('1980-04-02');
  });

  it("an agent list's row with a future DoB is that row's error; the other rows are imported", async () => {
    const response = await upload(
      app(),
      '/api/import-agents',
      'roster.csv',
      `NPN,First Name,Last Name,DoB\n19900301,Ann,Later,03/15/${NEXT_YEAR}\n19900302,Bob,Earlier,03/15/1970\n`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ imported: 1 });
    expect(result.errors).toEqual([expect.stringMatching(/a date of birth cannot be in the future/)]);
    expect(result.errors[0]).toContain(`03/15/${NEXT_YEAR}`);
    const people = ((await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[]).map((a) => [
      a.npn,
      a.dateOfBirth,
    ]);
    expect(people).toContainEqual(['19900302', '1970-03-15']);
    expect(people.find(([npn]) => npn === '19900301')).toBeUndefined();
  });
});
