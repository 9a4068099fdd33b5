import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures';
import { describeApi } from './harness';
import { upload } from './uploads';

type Expected = {
  carrier: string;
  code: string;
  byWritingNumber: Record<string, number>;
  byNpn?: Record<string, number>;
  totalCents: number;
  names?: Record<string, string>;
};
type Agent = { carrierId: number | null; agentId: string | null; npn: string | null; totalDebt: number; name: string };

const folder = (name: string) => fixturePath('pdf-engines', name);
const expected = JSON.parse(readFileSync(folder('expected.json'), 'utf8')).reports as Record<string, Expected>;

// Carrier debt reports drawn as report engines draw them (Crystal Reports, SSRS, JasperReports,
// mainframe print-to-PDF; fixtures/pdf-engines/README.md): each must import to the balances the
// page prints, with no mapping step and no row lost.
describeApi('carrier PDFs drawn by report engines', ({ app, reset }) => {
  beforeAll(async () => {
    await reset();
  });

  const agents = async () => (await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[];
  const cents = (amount: number) => Math.round(amount * 100);

  it.each(Object.entries(expected))('%s imports to the balances it prints', async (file, report) => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: report.carrier, code: report.code, acceptsPdf: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const carrierId = created.json().id as number;
    const response = await upload(app(), `/api/upload/${carrierId}`, file, readFileSync(folder(file)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([]);

    const here = (await agents()).filter((agent) => agent.carrierId === carrierId);
    const sumBy = (key: 'agentId' | 'npn') => {
      const sums: Record<string, number> = {};
      for (const agent of here) if (agent[key]) sums[agent[key]!] = (sums[agent[key]!] ?? 0) + cents(agent.totalDebt);
      return sums;
    };
    expect(sumBy('agentId')).toEqual(report.byWritingNumber);
    if (report.byNpn) expect(sumBy('npn')).toEqual(report.byNpn);
    // Every record is someone the report lists: no subtotal, heading or footer taken as a person.
    expect(here.map((agent) => agent.agentId).sort()).toEqual(Object.keys(report.byWritingNumber).sort());
    expect(here.reduce((sum, agent) => sum + cents(agent.totalDebt), 0)).toBe(report.totalCents);
    for (const [writingNumber, name] of Object.entries(report.names ?? {})) {
      expect(here.find((agent) => agent.agentId === writingNumber)?.name).toBe(name);
    }
  });
});
