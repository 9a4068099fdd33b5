import { beforeEach, describe, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Agent = { id: number; name: string; agentId: string | null; carrierId: number | null; phone: string | null };

/**
 * An Agent ID is the agent's code at their carrier: a second record with the same code at the same
 * carrier is a 409 naming the record that has it (POST /api/agents, and the Edit save where a
 * record takes its writing number as its Agent ID). Codes compare as writing numbers do: case,
 * spaces and dashes ignored, digits-only codes equal with or without leading zeros.
 */
describeApi('one record per Agent ID at a carrier', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const post = (payload: Record<string, unknown>) => app().inject({ method: 'POST', url: '/api/agents', payload });
  const add = async (payload: Record<string, unknown>) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Agent;
  };
  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
  const taken = (agentId: string, holder: Agent, carrier: string) =>
    `Agent ID ${agentId} is already used at ${carrier} by agent record ${holder.id} (${holder.name}); ` +
    'an Agent ID names one record at its carrier: use or edit that record';

  it('POST /api/agents refuses a second record with the same Agent ID at the carrier (409), whatever its case, spaces or dashes', async () => {
    const maria = await add({ name: 'Maria Lopez', agentId: 'AM-100', carrierId: 1, npn: '17500001' });
    for (const agentId of ['AM-100', 'am100', ' Am 1-00 ']) {
      const response = await post({ name: 'Other Person', agentId, carrierId: 1, npn: '17500002' });
      expect(response.statusCode, agentId).toBe(409);
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        message: taken(agentId.trim(), maria, 'American Amicable'),
      });
    }
    expect((await agents()).map((a) => a.id)).toEqual([maria.id]);
  });

  it('digits-only Agent IDs are equal with or without leading zeros; other codes only as written', async () => {
    const digits = await add({ name: 'Dee Digits', agentId: '000903', carrierId: 2 });
    const refused = await post({ name: 'Other Person', agentId: '903', carrierId: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: taken('903', digits, 'Aetna') });
    expect((await post({ name: 'Other Person', agentId: '9-03', carrierId: 2 })).statusCode).toBe(409);
    // W001 and W0001 are two codes (only a code of digits only drops its zeros), and so are 0 and 00.
    await add({ name: 'Wes One', agentId: 'W001', carrierId: 2 });
    await add({ name: 'Wes Two', agentId: 'W0001', carrierId: 2 });
    await add({ name: 'Zoe Zero', agentId: '0', carrierId: 2 });
    await add({ name: 'Zak Zeros', agentId: '00', carrierId: 2 });
    expect(await agents()).toHaveLength(5);
  });

  it('the same Agent ID at another carrier is another code, and is taken', async () => {
    await add({ name: 'Maria Lopez', agentId: 'X-1', carrierId: 1 });
    await add({ name: 'Sam Other', agentId: 'X-1', carrierId: 2 });
    await add({ name: 'Maria Lopez', agentId: 'x1', carrierId: 3 });
    expect((await agents()).map((a) => [a.agentId, a.carrierId])).toEqual([
      ['X-1', 1],
      ['X-1', 2],
      ['x1', 3],
    ]);
  });

  it('two adds of one Agent ID at the same moment make one record; the other is a 409', async () => {
    const [first, second] = await Promise.all([
      post({ name: 'Ann Early', agentId: 'RACE-1', carrierId: 1 }),
      post({ name: 'Ben Late', agentId: 'race 1', carrierId: 1 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await agents()).toHaveLength(1);
  });

  describe('the Edit save', () => {
    const saveEdit = (payload: object) => app().inject({ method: 'POST', url: '/trpc/agent.saveEdit', payload });
    const refusal = (response: { json: () => unknown }) =>
      (response.json() as { error: { message: string } }).error.message;

    it("refuses a writing number that would become a record's Agent ID another record there has (409); nothing is saved", async () => {
      const maria = await add({ name: 'Maria Lopez', agentId: 'AM-100', carrierId: 1, npn: '17500001' });
      const sam = await add({ name: 'Sam Other', agentId: 'AE-1', carrierId: 2, npn: '17500002' });
      // Sam has no record at American Amicable: the save makes one, which takes the writing number as its Agent ID.
      const refused = await saveEdit({
        id: sam.id,
        phone: '555-0199',
        carriers: [{ carrierId: 1, writingNumber: 'am 100', debt: 40 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refusal(refused)).toBe(
        `Agent ID am 100 is already used at American Amicable by agent record ${maria.id} (Maria Lopez); ` +
          'an Agent ID names one record at its carrier: use or edit that record; nothing was saved',
      );
      expect(await agents()).toEqual([
        expect.objectContaining({ id: maria.id }),
        expect.objectContaining({ id: sam.id, phone: null }),
      ]);
      const numbers = await database().db.selectFrom('writing_numbers').select('id').execute();
      expect(numbers).toEqual([]);

      const saved = await saveEdit({
        id: sam.id,
        phone: '555-0199',
        carriers: [{ carrierId: 1, writingNumber: 'AM-200' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await agents()).map((a) => [a.name, a.agentId, a.carrierId])).toEqual([
        ['Maria Lopez', 'AM-100', 1],
        ['Sam Other', 'AE-1', 2],
        ['Sam Other', 'AM-200', 1],
      ]);
    });

    it('a record that has its own Agent ID keeps it; records stored with one code before the rule still save', async () => {
      const [first, second] = await insertAgents(database().db, [
        { name: 'Old One', agent_id: 'DUP-1', carrier_id: 1, npn: '17500011' },
        { name: 'Old Two', agent_id: 'dup1', carrier_id: 1, npn: '17500012' },
      ]);
      const phone = await saveEdit({
        id: second,
        phone: '555-0100',
        carriers: [{ carrierId: 1, writingNumber: 'W-77' }],
      });
      expect(phone.statusCode, phone.body).toBe(200);
      const put = await app().inject({ method: 'PUT', url: `/api/agents/${first}`, payload: { phone: '555-0101' } });
      expect(put.statusCode, put.body).toBe(200);
      expect((await agents()).map((a) => [a.agentId, a.phone])).toEqual([
        ['DUP-1', '555-0101'],
        ['dup1', '555-0100'],
      ]);
    });
  });
});
