import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';

describeApi('carriers and companies', ({ app, reset }) => {
  beforeEach(() => reset());

  it('POST /api/init-companies creates the three defaults with ids 1-3, and again changes nothing', async () => {
    const first = await app().inject({ method: 'POST', url: '/api/init-companies' });
    expect(first.statusCode).toBe(200);
    const again = await app().inject({
      method: 'POST',
      url: '/api/init-companies',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(200);
    const list = (await app().inject({ method: 'GET', url: '/api/carriers' })).json();
    expect(list.map((c: { id: number; code: string }) => [c.id, c.code])).toEqual([
      [1, 'AMAM'],
      [2, 'AETNA'],
      [3, 'FORESTERS'],
    ]);
    expect(list.find((c: { id: number }) => c.id === 3).acceptsPdf).toBe(true);
  });

  it('creates a company with the code upper-cased; /api/companies lists the same rows', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Mutual of Omaha', code: 'moo', active: true },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Mutual of Omaha',
      code: 'MOO',
      active: true,
      createdAt: expect.any(String),
    });
    const companies = (await app().inject({ method: 'GET', url: '/api/companies' })).json();
    expect(companies).toEqual((await app().inject({ method: 'GET', url: '/api/carriers' })).json());
    expect(companies).toHaveLength(1);
  });

  it('refuses a duplicate code with 409 and a message', async () => {
    await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Aetna', code: 'AETNA' } });
    const dup = await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Other', code: 'aetna' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/AETNA/);
  });

  it('refuses missing name/code and malformed JSON with 400', async () => {
    const missing = await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: ' ', code: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Company name is required/);
    const malformed = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it('updates and deletes by id; unknown ids are 404', async () => {
    const { id } = (
      await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'A', code: 'A1' } })
    ).json();
    const updated = await app().inject({
      method: 'PUT',
      url: `/api/carriers/${id}`,
      payload: { name: 'B', code: 'b2', active: false },
    });
    expect(updated.json()).toMatchObject({ id, name: 'B', code: 'B2', active: false });
    expect(
      (await app().inject({ method: 'PUT', url: '/api/carriers/999', payload: { name: 'B', code: 'B3' } })).statusCode,
    ).toBe(404);
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/carriers/${id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await app().inject({ method: 'DELETE', url: `/api/carriers/${id}` })).statusCode).toBe(404);
    expect((await app().inject({ method: 'DELETE', url: '/api/carriers/abc' })).statusCode).toBe(400);
  });

  it('a company an e-mail template or schedule uses cannot be deleted (409 naming them); nothing changes', async () => {
    const { id } = (
      await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Mutual', code: 'MUT' } })
    ).json();
    const template = (
      await app().inject({
        method: 'POST',
        url: '/api/email-templates',
        payload: { carrierId: id, subject: 'Notice', body: 'Pay {debt_amount}' },
      })
    ).json();
    const schedule = await app().inject({
      method: 'POST',
      url: '/api/email-schedules',
      payload: { templateId: template.id, frequency: 'weekly' },
    });
    expect(schedule.json()).toMatchObject({ carrierId: id });

    const refused = await app().inject({ method: 'DELETE', url: `/api/carriers/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'Company MUT is still used by 1 e-mail template and 1 e-mail schedule; nothing was deleted',
    });
    expect((await app().inject('/api/email-templates')).json()).toEqual([
      expect.objectContaining({ id: template.id, carrierId: id }),
    ]);
    expect((await app().inject('/api/email-schedules')).json()).toEqual([
      expect.objectContaining({ id: schedule.json().id, carrierId: id }),
    ]);
    expect((await app().inject('/api/carriers')).json()).toContainEqual(expect.objectContaining({ id }));

    await app().inject({ method: 'DELETE', url: `/api/email-schedules/${schedule.json().id}` });
    const stillTemplate = await app().inject({ method: 'DELETE', url: `/api/carriers/${id}` });
    expect(stillTemplate.statusCode).toBe(409);
    expect(stillTemplate.json().message).toMatch(/still used by 1 e-mail template;/);
    await app().inject({ method: 'DELETE', url: `/api/email-templates/${template.id}` });
    expect((await app().inject({ method: 'DELETE', url: `/api/carriers/${id}` })).statusCode).toBe(200);
  });
});

describeApi('init-companies when other companies hold ids 1-3', ({ app, reset }) => {
  it('still creates every default carrier (by code), once', async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Mutual', code: 'MUTUAL' } });
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    const codes = (await app().inject({ method: 'GET', url: '/api/carriers' }))
      .json()
      .map((c: { code: string }) => c.code);
    expect(codes.sort()).toEqual(['AETNA', 'AMAM', 'FORESTERS', 'MUTUAL']);
  });
});
