import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './harness';
import { FIXTURES, fixture, upload } from './uploads';

type Expected = {
  agents: number;
  agentErrors: number;
  reports: Record<
    string,
    {
      code: string;
      dataRows: number;
      distinctAgents: number;
      totalCents: number;
      expectedCentsByNpn: Record<string, number>;
    }
  >;
};
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as Expected;
const CARRIER_OF = { 'report-carrier1': 1, 'report-carrier2': 2, 'report-carrier3': 3 } as const;

describeApi('importing the fixture files: agent list, then the three carrier reports', ({ app, reset }) => {
  beforeAll(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const centsByNpn = async () => {
    const people = (await app().inject({ method: 'GET', url: '/api/unified-agents' })).json() as {
      npn: string | null;
      carrierDebts: { carrierId: number; amount: number }[];
    }[];
    const byCarrier: Record<number, Record<string, number>> = { 1: {}, 2: {}, 3: {} };
    for (const person of people) {
      for (const debt of person.carrierDebts) {
        if (person.npn && debt.amount !== 0) byCarrier[debt.carrierId]![person.npn] = Math.round(debt.amount * 100);
      }
    }
    return byCarrier;
  };

  it('imports the agent list: 40 people, the 2 bad rows reported by row number', async () => {
    const response = await upload(app(), '/api/import-agents', 'agents-import.csv', fixture('agents-import.csv'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ imported: expected.agents, updated: 0 });
    expect(body.errors).toHaveLength(expected.agentErrors);
    expect(body.errors[0]).toMatch(/^Row 42: no NPN/);
    expect(body.errors[1]).toMatch(/^Row 43: Comp Level "lots"/);
    const again = await upload(app(), '/api/import-agents', 'agents-import.xlsx', fixture('agents-import.xlsx'));
    expect(again.json()).toMatchObject({ imported: 0, updated: expected.agents });
  });

  for (const [report, file] of [
    ['report-carrier1', 'report-carrier1.csv'],
    ['report-carrier2', 'report-carrier2.csv'],
    ['report-carrier3', 'report-carrier3.csv'],
  ] as const) {
    it(`imports ${file} to exactly the expected balances`, async () => {
      const spec = expected.reports[report]!;
      const carrierId = CARRIER_OF[report];
      const response = await upload(app(), `/api/upload/${carrierId}`, file, fixture(file));
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ recordsProcessed: spec.dataRows, recordsImported: spec.dataRows, errors: [] });
      expect(Math.round(body.changes.totalAfter * 100)).toBe(spec.totalCents);
      expect((await centsByNpn())[carrierId]).toEqual(spec.expectedCentsByNpn);
    });
  }

  for (const [report, file] of [
    ['report-carrier1', 'report-carrier1.xlsx'],
    ['report-carrier2', 'report-carrier2.xls'],
    ['report-carrier3', 'report-carrier3.pdf'],
  ] as const) {
    it(`re-uploading the same report as ${file} changes nothing`, async () => {
      const carrierId = CARRIER_OF[report];
      const before = await centsByNpn();
      const debtsBefore = (await app().inject({ method: 'GET', url: '/api/debts' })).json();
      const response = await upload(app(), `/api/upload/${carrierId}`, file, fixture(file));
      expect(response.statusCode, response.body).toBe(200);
      const spec = expected.reports[report]!;
      expect(response.json()).toMatchObject({
        recordsProcessed: spec.dataRows,
        recordsImported: spec.dataRows,
        changes: { new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: spec.distinctAgents },
      });
      expect(await centsByNpn()).toEqual(before);
      expect((await app().inject({ method: 'GET', url: '/api/debts' })).json()).toEqual(debtsBefore);
    });
  }

  it('gives the dashboard the sum of the three reports as total debt', async () => {
    const stats = (await app().inject({ method: 'GET', url: '/api/dashboard/stats' })).json();
    const total = Object.values(expected.reports).reduce((sum, r) => sum + r.totalCents, 0);
    expect(Math.round(stats.totalDebt * 100)).toBe(total);
    const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(uploads.filter((u: { status: string }) => u.status === 'success')).toHaveLength(8);
  });
});
