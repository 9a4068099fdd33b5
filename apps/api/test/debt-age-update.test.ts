import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents, postDebt } from './ledger-fixtures';

// PUT /api/debts/{id} with `debtAge`, the field POST takes for the same thing: before, it was let
// through as a field of the debt read back and dropped, so the answer was a 200 with the old age.
describeApi('debt age on update', ({ app, database, reset }) => {
  let debtId: number;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const [agentId = 0] = await insertAgents(database().db, [{ name: 'Dana Reyes' }]);
    debtId = (await postDebt(app(), { agentId, amount: 40 })).id;
  });

  const put = (payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: `/api/debts/${debtId}`, payload });

  it('sets the day incurred from debtAge, as POST does', async () => {
    const response = await put({ debtAge: 60 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: debtId, debtAge: 60, amount: 40 });
    const listed = (await app().inject({ method: 'GET', url: '/api/debts?ageRange=46-90' })).json();
    expect(listed.map((debt: { id: number }) => debt.id)).toEqual([debtId]);
  });

  it('takes a debt read back and sent again, whose debtAge and incurredOn agree', async () => {
    const aged = (await put({ debtAge: 10 })).json();
    const again = await put({ ...aged, amount: 55 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ debtAge: 10, incurredOn: aged.incurredOn, amount: 55 });
  });

  it('refuses a debtAge and an incurredOn that name different days, changing nothing', async () => {
    const before = (await put({ debtAge: 5 })).json();
    const response = await put({ debtAge: 3, incurredOn: '2026-01-01', amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Invalid input: debtAge 3 and incurredOn 2026-01-01 \(\d+ days ago\) name different days: give one of them$/,
    );
    const after = (await app().inject({ method: 'GET', url: '/api/debts' })).json()[0];
    expect(after).toMatchObject({ debtAge: 5, incurredOn: before.incurredOn, amount: 40 });
  });

  it('checks debtAge as POST does', async () => {
    for (const [debtAge, message] of [
      [-1, 'debtAge: must not be negative'],
      ['10', 'debtAge: must be a number of days'],
      [1.5, 'debtAge: must be a whole number of days'],
    ] as const) {
      const response = await put({ debtAge });
      expect(response.statusCode, String(debtAge)).toBe(400);
      expect(response.json().message).toBe(`Invalid input: ${message}`);
    }
  });
});
