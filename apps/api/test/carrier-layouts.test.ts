import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures';
import { describeApi } from './harness';
import { upload } from './uploads';

type Expected = {
  carrier: string;
  code: string;
  printed?: string;
  byWritingNumber?: Record<string, number>;
  byNpn?: Record<string, number>;
  totalCents?: number;
  oldestDate?: Record<string, string>;
};
const folder = (name: string) => fixturePath('carrier-layouts', name);
const expected = JSON.parse(readFileSync(folder('expected.json'), 'utf8')).reports as Record<string, Expected>;
const printed = JSON.parse(readFileSync(folder('pdf-expected.json'), 'utf8')) as Record<
  string,
  { byWritingNumber: Record<string, number>; totalCents: number }
>;
type Agent = {
  carrierId: number | null;
  agentId: string | null;
  npn: string | null;
  totalDebt: number;
  debtAge: number;
  name: string;
};

const daysSince = (iso: string) => {
  const now = new Date();
  return Math.round(
    (Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000,
  );
};

describeApi(
  'carrier reports and rosters laid out as real carriers and agency systems lay them out',
  ({ app, reset }) => {
    beforeAll(async () => {
      await reset();
      await app().inject({ method: 'POST', url: '/api/init-companies' });
    });

    const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
    const cents = (amount: number) => Math.round(amount * 100);

    it.each(Object.entries(expected))('%s imports exactly, with no mapping step', async (file, report) => {
      const created = await app().inject({
        method: 'POST',
        url: '/api/carriers',
        payload: { name: report.carrier, code: report.code, acceptsPdf: file.endsWith('.pdf') },
      });
      expect(created.statusCode, created.body).toBe(200);
      const carrierId = created.json().id as number;
      const response = await upload(app(), `/api/upload/${carrierId}`, file, readFileSync(folder(file)));
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result.errors).toEqual([]);
      expect(result.layout.source).toBe('detected');

      const want = report.printed ? printed[report.printed]! : report;
      const here = (await agents()).filter((agent) => agent.carrierId === carrierId);
      const sumBy = (key: 'agentId' | 'npn') => {
        const sums: Record<string, number> = {};
        for (const agent of here) if (agent[key]) sums[agent[key]!] = (sums[agent[key]!] ?? 0) + cents(agent.totalDebt);
        return sums;
      };
      if (want.byWritingNumber) expect(sumBy('agentId')).toEqual(want.byWritingNumber);
      if ('byNpn' in want && want.byNpn) expect(sumBy('npn')).toEqual(want.byNpn);
      expect(here.reduce((sum, agent) => sum + cents(agent.totalDebt), 0)).toBe(want.totalCents);
      // Debts are dated by the report, never "today".
      for (const agent of here) if (agent.totalDebt !== 0) expect(agent.debtAge, agent.name).toBeGreaterThan(0);
      for (const [writingNumber, date] of Object.entries(report.oldestDate ?? {})) {
        expect(here.find((agent) => agent.agentId === writingNumber)?.debtAge).toBe(daysSince(date));
      }
    });

    it('imports a SureLC-style producer list, then an AgentSync-style appointment list that records writing numbers per carrier', async () => {
      const producers = await upload(
        app(),
        '/api/import-agents',
        'surelc.csv',
        readFileSync(folder('surelc-producers.csv')),
      );
      expect(producers.statusCode, producers.body).toBe(200);
      // George T Washington Jr came first from the Americo report, by name alone: the list gives him his NPN.
      expect(producers.json()).toEqual({ imported: 2, updated: 1, writingNumbers: 0, errors: [] });
      const people = (await agents()).filter((agent) => agent.npn?.startsWith('185'));
      const byNpn = Object.fromEntries(people.map((p) => [p.npn, p])) as Record<
        string,
        Agent & { status: string; uplineNPN: string | null; role: string }
      >;
      expect(byNpn['18500003']).toMatchObject({
        name: 'George T Washington Jr',
        status: 'terminated',
        uplineNPN: '18500002',
      });
      expect(byNpn['18500001']).toMatchObject({ name: 'Grace Hopper', role: 'Agency Owner', status: 'active' });
      expect(byNpn['18500002']).toMatchObject({ name: 'Alan M Turing', role: 'Agent' });

      const appointments = await upload(
        app(),
        '/api/import-agents',
        'agentsync.csv',
        readFileSync(folder('agentsync-appointments.csv')),
      );
      expect(appointments.statusCode, appointments.body).toBe(200);
      expect(appointments.json()).toEqual({
        imported: 1,
        updated: 2,
        // Their names are as the producer list gave them: nothing of the two records changes.
        unchanged: 2,
        writingNumbers: 3,
        errors: [
          'Row 5: the carrier "Zenith Mutual Life Insurance Company" is not set up under Companies (or fits more than one); its writing number was not recorded, nor its status there',
        ],
      });
      const records = (await agents()).filter((agent) => agent.npn === '18500001');
      // The person's own record from the producer list, and one record per carrier they are appointed with.
      expect(records.map((r) => `${r.carrierId ?? '-'} ${r.agentId ?? '-'}`).sort()).toEqual([
        '- -',
        '1 AM-9001',
        '2 AE-9001',
      ]);

      // American Amicable's next report names Grace by her writing number only: it lands on her record there.
      const report = await upload(app(), '/api/upload/1', 'amam.csv', 'Writing Number,Balance Due\nAM-9001,321.00\n');
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().changes).toMatchObject({ new: 0 });
      const grace = (await agents()).find((agent) => agent.npn === '18500001' && agent.carrierId === 1);
      expect(grace).toMatchObject({ agentId: 'AM-9001', totalDebt: 321 });
    });
  },
);
