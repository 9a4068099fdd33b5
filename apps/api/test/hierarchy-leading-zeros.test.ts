import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { insertTemplate } from './email-fixtures';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { upload } from './uploads';

type Manager = { npn: string; name: string; directReports: number; totalDownline: number; teamDebt: number };
type Member = { id: number; name: string; npn: string | null; agentIds: string[]; totalDebt: number; level: number };

// No SMTP_URL: a notice is written to the outbox, and the send still says whom it copied.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-hierarchy-zeros-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  'the hierarchy links an Upline NPN to a person with leading zeros ignored, as the rest of the product does',
  ({ app, database, reset }) => {
    beforeEach(async () => {
      await reset();
      await initCompanies(app());
    });

    const get = async <T>(url: string) => {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const debt = (agentId: number, amount: string) =>
      database()
        .db.insertInto('debts')
        .values({ agent_id: agentId, carrier_id: 1, amount, status: 'outstanding', incurred_on: daysAgo(5) })
        .execute();
    const managers = async () =>
      (await get<Manager[]>('/api/team/managers')).map((m) => [m.npn, m.name, m.directReports, m.totalDownline]);
    const setOwner = async (agencyOwnerNpn: string) => {
      const put = await app().inject({ method: 'PUT', url: '/api/settings', payload: { agencyOwnerNpn } });
      expect(put.statusCode, put.body).toBe(200);
    };

    it("lists a team whose members write the upline's NPN without the zeros of the upline's record", async () => {
      const [olivia, ann, ben, benPadded, cal] = await insertAgents(database().db, [
        { name: 'Olivia Upline', npn: '0012345678' },
        { name: 'Ann Member', npn: '22222222', upline_id: '12345678' },
        // Ben's records write his NPN two ways: one person, one member, counted once.
        { name: 'Ben Member', npn: '33333333', upline_id: '12345678', agent_id: 'B-1' },
        { name: 'Ben Member', npn: '0033333333', upline_id: '12345678', agent_id: 'B-2', carrier_id: 2 },
        // Under Ann, who Cal's record writes with zeros her own does not have.
        { name: 'Cal Member', npn: '44444444', upline_id: '0022222222' },
      ]);
      await debt(olivia!, '5.00');
      await debt(ann!, '10.00');
      await debt(ben!, '20.00');
      await debt(benPadded!, '1.50');
      await debt(cal!, '100.00');

      const manager = { name: 'Olivia Upline', npn: '0012345678', teamSize: 3, personalDebt: 5, teamDebt: 136.5 };
      for (const npn of ['12345678', '0012345678']) {
        const team = await get<{ manager: unknown; members: Member[] }>(`/api/team/members?npn=${npn}`);
        expect(team.manager).toEqual(manager);
        expect(team.members.map((m) => [m.name, m.npn, m.agentIds, m.totalDebt, m.level])).toEqual([
          ['Ann Member', '22222222', [], 10, 1],
          ['Ben Member', '33333333', ['B-1', 'B-2'], 21.5, 1],
          ['Cal Member', '44444444', [], 100, 2],
        ]);
      }
      // Team View's rows in view read the same team.
      const input = encodeURIComponent(JSON.stringify({ npn: '12345678' }));
      const window = await get<{ result: { data: { manager: unknown; total: number } } }>(
        `/trpc/team.memberWindow?input=${input}`,
      );
      expect(window.result.data).toMatchObject({ manager, total: 3 });

      expect(await managers()).toEqual([
        ['0012345678', 'Olivia Upline', 2, 3],
        ['22222222', 'Ann Member', 1, 1],
      ]);
      const [top] = await get<Manager[]>('/api/team/managers');
      expect(top!.teamDebt).toBe(136.5);

      expect(await get('/api/team/chain?npn=44444444')).toEqual([
        { npn: '22222222', name: 'Ann Member', level: 1 },
        { npn: '0012345678', name: 'Olivia Upline', level: 2 },
      ]);
      expect(await get('/api/team/chain?npn=0033333333')).toEqual([
        { npn: '0012345678', name: 'Olivia Upline', level: 1 },
      ]);

      // The agency owner's direct reports, the owner's NPN given either way.
      for (const owner of ['12345678', '0012345678']) {
        await setOwner(owner);
        expect(await get('/api/team/organisation')).toMatchObject({ ownerDirectReports: 2 });
      }
    });

    it("lists a team whose members write zeros the upline's own record lacks", async () => {
      await insertAgents(database().db, [
        { name: 'Uri Upline', npn: '12345678' },
        { name: 'Dee Direct', npn: '55555555', upline_id: '0012345678' },
        { name: 'Eve Direct', npn: '66666666', upline_id: '0012345678' },
        { name: 'Fay Further', npn: '77777777', upline_id: '55555555' },
      ]);
      const team = await get<{ manager: { name: string; teamSize: number }; members: Member[] }>(
        '/api/team/members?npn=12345678',
      );
      expect(team.manager).toMatchObject({ name: 'Uri Upline', teamSize: 3 });
      expect(team.members.map((m) => [m.name, m.level])).toEqual([
        ['Dee Direct', 1],
        ['Eve Direct', 1],
        ['Fay Further', 2],
      ]);
      expect(await managers()).toEqual([
        ['12345678', 'Uri Upline', 2, 3],
        ['55555555', 'Dee Direct', 1, 1],
      ]);
      expect(await get('/api/team/chain?npn=77777777')).toEqual([
        { npn: '55555555', name: 'Dee Direct', level: 1 },
        { npn: '12345678', name: 'Uri Upline', level: 2 },
      ]);
      await setOwner('12345678');
      expect(await get('/api/team/organisation')).toMatchObject({ ownerDirectReports: 2 });

      // An NPN as a spreadsheet or a person writes it names the same team.
      for (const written of ['12,345,678', '12 345 678', '12345678.0']) {
        const again = await get<{ manager: { name: string } }>(`/api/team/members?npn=${encodeURIComponent(written)}`);
        expect(again.manager.name, written).toBe('Uri Upline');
      }
      expect(await get('/api/team/chain?npn=77%2C777%2C777')).toHaveLength(2);
      const filtered = await app().inject({ method: 'GET', url: '/api/agents?npn=55%20555%20555' });
      expect(filtered.json().map((a: { name: string }) => a.name)).toEqual(['Dee Direct']);
    });

    it('matches an NPN of zeros only as written: it does not join everyone without digits', async () => {
      await insertAgents(database().db, [
        { name: 'Zed Zeros', npn: '000' },
        { name: 'Under Zeros', npn: '51', upline_id: '000' },
        { name: 'Further Down', npn: '61', upline_id: '0051' },
        { name: 'Under One Zero', npn: '52', upline_id: '0' },
        { name: 'Blank Upline', npn: '53', upline_id: '' },
        { name: 'No Upline', npn: '54' },
      ]);
      const team = await get<{ manager: { teamSize: number }; members: Member[] }>('/api/team/members?npn=000');
      expect(team.manager).toMatchObject({ teamSize: 2 });
      expect(team.members.map((m) => m.name)).toEqual(['Under Zeros', 'Further Down']);
      expect(await managers()).toEqual([
        ['000', 'Zed Zeros', 1, 2],
        ['0', '0', 1, 1],
        ['51', 'Under Zeros', 1, 1],
      ]);
      expect(await get('/api/team/chain?npn=51')).toEqual([{ npn: '000', name: 'Zed Zeros', level: 1 }]);
      expect(await get('/api/team/chain?npn=52')).toEqual([{ npn: '0', name: '0', level: 1 }]);
    });

    // Ace's record writes his upline Bee with zeros Bee's own record does not have.
    const aceUnderBee = () =>
      insertAgents(database().db, [
        { name: 'Ace Padded', npn: '11', upline_id: '0022' },
        { name: 'Bee Plain', npn: '22' },
      ]);

    it('refuses an edit or an agent that closes a loop through an NPN written with other leading zeros', async () => {
      const [ace, bee] = await aceUnderBee();
      const edit = await app().inject({ method: 'PUT', url: `/api/agents/${bee}`, payload: { uplineNPN: '011' } });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe('Setting the upline to NPN 011 would make a loop: 22 → 011 → 22');
      const renamed = await app().inject({ method: 'PUT', url: `/api/agents/${ace}`, payload: { npn: '00022' } });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe('An agent cannot be their own upline (NPN 00022)');
      const self = await app().inject({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'Self Padded', npn: '0077', uplineId: '77', carrierId: 1, agentId: 'S-1' },
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe('An agent cannot be their own upline (NPN 0077)');
      const bees = await app().inject({ method: 'GET', url: '/api/agents?npn=22' });
      expect(bees.json()).toEqual([expect.objectContaining({ id: bee, uplineNPN: null })]);
    });

    it('leaves out an agent-list row that closes a loop through an NPN written with other leading zeros', async () => {
      await aceUnderBee();
      const list = await upload(
        app(),
        '/api/import-agents',
        'agents.csv',
        'NPN,First Name,Last Name,Upline NPN\n22,Bee,Plain,11\n',
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().errors).toEqual([
        'Row 2: the Upline NPN 11 would make a loop: 22 → 11 → 22; this row was not used',
      ]);
    });

    it('copies a notice to the upline whose record writes their NPN with leading zeros', async () => {
      const db = database().db;
      const [, ann] = await insertAgents(db, [
        { name: 'Uma Upline', npn: '0000900', email: 'uma@example.com' },
        { name: 'Ann Able', npn: '100', upline_id: '900', email: 'ann@example.com' },
      ]);
      await debt(ann!, '99.90');
      const templateId = await insertTemplate(db, {
        subject: 'Balance for {agent_name}',
        body: 'You owe {debt_amount}.',
      });
      const response = await app().inject({
        method: 'POST',
        url: '/api/email/send',
        payload: { templateId, agentIds: [ann], ccUpline: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results).toEqual([
        { agentId: ann, status: 'outbox', to: 'ann@example.com', cc: 'uma@example.com', error: null },
      ]);
    });
  },
  { dataDir },
);
