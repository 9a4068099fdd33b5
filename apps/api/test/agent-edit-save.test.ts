import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { upload } from './uploads';

type Agent = {
  id: number;
  name: string;
  agentId: string | null;
  carrierId: number | null;
  npn: string | null;
  email: string | null;
  phone: string | null;
  uplineId: string | null;
  status: string;
  totalDebt: number;
  debtAge: number;
  writingNumbers: { carrierId: number; writingNumber: string }[];
};
type Debt = { id: number; agentId: number; carrierId: number; amount: number; status: string; notes: string | null };
type CarrierState = { carrierId: number; writingNumber: string | null; openDebt: number | null };
type Person = { npn: string | null; totalDebt: number; activeCarriers: number };

/**
 * The Edit Agent save (agent.saveEdit): the agent update and SPEC section 7's follow-up writes in
 * one transaction. Carriers 1-3 are AMAM, AETNA and FORESTERS.
 */
describeApi(
  'the Edit Agent save: one transaction for the agent, its writing numbers and debts',
  ({ app, database, reset }) => {
    beforeEach(async () => {
      await reset();
      await initCompanies(app());
    });

    const saveEdit = (payload: object) => app().inject({ method: 'POST', url: '/trpc/agent.saveEdit', payload });
    const editCarriers = async (id: number) => {
      const input = encodeURIComponent(JSON.stringify({ id }));
      const response = await app().inject({ method: 'GET', url: `/trpc/agent.editCarriers?input=${input}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { result: { data: CarrierState[] } }).result.data;
    };
    const get = async <T>(url: string) => {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const agents = () => get<Agent[]>('/api/agents');
    const debts = () => get<Debt[]>('/api/debts');
    const people = () => get<Person[]>('/api/unified-agents');
    const addAgent = async (payload: object) => {
      const response = await app().inject({ method: 'POST', url: '/api/agents', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Agent;
    };
    const addDebt = async (payload: object) => {
      const response = await app().inject({ method: 'POST', url: '/api/debts', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Debt;
    };
    const expectSaved = (response: { statusCode: number; body: string }) =>
      expect(response.statusCode, response.body).toBe(200);
    const refusal = (response: { statusCode: number; json: () => unknown }) =>
      (response.json() as { error: { message: string } }).error.message;

    /** Amy Adams at AMAM, NPN 111, with an e-mail and an upline to copy to her other records. */
    const amy = () =>
      addAgent({
        name: 'Amy Adams',
        agentId: 'AM-1',
        carrierId: 1,
        npn: '111',
        email: 'amy@example.com',
        phone: '555-0100',
        upline: 'Una Upline',
        uplineId: '900',
      });

    it('a writing number another record holds (409) saves nothing; the corrected save applies everything once', async () => {
      const me = await amy();
      const bob = await addAgent({ name: 'Bob Holder', agentId: 'AM-2', carrierId: 1, npn: '222' });
      const held = await app().inject({
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId: bob.id, carrierId: 1, writingNumber: 'W-1' },
      });
      expect(held.statusCode, held.body).toBe(200);
      const edit = (writingNumber: string) => ({
        id: me.id,
        phone: '555-0199',
        carriers: [
          { carrierId: 1, writingNumber },
          { carrierId: 3, debt: 300 },
        ],
      });

      const refused = await saveEdit(edit('W-1'));
      // Nothing of it: not the phone, not a Foresters record, not its debt.
      expect(await agents()).toEqual([
        expect.objectContaining({ id: me.id, phone: '555-0100', writingNumbers: [] }),
        expect.objectContaining({ id: bob.id }),
      ]);
      expect(await debts()).toEqual([]);
      expect(refused.statusCode).toBe(409);
      expect(refusal(refused)).toBe(
        `Writing number W-1 at AMAM already belongs to agent record ${bob.id} (Bob Holder); nothing was saved`,
      );

      expectSaved(await saveEdit(edit('W-3')));
      const all = await agents();
      const foresters = all.find((a) => a.npn === '111' && a.carrierId === 3);
      expect(all.find((a) => a.id === me.id)).toMatchObject({
        phone: '555-0199',
        writingNumbers: [expect.objectContaining({ carrierId: 1, writingNumber: 'W-3' })],
      });
      expect(await debts()).toEqual([
        expect.objectContaining({ agentId: foresters!.id, carrierId: 3, amount: 300, status: 'outstanding' }),
      ]);
      expect((await people()).find((p) => p.npn === '111')).toMatchObject({ totalDebt: 300, activeCarriers: 2 });
    });

    it('a debt at a new carrier saved with a new NPN goes on a record under the new NPN: one person', async () => {
      const me = await amy();
      expectSaved(await saveEdit({ id: me.id, npn: '333', carriers: [{ carrierId: 2, debt: 75 }] }));
      const records = await agents();
      expect(records.map((a) => [a.npn, a.carrierId])).toEqual([
        ['333', 1],
        ['333', 2],
      ]);
      // The new record is the person's profile at Aetna, without an Agent ID of its own yet.
      expect(records[1]).toMatchObject({
        name: 'Amy Adams',
        agentId: null,
        email: 'amy@example.com',
        phone: '555-0100',
        uplineId: '900',
        status: 'active',
        totalDebt: 75,
      });
      expect(await people()).toEqual([expect.objectContaining({ npn: '333', totalDebt: 75, activeCarriers: 2 })]);
    });

    it("a writing number typed for another carrier goes on the person's record there, where reports match it", async () => {
      const me = await addAgent({ name: 'Amy Adams', agentId: 'AE-1', carrierId: 2, npn: '111' });
      const atAmam = await addAgent({ name: 'Amy Adams', agentId: 'AM-1', carrierId: 1, npn: '111' });
      expectSaved(
        await saveEdit({
          id: me.id,
          carriers: [
            { carrierId: 1, writingNumber: 'AM-9001' },
            { carrierId: 3, writingNumber: 'FO-77' },
          ],
        }),
      );
      const records = await agents();
      expect(records.find((a) => a.id === me.id)!.writingNumbers).toEqual([]);
      expect(records.find((a) => a.id === atAmam.id)!.writingNumbers).toEqual([
        expect.objectContaining({ carrierId: 1, writingNumber: 'AM-9001' }),
      ]);
      // No record at Foresters yet: one is made from her profile to hold the number, which is also
      // its Agent ID (the carrier's id for her, shown in lists and notices).
      const atForesters = records.find((a) => a.carrierId === 3);
      expect(atForesters).toMatchObject({ npn: '111', name: 'Amy Adams', agentId: 'FO-77' });
      expect(atForesters!.writingNumbers).toEqual([expect.objectContaining({ carrierId: 3, writingNumber: 'FO-77' })]);
      // The dialog opens with the numbers where they are.
      expect(await editCarriers(me.id)).toEqual([
        { carrierId: 1, writingNumber: 'AM-9001', openDebt: null },
        { carrierId: 2, writingNumber: null, openDebt: null },
        { carrierId: 3, writingNumber: 'FO-77', openDebt: null },
      ]);
      // An AMAM report's row for the number is her AMAM record's balance, not her Aetna record's.
      const report = await upload(app(), '/api/upload/1', 'amam.csv', 'Writing Number,Balance Due\nAM-9001,321.00\n');
      expect(report.statusCode, report.body).toBe(200);
      expect(await debts()).toEqual([expect.objectContaining({ agentId: atAmam.id, carrierId: 1, amount: 321 })]);
    });

    it("opens with the person's debt at another carrier and a new amount replaces it, never adds a second", async () => {
      const me = await addAgent({ name: 'Tom Baker', agentId: 'AM-TOM', carrierId: 1, npn: '555' });
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 2, writingNumber: 'AET-TOM', debt: 25 }] }));
      const atAetna = (await agents()).find((a) => a.carrierId === 2)!;
      expect(atAetna).toMatchObject({ npn: '555', agentId: 'AET-TOM', totalDebt: 25 });
      // Opened again from the AMAM record, the Aetna row shows what the person owes there.
      expect((await editCarriers(me.id)).find((c) => c.carrierId === 2)).toEqual({
        carrierId: 2,
        writingNumber: 'AET-TOM',
        openDebt: 25,
      });
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 2, writingNumber: 'AET-TOM', debt: 30 }] }));
      const open = (await debts()).filter((d) => d.carrierId === 2 && d.status !== 'paid');
      expect(open.map((d) => [d.agentId, d.amount])).toEqual([[atAetna.id, 30]]);
      expect(await people()).toEqual([expect.objectContaining({ npn: '555', totalDebt: 30 })]);
    });

    it("moves a number this record held at another carrier to the person's record there when it is changed", async () => {
      const me = await addAgent({ name: 'Amy Adams', agentId: 'AE-1', carrierId: 2, npn: '111' });
      const misplaced = await app().inject({
        method: 'POST',
        url: '/api/writing-numbers/upsert',
        payload: { agentId: me.id, carrierId: 1, writingNumber: 'AM-1' },
      });
      expect(misplaced.statusCode, misplaced.body).toBe(200);
      expect((await editCarriers(me.id))[0]).toEqual({ carrierId: 1, writingNumber: 'AM-1', openDebt: null });
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, writingNumber: 'AM-0001' }] }));
      const records = await agents();
      expect(records.find((a) => a.id === me.id)!.writingNumbers).toEqual([]);
      expect(records.find((a) => a.carrierId === 1)!.writingNumbers).toEqual([
        expect.objectContaining({ writingNumber: 'AM-0001' }),
      ]);
    });

    it('the Debt Amount is the open total at the carrier, and a new value sets that total, keeping the age', async () => {
      const me = await amy();
      const older = await addDebt({ agentId: me.id, carrierId: 1, amount: 817.22, debtAge: 120 });
      const newer = await addDebt({ agentId: me.id, carrierId: 1, amount: '3,062.11', debtAge: 10 });
      const paid = await addDebt({ agentId: me.id, carrierId: 1, amount: 50, status: 'paid', debtAge: 200 });
      expect((await editCarriers(me.id))[0]).toEqual({ carrierId: 1, writingNumber: null, openDebt: 3879.33 });

      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, debt: '1,000.05' }] }));
      // The oldest open debt takes the amount (so the agent's age stays 120 days); the other is closed.
      const byId = new Map((await debts()).map((d) => [d.id, d]));
      expect(byId.get(older.id)).toMatchObject({ amount: 1000.05, status: 'outstanding' });
      expect(byId.get(newer.id)).toMatchObject({ amount: 0, status: 'paid' });
      expect(byId.get(paid.id)).toMatchObject({ amount: 50, status: 'paid' });
      expect((await agents())[0]).toMatchObject({ totalDebt: 1000.05, debtAge: 120 });
      expect((await editCarriers(me.id))[0]!.openDebt).toBe(1000.05);

      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, debt: 0 }] }));
      expect((await debts()).filter((d) => d.status !== 'paid')).toEqual([]);
      expect((await agents())[0]!.totalDebt).toBe(0);
      expect((await editCarriers(me.id))[0]!.openDebt).toBe(0);
      // Above 0 with nothing open: a new manual entry, as SPEC's edit save posts one.
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, debt: 12.5 }] }));
      expect((await debts()).filter((d) => d.status !== 'paid')).toEqual([
        expect.objectContaining({ amount: 12.5, status: 'outstanding', notes: 'Manual entry' }),
      ]);
    });

    it('the dated debt is kept over an older credit, and a total already right is not rewritten', async () => {
      const me = await amy();
      await addDebt({ agentId: me.id, carrierId: 1, amount: -100, debtAge: 200 });
      const owed = await addDebt({ agentId: me.id, carrierId: 1, amount: 500, debtAge: 5 });
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, debt: 300 }] }));
      expect((await debts()).map((d) => [d.id === owed.id, d.amount, d.status])).toEqual([
        [false, 0, 'paid'],
        [true, 300, 'outstanding'],
      ]);
      expect((await agents())[0]).toMatchObject({ totalDebt: 300, debtAge: 5 });
      const before = await debts();
      expectSaved(await saveEdit({ id: me.id, carriers: [{ carrierId: 1, debt: 300 }] }));
      expect(await debts()).toEqual(before);
    });

    it('a refused agent update (400) saves none of the writing numbers or debts, and says so', async () => {
      const me = await amy();
      const response = await saveEdit({
        id: me.id,
        uplineNPN: '111',
        carriers: [
          { carrierId: 1, writingNumber: 'W-1', debt: 40 },
          { carrierId: 2, debt: 60 },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(refusal(response)).toBe('An agent cannot be their own upline (NPN 111); nothing was saved');
      expect(await agents()).toEqual([expect.objectContaining({ id: me.id, uplineId: '900', writingNumbers: [] })]);
      expect(await debts()).toEqual([]);

      const unknown = await saveEdit({ id: me.id, phone: '555-0142', carriers: [{ carrierId: 99, debt: 5 }] });
      expect((await agents())[0]!.phone).toBe('555-0100');
      expect(unknown.statusCode).toBe(400);
      expect(refusal(unknown)).toBe('Carrier 99 does not exist; nothing was saved');
      const negative = await saveEdit({ id: me.id, phone: '555-0142', carriers: [{ carrierId: 1, debt: -5 }] });
      expect(negative.statusCode).toBe(400);
      expect(refusal(negative)).toMatch(/carriers\.0\.debt: must not be negative/);
      const twice = await saveEdit({ id: me.id, carriers: [{ carrierId: 1 }, { carrierId: 1 }] });
      expect(twice.statusCode).toBe(400);
      expect((await agents())[0]!.phone).toBe('555-0100');
    });

    it('a report-made record without NPN is saved once it is given one, its name parts filled', async () => {
      const [zed] = await insertAgents(database().db, [{ name: 'Zed Zulu', npn: null, carrier_id: 1 }]);
      expectSaved(await saveEdit({ id: zed, npn: '444', firstName: 'Zed', middleName: null, lastName: 'Zulu' }));
      expect(await agents()).toEqual([
        expect.objectContaining({ name: 'Zed Zulu', npn: '444', firstName: 'Zed', lastName: 'Zulu' }),
      ]);
    });
  },
);
