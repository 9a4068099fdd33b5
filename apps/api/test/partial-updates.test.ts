import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

/**
 * PUT is a partial update: a field left out keeps its stored value, null clears an optional field,
 * and null on a field the record cannot do without is a 400 naming it.
 */
describeApi('partial updates on PUT', ({ app, reset, database }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const put = (url: string, payload: object) => app().inject({ method: 'PUT', url, payload });
  const issuePaths = (response: { json: () => unknown }) =>
    ((response.json() as { issues?: { path: string[] }[] }).issues ?? []).map((i) => i.path.join('.'));

  async function terminatedAgent() {
    const { id } = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Maria Garcia', agentId: 'E1', carrierId: 1 },
      })
    ).json();
    const full = await put(`/api/agents/${id}`, {
      npn: '17009999',
      firstName: 'Maria',
      middleName: 'L',
      lastName: 'Garcia',
      type: 'Business',
      gender: 'Female',
      phone: '555-0101',
      email: 'maria@example.com',
      dateOfBirth: '1980-04-15',
      compLevel: 80,
      status: 'terminated',
      npnVerified: 'Verified',
      city: 'Austin',
      role: 'Agency Owner',
    });
    expect(full.statusCode).toBe(200);
    return { id: id as number, before: full.json() };
  }

  it('PUT /api/agents/{id} with only an e-mail changes the e-mail and keeps everything else', async () => {
    const { id, before } = await terminatedAgent();
    const saved = await put(`/api/agents/${id}`, { email: 'new@example.com' });
    expect(saved.statusCode).toBe(200);
    const { updatedAt: _u, email: _e, ...kept } = before;
    expect(saved.json()).toMatchObject({ ...kept, email: 'new@example.com' });
    expect(saved.json()).toMatchObject({
      status: 'terminated',
      compLevel: 80,
      role: 'Agency Owner',
      phone: '555-0101',
      type: 'Business',
      npnVerified: 'Verified',
      name: 'Maria L Garcia',
    });
    expect((await app().inject(`/api/agents/${id}`)).json()).toMatchObject(saved.json());
  });

  it('null clears an optional field; a name part alone renames from the stored parts', async () => {
    const { id } = await terminatedAgent();
    const cleared = await put(`/api/agents/${id}`, { phone: null, gender: null, dateOfBirth: null, middleName: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      phone: null,
      gender: null,
      dateOfBirth: null,
      middleName: null,
      name: 'Maria Garcia',
      email: 'maria@example.com',
      status: 'terminated',
    });
    const renamed = await put(`/api/agents/${id}`, { lastName: 'Lopez' });
    expect(renamed.json()).toMatchObject({ name: 'Maria Lopez', firstName: 'Maria', lastName: 'Lopez' });
    const found = await app().inject(`/api/agents/find?name=${encodeURIComponent('Lopez, Maria')}`);
    expect(found.json().id).toBe(id);
  });

  it('null on a required field is a 400 naming it, and changes nothing', async () => {
    const { id, before } = await terminatedAgent();
    for (const field of ['npn', 'firstName', 'lastName', 'status', 'compLevel', 'role', 'type', 'npnVerified']) {
      const response = await put(`/api/agents/${id}`, { email: 'x@example.com', [field]: null });
      expect(response.statusCode, field).toBe(400);
      expect(issuePaths(response), field).toContain(field);
    }
    expect((await app().inject(`/api/agents/${id}`)).json()).toEqual(before);
    expect((await put('/api/agents/9999', { email: 'a@example.com' })).statusCode).toBe(404);
  });

  it('PUT /api/agents/{id} with every field, names unchanged, keeps the display name; a changed name field rebuilds it', async () => {
    const { id } = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Samantha Long', agentId: 'S1', carrierId: 1, npn: '17005555' },
      })
    ).json();
    // As a roster import leaves her: a middle initial on file that the display name does not show.
    await database().db.updateTable('agents').set({ middle_name: 'D' }).where('id', '=', id).execute();
    const form = { npn: '17005555', firstName: 'Samantha', middleName: 'D', lastName: 'Long', status: 'active' };
    const saved = await put(`/api/agents/${id}`, { ...form, phone: '555-0199' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Samantha Long', middleName: 'D', phone: '555-0199' });
    const renamed = await put(`/api/agents/${id}`, { ...form, lastName: 'Longworth' });
    expect(renamed.json()).toMatchObject({ name: 'Samantha D Longworth', lastName: 'Longworth' });
  });

  it('PUT /api/carriers/{id}: a name alone keeps code and active; null name is a 400', async () => {
    const { id } = (
      await app().inject({
        method: 'POST',
        url: '/api/carriers',
        payload: { name: 'Zeta', code: 'ZETA', active: false },
      })
    ).json();
    const renamed = await put(`/api/carriers/${id}`, { name: 'Zeta Life' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Zeta Life', code: 'ZETA', active: false });
    const nulled = await put(`/api/carriers/${id}`, { name: null });
    expect(nulled.statusCode).toBe(400);
    expect(issuePaths(nulled)).toContain('name');
  });

  it('PUT /api/debts/{id}: notes alone keep the amount exactly; null notes clear them; null amount is a 400', async () => {
    const { id: agentId } = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Debt Owner', agentId: 'D1', carrierId: 1 },
      })
    ).json();
    const debt = (
      await app().inject({
        method: 'POST',
        url: '/api/debts',
        payload: { agentId, carrierId: 1, amount: '1,234.56', status: 'outstanding', notes: 'first' },
      })
    ).json();
    const noted = await put(`/api/debts/${debt.id}`, { notes: 'called' });
    expect(noted.json()).toMatchObject({ amount: 1234.56, status: 'outstanding', notes: 'called' });
    expect((await put(`/api/debts/${debt.id}`, { notes: null })).json()).toMatchObject({
      amount: 1234.56,
      notes: null,
    });
    const nulled = await put(`/api/debts/${debt.id}`, { amount: null });
    expect(nulled.statusCode).toBe(400);
    expect(issuePaths(nulled)).toContain('amount');
  });

  it('POST /api/writing-numbers/upsert on an existing number keeps its identifierType and status unless given', async () => {
    const { id: agentId } = (
      await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Wn Owner', agentId: 'W1', carrierId: 1 },
      })
    ).json();
    const upsert = (payload: object) =>
      app().inject({
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId, carrierId: 1, ...payload },
      });
    const first = await upsert({ writingNumber: 'QA-1', identifierType: 'name', status: 'inactive' });
    expect(first.json()).toMatchObject({ identifierType: 'name', status: 'inactive' });
    const again = await upsert({ writingNumber: 'QA-2' });
    expect(again.json()).toMatchObject({
      id: first.json().id,
      writingNumber: 'QA-2',
      identifierType: 'name',
      status: 'inactive',
    });
  });

  it('PUT /api/settings and /api/email-templates/{id} keep what is left out', async () => {
    const settings = await put('/api/settings', { agencyOwnerName: 'Jordan Blake' });
    expect(settings.statusCode).toBe(200);
    const again = await put('/api/settings', { defaultAgencyName: null });
    expect(again.json()).toMatchObject({ agencyOwnerName: 'Jordan Blake', defaultAgencyName: null });
    expect(issuePaths(await put('/api/settings', { organisationName: null }))).toContain('organisationName');
    const template = (
      await app().inject({
        method: 'POST',
        url: '/api/email-templates',
        payload: { subject: 'Hello', body: 'Body', debtAgeMin: 0, debtAgeMax: 30, active: true },
      })
    ).json();
    const changed = await put(`/api/email-templates/${template.id}`, { active: false });
    expect(changed.json()).toMatchObject({ subject: 'Hello', body: 'Body', debtAgeMax: 30, active: false });
    expect(issuePaths(await put(`/api/email-templates/${template.id}`, { subject: null }))).toContain('subject');
  });

  it('the OpenAPI document says so: nothing required on PUT /agents/{id}, optional fields nullable, no defaults', async () => {
    const doc = (await app().inject('/api/openapi.json')).json();
    const schema = doc.paths['/agents/{id}'].put.requestBody.content['application/json'].schema;
    expect(schema.required ?? []).toEqual([]);
    expect(JSON.stringify(schema.properties.phone)).toMatch(/null/);
    expect(JSON.stringify(schema.properties.gender)).toMatch(/null/);
    expect(JSON.stringify(schema.properties.status)).not.toMatch(/null|default/);
    expect(JSON.stringify(schema)).not.toMatch(/"default"/);
  });
});
