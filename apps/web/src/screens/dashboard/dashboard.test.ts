import { toCsv } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { AGENT_EXPORT_HEADER, agentExportRows } from './agentExport';
import { lastContactLabel } from './lastContact';

describe('dashboard', () => {
  it('says how long ago the last notice went out, or "-"', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(lastContactLabel(null, now)).toBe('-');
    expect(lastContactLabel('2026-11-23T08:00:00Z', now)).toBe('Today');
    expect(lastContactLabel('2026-11-22T08:00:00Z', now)).toBe('1 day ago');
    expect(lastContactLabel('2026-11-20T08:00:00Z', now)).toBe('3 days ago');
    expect(lastContactLabel('2026-06-01T08:00:00Z', now)).toBe('5 months ago');
  });

  it('exports the ten SPEC columns, numbers as numbers and formulas neutralised', () => {
    const csv = toCsv(
      AGENT_EXPORT_HEADER,
      agentExportRows([
        {
          name: '=cmd()',
          agentId: 'A1',
          carrier: { name: 'Aetna' },
          status: 'active',
          totalDebt: 12.5,
          debtAge: 47,
          upline: null,
          npn: '1',
          email: null,
          phone: null,
        },
      ]),
    );
    expect(csv).toBe(
      "Name,AgentId,Carrier,Status,TotalDebt,DebtAge,Upline,NPN,Email,Phone\r\n'=cmd(),A1,Aetna,active,12.5,47,,1,,\r\n",
    );
  });
});
