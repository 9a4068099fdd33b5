import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';

type Template = {
  name: string;
  debtAgeMin: number;
  debtAgeMax: number;
  subject: string;
  body: string;
  active: boolean;
};

describeApi('POST /api/initialize', ({ app, reset }) => {
  beforeEach(() => reset());

  async function initialize(headers: Record<string, string> = {}, payload?: string) {
    const response = await app().inject({ method: 'POST', url: '/api/initialize', headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('on an empty database creates the default carriers and one template per debt age range', async () => {
    expect(await initialize()).toEqual({ carriers: 3, templates: 3 });
    const carriers = (await app().inject({ method: 'GET', url: '/api/carriers' })).json();
    expect(carriers.map((c: { id: number; code: string }) => [c.id, c.code])).toEqual([
      [1, 'AMAM'],
      [2, 'AETNA'],
      [3, 'FORESTERS'],
    ]);
    const templates: Template[] = (await app().inject({ method: 'GET', url: '/api/email-templates' })).json();
    expect(templates.map((t) => [t.name, t.debtAgeMin, t.debtAgeMax, t.active])).toEqual([
      ['0-45 days template', 0, 45, true],
      ['46-90 days template', 46, 90, true],
      ['91+ days template', 91, 999, true],
    ]);
    for (const t of templates) {
      expect(t.subject).toContain('{debt_amount}');
      for (const variable of [
        '{agent_name}',
        '{agent_id}',
        '{carrier}',
        '{debt_amount}',
        '{debt_age}',
        '{sender_name}',
      ]) {
        expect(t.body, `${t.name} ${variable}`).toContain(variable);
      }
    }
  });

  it('is idempotent: later calls, with or without a JSON content type and empty body, change nothing', async () => {
    await initialize();
    expect(await initialize({ 'content-type': 'application/json' }, '')).toEqual({ carriers: 0, templates: 0 });
    expect(await initialize()).toEqual({ carriers: 0, templates: 0 });
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).json()).toHaveLength(3);
    expect((await app().inject({ method: 'GET', url: '/api/email-templates' })).json()).toHaveLength(3);
  });

  it('calls made at the same time still create each default once', async () => {
    const results = await Promise.all([initialize(), initialize(), initialize()]);
    expect(results.reduce((sum, r) => sum + r.templates, 0)).toBe(3);
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).json()).toHaveLength(3);
    expect((await app().inject({ method: 'GET', url: '/api/email-templates' })).json()).toHaveLength(3);
  });

  it('leaves an organisation’s own carriers and templates alone', async () => {
    await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Mutual of Omaha', code: 'MOO' } });
    expect(await initialize()).toEqual({ carriers: 0, templates: 3 });
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).json()).toEqual([
      expect.objectContaining({ code: 'MOO' }),
    ]);

    await reset();
    await app().inject({
      method: 'POST',
      url: '/api/email-templates',
      payload: { name: 'Ours', subject: 'Hello', body: 'Pay up', debtAgeMin: 0, debtAgeMax: 999 },
    });
    expect(await initialize()).toEqual({ carriers: 3, templates: 0 });
    expect((await app().inject({ method: 'GET', url: '/api/email-templates' })).json()).toEqual([
      expect.objectContaining({ name: 'Ours' }),
    ]);
  });
});
