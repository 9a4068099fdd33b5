import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

/**
 * An NPN is one person's at every carrier: POST /api/agents (and PUT when the NPN or the name
 * changes) with an NPN whose records name someone else entirely is a 409, as an agent list's row
 * is refused ("NPN … is X here; this row names Y: check the NPN"), by the import's own comparison.
 */
describeApi("an NPN names its holder's person", ({ app, database, reset }) => {
  let holderId: number;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const holder = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Patricia Q. Holder', agentId: 'PH-1', carrierId: 1, npn: '40000001' },
    });
    expect(holder.statusCode, holder.body).toBe(200);
    holderId = holder.json().id;
  });

  const count = async () => (await database().db.selectFrom('agents').select('id').execute()).length;
  const post = (name: string, carrierId: number, npn = '40000001', agentId = `X-${carrierId}`) =>
    app().inject({ method: 'POST', url: '/api/agents', payload: { name, agentId, carrierId, npn } });

  it('refuses a record at another carrier that names someone else; nothing is stored', async () => {
    for (const name of ['Stat', 'Zed Zulu']) {
      const response = await post(name, 2, '0040000001');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(
        `NPN 0040000001 is Patricia Q. Holder here; this record names ${name}: check the NPN; nothing was saved`,
      );
    }
    expect(await count()).toBe(1);
  });

  it('takes the same person written otherwise: middle initial, suffix, LAST, FIRST, one part changed', async () => {
    const names = ['Patricia Holder', 'HOLDER, PATRICIA Q', 'Patricia Holder Jr', 'Pat Holder', 'Patricia Smith'];
    for (const [index, name] of names.entries()) {
      const carrier = await app().inject({
        method: 'POST',
        url: '/api/carriers',
        payload: { name: `Carrier ${index}`, code: `C${index}`, active: true },
      });
      const response = await post(name, carrier.json().id);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });

  it('PUT refuses giving a record that NPN, or renaming a holder of it to someone else; a phone change still saves', async () => {
    const other = await post('Olga Other', 2, '40000002');
    const otherId = other.json().id;
    const toNpn = await app().inject({ method: 'PUT', url: `/api/agents/${otherId}`, payload: { npn: '40000001' } });
    expect(toNpn.statusCode, toNpn.body).toBe(409);
    expect(toNpn.json().message).toMatch(/^NPN 40000001 is Patricia Q\. Holder here; this record names Olga Other/);
    const copy = await post('Patricia Holder', 2, '40000001', 'PH-2');
    const renamed = await app().inject({
      method: 'PUT',
      url: `/api/agents/${copy.json().id}`,
      payload: { firstName: 'Zed', lastName: 'Zulu' },
    });
    expect(renamed.statusCode, renamed.body).toBe(409);
    const married = await app().inject({
      method: 'PUT',
      url: `/api/agents/${holderId}`,
      payload: { lastName: 'Newname', phone: '555-0100' },
    });
    expect(married.statusCode, married.body).toBe(200);
    const stored = await database().db.selectFrom('agents').select(['npn', 'name']).orderBy('id').execute();
    expect(stored).toEqual([
      { npn: '40000001', name: 'Patricia Q. Newname' },
      { npn: '40000002', name: 'Olga Other' },
      { npn: '40000001', name: 'Patricia Holder' },
    ]);
  });
});
