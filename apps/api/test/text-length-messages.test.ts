import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

// A text field's limit is said once, with the number that holds: before, a 600-character writing
// number got two issues, the first "at most 500 characters" though 100 is the limit.
describeApi('text length messages', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  it('names the limit of a writing number, a carrier code and a key name once', async () => {
    const [agentId = 0] = await insertAgents(database().db, [{ name: 'Dana Reyes' }]);
    const cases = [
      [
        '/api/writing-numbers/upsert',
        { agentId, carrierId: 1, writingNumber: 'W'.repeat(600) },
        'writingNumber',
        'Writing number is too long (at most 100 characters)',
      ],
      [
        '/api/carriers',
        { name: 'Long Code Life', code: 'C'.repeat(33) },
        'code',
        'Company code is too long (at most 32 characters)',
      ],
      ['/api/api-keys', { name: 'K'.repeat(101) }, 'name', 'Key name is too long (at most 100 characters)'],
    ] as const;
    for (const [url, payload, field, message] of cases) {
      const response = await app().inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues).toEqual([{ path: [field], message }]);
    }
    const settings = await app().inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { organisationName: 'O'.repeat(201) },
    });
    expect(settings.json().issues).toEqual([
      { path: ['organisationName'], message: 'Organisation name is too long (at most 200 characters)' },
    ]);
    expect((await app().inject({ method: 'GET', url: '/api/writing-numbers' })).json()).toEqual([]);
  });
});
