import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type CarrierDebt = { carrierId: number; agentRecordId: number; agentId: string | null; amount: number };
type Person = {
  id: number;
  name: string;
  npn: string | null;
  status: string;
  totalDebt: number;
  activeCarriers: number;
  agentIds: string[];
  carrierDebts: CarrierDebt[];
};

describeApi(
  'Unified Agents and the organisation count a person whose records write the NPN with and without leading zeros once',
  ({ app, database, reset }) => {
    beforeEach(async () => {
      await reset();
      await initCompanies(app());
    });

    const debt = (agentId: number, carrierId: number, amount: string) =>
      database()
        .db.insertInto('debts')
        .values({ agent_id: agentId, carrier_id: carrierId, amount, status: 'outstanding', incurred_on: daysAgo(5) })
        .execute();

    const list = async (query = '') => {
      const response = await app().inject({ method: 'GET', url: `/api/unified-agents?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return { people: response.json() as Person[], total: response.headers['x-total-count'] };
    };

    /** Olivia at AMAM as `0012345678` and at Aetna as `12345678`, and Bob at Foresters. */
    async function oliviaAndBob() {
      const [padded, plain, bob] = await insertAgents(database().db, [
        {
          name: 'Olivia Zero',
          npn: '0012345678',
          carrier_id: 1,
          agent_id: 'AM-7',
          status: 'terminated',
          email: 'olivia@example.com',
        },
        { name: 'Olivia Zero', npn: '12345678', carrier_id: 2, agent_id: 'AE-7', status: 'active' },
        { name: 'Bob Plain', npn: '555', carrier_id: 3, agent_id: 'F-5', status: 'terminated' },
      ]);
      await debt(padded!, 1, '100.00');
      await debt(plain!, 2, '25.50');
      await debt(bob!, 3, '10.00');
      return { padded: padded!, plain: plain! };
    }

    it('lists them as one person with both carriers and the sum of both debts, in every view of the list', async () => {
      const { padded, plain } = await oliviaAndBob();
      const { people, total } = await list();
      expect(people.map((p) => p.name)).toEqual(['Bob Plain', 'Olivia Zero']);
      const olivia = people[1]!;
      expect(olivia).toMatchObject({
        id: padded,
        npn: '0012345678',
        status: 'active',
        totalDebt: 125.5,
        activeCarriers: 2,
        agentIds: ['AE-7', 'AM-7'],
      });
      expect(olivia.carrierDebts.map((d) => [d.carrierId, d.agentRecordId, d.agentId, d.amount])).toEqual([
        [1, padded, 'AM-7', 100],
        [2, plain, 'AE-7', 25.5],
      ]);
      expect(total).toBe('2');

      // Paged, filtered and sorted: one person, counted once.
      expect((await list('limit=1')).total).toBe('2');
      const second = await list('limit=1&offset=1');
      expect(second.people.map((p) => [p.name, p.totalDebt])).toEqual([['Olivia Zero', 125.5]]);
      for (const query of ['carrierId=1', 'carrierId=2', 'status=active', 'search=12345678', 'search=olivia']) {
        const found = await list(`${query}&limit=10`);
        expect(found.total, query).toBe('1');
        expect(
          found.people.map((p) => [p.name, p.totalDebt, p.carrierDebts.length]),
          query,
        ).toEqual([['Olivia Zero', 125.5, 2]]);
      }
      expect((await list('status=terminated&limit=10')).people.map((p) => p.name)).toEqual(['Bob Plain']);
      const byDebt = await list('sort=totalDebt&order=desc&limit=10');
      expect(byDebt.people.map((p) => [p.name, p.totalDebt])).toEqual([
        ['Olivia Zero', 125.5],
        ['Bob Plain', 10],
      ]);
      const byNpn = await list('sort=npn&limit=10');
      expect(byNpn.people).toHaveLength(2);

      // The table's window reads the same people.
      const input = encodeURIComponent(JSON.stringify({ sort: 'totalDebt', order: 'desc', limit: 1 }));
      const window = await app().inject({ method: 'GET', url: `/trpc/unifiedAgent.window?input=${input}` });
      expect(window.statusCode, window.body).toBe(200);
      const data = window.json().result.data as { total: number; rows: Person[] };
      expect(data.total).toBe(2);
      expect(data.rows.map((p) => [p.name, p.totalDebt, p.carrierDebts.length])).toEqual([['Olivia Zero', 125.5, 2]]);
    });

    it('exports them as one row with both carriers and the total', async () => {
      await oliviaAndBob();
      const response = await app().inject({ method: 'GET', url: '/api/unified-agents/export.csv' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-total-count']).toBe('2');
      const [, ...lines] = response.body.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^Olivia Zero,0012345678,olivia@example\.com,,,active,125\.50,2,AM-7,100\.00,terminated,AE-7,25\.50,active,,0\.00,No Record,/,
      );
    });

    it("counts them once in the organisation's people, by the status over both records", async () => {
      await oliviaAndBob();
      const response = await app().inject({ method: 'GET', url: '/api/team/organisation' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ people: 2, active: 1, terminated: 1 });
    });

    it("shows the NPN as the person's first record writes it, whichever form that is", async () => {
      const [plain, padded] = await insertAgents(database().db, [
        { name: 'Pia First', npn: '7654321', carrier_id: 2 },
        { name: 'Pia First', npn: '007654321', carrier_id: 1 },
      ]);
      for (let read = 0; read < 2; read++) {
        const { people } = await list();
        expect(people.map((p) => [p.id, p.npn, p.carrierDebts.map((d) => d.agentRecordId)])).toEqual([
          [plain, '7654321', [padded, plain]],
        ]);
      }
    });

    it('keeps NPNs of zeros only apart unless written alike, as the hierarchy does', async () => {
      await insertAgents(database().db, [
        { name: 'Zed Zeros', npn: '000', carrier_id: 1 },
        { name: 'Zed Zeros', npn: '000', carrier_id: 2 },
        { name: 'Zed Zeros', npn: '0', carrier_id: 3 },
      ]);
      const { people } = await list();
      expect(people.map((p) => [p.npn, p.activeCarriers])).toEqual([
        ['000', 2],
        ['0', 1],
      ]);
      expect((await list('limit=1')).total).toBe('2');
      const organisation = await app().inject({ method: 'GET', url: '/api/team/organisation' });
      expect(organisation.json()).toMatchObject({ people: 2 });
    });

    it("names the person's record at another carrier when a debt for it is posted on one record, whichever NPN form", async () => {
      const { padded, plain } = await oliviaAndBob();
      // Posted on her Aetna record (12345678) for American Amicable, where her record writes 0012345678.
      const response = await app().inject({
        method: 'POST',
        url: '/api/debts',
        payload: { agentId: plain, carrierId: 1, amount: 40, status: 'outstanding' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`this person's record at American Amicable (agent ${padded})`);
    });
  },
);
