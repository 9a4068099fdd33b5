import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

const template = {
  name: '46-90 days template',
  carrierId: 2,
  debtAgeMin: 46,
  debtAgeMax: 90,
  subject: 'Second notice for {agent_name}',
  body: 'Dear {agent_name}, {debt_amount} with {carrier} is {debt_age} days old. {sender_name}',
  active: true,
};

describeApi('email templates', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  async function create(payload: object) {
    return app().inject({ method: 'POST', url: '/api/email-templates', payload });
  }

  it('POST saves a template and GET lists it with every field', async () => {
    const created = await create(template);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      ...template,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const listed = await app().inject({ method: 'GET', url: '/api/email-templates' });
    expect(listed.json()).toEqual([created.json()]);
  });

  it('defaults: carrier none, range upper bound 999, active, and a name from the range', async () => {
    const created = await create({ debtAgeMin: 91, subject: 'Final notice', body: 'Pay now' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: '91+ days template',
      carrierId: null,
      debtAgeMin: 91,
      debtAgeMax: 999,
      active: true,
    });
    expect((await create({ ...template, debtAgeMax: null })).json().debtAgeMax).toBe(999);
  });

  it("refuses a missing or blank subject or body with 'Please fill in subject and body'", async () => {
    for (const payload of [
      { ...template, subject: '' },
      { ...template, body: '   ' },
      { name: 'x', debtAgeMin: 0, debtAgeMax: 45 },
    ]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in subject and body');
    }
    expect((await app().inject({ method: 'GET', url: '/api/email-templates' })).json()).toEqual([]);
  });

  it('refuses a range whose minimum is above its maximum, negative ages and unknown carriers', async () => {
    const inverted = await create({ ...template, debtAgeMin: 91, debtAgeMax: 90 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toMatch(/minimum \(91\).*maximum \(90\)/);
    const negative = await create({ ...template, debtAgeMin: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('debtAgeMin');
    const unknownCarrier = await create({ ...template, carrierId: 99 });
    expect(unknownCarrier.statusCode).toBe(400);
    expect(unknownCarrier.json().message).toBe('Carrier 99 does not exist');
  });

  it('PUT changes only the fields given, keeps the rules, and 404s unknown ids', async () => {
    const { id } = (await create(template)).json();
    const updated = await app().inject({
      method: 'PUT',
      url: `/api/email-templates/${id}`,
      payload: { subject: 'Reminder', active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...template, id, subject: 'Reminder', active: false });
    const emptied = await app().inject({ method: 'PUT', url: `/api/email-templates/${id}`, payload: { body: '' } });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('Please fill in subject and body');
    const inverted = await app().inject({
      method: 'PUT',
      url: `/api/email-templates/${id}`,
      payload: { debtAgeMin: 100 },
    });
    expect(inverted.statusCode).toBe(400);
    const clearedCarrier = await app().inject({
      method: 'PUT',
      url: `/api/email-templates/${id}`,
      payload: { carrierId: null },
    });
    expect(clearedCarrier.json().carrierId).toBeNull();
    const missing = await app().inject({ method: 'PUT', url: '/api/email-templates/9999', payload: { subject: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('DELETE removes a template; notices sent with it keep their text', async () => {
    const { id } = (await create(template)).json();
    const [agentId] = await insertAgents(database().db, [{ name: 'Pat Lee' }]);
    await database()
      .db.insertInto('email_history')
      .values({ agent_id: agentId, template_id: id, subject: 'Second notice for Pat Lee' })
      .execute();
    const deleted = await app().inject({ method: 'DELETE', url: `/api/email-templates/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, name: template.name });
    expect((await app().inject({ method: 'DELETE', url: `/api/email-templates/${id}` })).statusCode).toBe(404);
    const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
    expect(history).toEqual([expect.objectContaining({ templateId: null, subject: 'Second notice for Pat Lee' })]);
  });
});
