import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

type Agent = Record<string, unknown> & { id: number; name: string };

/**
 * PUT /api/agents/{id} with `name` (the field POST /api/agents takes): a new name renames the record
 * split as POST splits it; the stored name sent back (a GET-then-PUT round trip) changes nothing;
 * a name that disagrees with the firstName/middleName/lastName beside it is a 400 and nothing is
 * saved. Before, `name` was let through as a field of the answer: 200, nothing changed.
 */
describeApi('PUT /api/agents/{id} with name', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const post = async (payload: Record<string, unknown>) =>
    (await app().inject({ method: 'POST', url: '/api/agents', payload: { carrierId: 1, ...payload } })).json() as Agent;
  const put = (id: number, payload: object) => app().inject({ method: 'PUT', url: `/api/agents/${id}`, payload });
  const details = async (id: number) =>
    (await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json() as Agent;
  const nameFields = ({ name, firstName, middleName, lastName }: Agent) => ({ name, firstName, middleName, lastName });

  /** Maria L Garcia, her middle name on file as the edit dialog saves it. */
  async function maria() {
    const { id } = await post({ name: 'Maria Garcia', agentId: 'E1', npn: '17009999' });
    const saved = await put(id, { firstName: 'Maria', middleName: 'L', lastName: 'Garcia', phone: '555-0101' });
    expect(saved.json()).toMatchObject({ name: 'Maria L Garcia', middleName: 'L' });
    return id;
  }

  it('renames the record as POST /api/agents would have split the name', async () => {
    const id = await maria();
    const renamed = await put(id, { name: 'Jane Q Public' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const created = await post({ name: 'Jane Q Public', agentId: 'E2' });
    expect(nameFields(renamed.json() as Agent)).toEqual(nameFields(created));
    expect(renamed.json()).toMatchObject({ name: 'Jane Q Public', lastName: 'Public', phone: '555-0101' });
    expect(await details(id)).toMatchObject(nameFields(renamed.json() as Agent));
    // Found under the new name at its carrier (the name keys follow).
    const found = await app().inject(`/api/agents/find?carrierId=1&npn=17009999`);
    expect(found.json()).toMatchObject({ id, name: 'Jane Q Public' });
    const byName = await app().inject(`/api/agents/find?carrierId=1&name=${encodeURIComponent('Public, Jane')}`);
    expect(byName.json()).toMatchObject({ name: 'Jane Q Public' });

    // "Last, First" and a suffix are read as POST reads them too.
    for (const [agentId, name] of [
      ['E3', 'Washington, George T, Jr'],
      ['E4', 'Mary Ann Smith'],
    ] as const) {
      const again = await put(id, { name });
      expect(again.statusCode, again.body).toBe(200);
      expect(nameFields(again.json() as Agent)).toEqual(nameFields(await post({ name, agentId })));
    }
  });

  it('renames through the tRPC procedure the same way', async () => {
    const id = await maria();
    const response = await app().inject({
      method: 'POST',
      url: '/trpc/agent.update',
      payload: { id, name: 'Jane Q Public' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await details(id)).toMatchObject({
      name: 'Jane Q Public',
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Public',
    });
  });

  it('a record read back and sent again keeps its name; a part changed beside the old name is saved', async () => {
    const id = await maria();
    const before = await details(id);
    const same = await put(id, before);
    expect(same.statusCode, same.body).toBe(200);
    const { updatedAt: _u, ...kept } = before;
    expect(same.json()).toMatchObject(kept);
    // Only the phone changed: the name sent back is the stored one, so the name stays.
    const phoneOnly = await put(id, { ...before, phone: '555-0199' });
    expect(phoneOnly.json()).toMatchObject({ ...nameFields(before), phone: '555-0199' });
    // The first name changed in the record read back: that is the rename, the old name is ignored.
    const firstName = await put(id, { ...before, firstName: 'Marie' });
    expect(firstName.statusCode, firstName.body).toBe(200);
    expect(firstName.json()).toMatchObject({ name: 'Marie L Garcia', firstName: 'Marie', middleName: 'L' });
  });

  it('a name that disagrees with the parts sent beside it is a 400 saying which to send; nothing is saved', async () => {
    const id = await maria();
    const before = await details(id);
    for (const payload of [
      { name: 'Jane Q Public', firstName: 'Maria', lastName: 'Garcia', phone: '555-0000' },
      { ...before, name: 'Jane Q Public', phone: '555-0000' },
      { name: 'Jane Q Public', lastName: 'Doe' },
    ]) {
      const refused = await put(id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(/Send name alone .*or firstName, middleName and lastName without name/);
      expect(refused.json().message).toContain('Jane Q Public');
    }
    expect(await details(id)).toEqual(before);
    // Sent together as one name (case and "Last, First" aside), they are saved.
    const agreed = await put(id, { name: 'Public, Jane Q', firstName: 'Jane', middleName: 'Q', lastName: 'Public' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ firstName: 'Jane', middleName: 'Q', lastName: 'Public' });
  });

  it('refuses a new name that is blank or has no last name, as the edit payload cannot clear one', async () => {
    const id = await maria();
    const before = await details(id);
    for (const name of ['', '   ', 'Cher']) {
      const refused = await put(id, { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message).toMatch(/name/);
    }
    expect((await put(id, { name: 42 })).statusCode).toBe(400);
    expect(await details(id)).toEqual(before);
  });
});
