import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents, postDebt } from './ledger-fixtures';

type Debt = { id: number; agentId: number; carrierId: number; amount: number; status: string; notes: string | null };

/**
 * A script that sends `agentId` or `carrierId` to PUT /api/debts/{id} is trying to move the debt:
 * it is told that a debt cannot move (400), and nothing of the request is applied. Sending back the
 * debt as it was read (its own agent and carrier) is a normal update.
 */
describeApi(
  'a debt stays with its agent and carrier (PUT /api/debts/{id}, debt.update)',
  ({ app, database, reset }) => {
    let agentId: number;
    let otherAgentId: number;
    let debt: Debt;

    beforeEach(async () => {
      await reset();
      await initCompanies(app());
      [agentId = 0, otherAgentId = 0] = await insertAgents(database().db, [
        { name: 'Dana Reyes' },
        { name: 'Sam Ortiz' },
      ]);
      debt = (await postDebt(app(), { agentId, amount: 100, notes: 'Chargeback' })) as unknown as Debt;
    });

    const put = (payload: object) => app().inject({ method: 'PUT', url: `/api/debts/${debt.id}`, payload });
    const stored = async () =>
      ((await app().inject({ method: 'GET', url: '/api/debts' })).json() as Debt[]).find((d) => d.id === debt.id);
    const MOVE_REFUSED = "A debt's agent and carrier cannot be changed";

    it('refuses another agent or carrier with a 400 that says what to do, and changes nothing', async () => {
      for (const payload of [
        { agentId: otherAgentId, amount: 50 },
        { carrierId: 2, amount: 50, status: 'paid' },
        { agentId: otherAgentId, carrierId: 2, notes: 'moved' },
      ]) {
        const response = await put(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({
          code: 'BAD_REQUEST',
          message: `${MOVE_REFUSED} (debt ${debt.id} is agent ${agentId}'s at carrier 1): delete it and add it under the right agent and carrier`,
        });
      }
      expect(await stored()).toMatchObject({
        agentId,
        carrierId: 1,
        amount: 100,
        status: 'outstanding',
        notes: 'Chargeback',
      });
    });

    it('takes back the debt as it was read: its own agent and carrier are fine', async () => {
      const read = await stored();
      const response = await put({ ...read!, amount: 0, status: 'paid' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: debt.id, agentId, carrierId: 1, amount: 0, status: 'paid' });
      expect((await put({ agentId, carrierId: 1, amount: 75 })).json()).toMatchObject({ amount: 75 });
    });

    it('is a 404 for an unknown debt, with or without an agent', async () => {
      const unknown = await app().inject({ method: 'PUT', url: '/api/debts/99999', payload: { agentId, amount: 1 } });
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses the move the same way through tRPC', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/trpc/debt.update',
        payload: { id: debt.id, carrierId: 3, amount: 20 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message: expect.stringContaining(MOVE_REFUSED) } });
      expect(await stored()).toMatchObject({ carrierId: 1, amount: 100 });
      const same = await app().inject({
        method: 'POST',
        url: '/trpc/debt.update',
        payload: { id: debt.id, agentId, carrierId: 1, amount: 20 },
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(await stored()).toMatchObject({ carrierId: 1, amount: 20 });
    });
  },
);
