import { neutraliseFormula, toCsv, type TUnifiedAgent } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { unifiedCsvCells, unifiedCsvHeader } from './export-unified';

const carriers = [
  { id: 1, code: 'AMAM' },
  { id: 2, code: 'AETNA' },
  { id: 3, code: 'FORESTERS' },
];

const jane: TUnifiedAgent = {
  id: 5,
  name: 'Jane Smith',
  npn: '111',
  email: 'jane@example.com',
  phone: '555-0100',
  upline: 'Bob Boss',
  uplineId: '999',
  status: 'active',
  totalDebt: 1250.5,
  debtAge: 30,
  activeCarriers: 1,
  agentIds: ['AM-1'],
  lastContactAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  carrierDebts: [
    {
      carrierId: 1,
      carrierCode: 'AMAM',
      carrierName: 'American Amicable',
      agentRecordId: 5,
      agentId: 'AM-1',
      amount: 1250.5,
      status: 'outstanding',
    },
  ],
};

describe("SPEC's unified agents CSV", () => {
  it('has 19 columns with the three default carriers, No Record and 0.00 where a carrier has none', () => {
    const header = unifiedCsvHeader(carriers);
    const cells = unifiedCsvCells(jane, carriers);
    expect(header).toHaveLength(19);
    expect(header.slice(8, 11)).toEqual(['AMAM Agent ID', 'AMAM Debt', 'AMAM Status']);
    expect(cells).toHaveLength(19);
    expect(cells.slice(6, 14).map(neutraliseFormula)).toEqual([
      '1250.50',
      1,
      'AM-1',
      '1250.50',
      'outstanding',
      '',
      '0.00',
      'No Record',
    ]);
    expect(cells.slice(17)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('grows one column group per carrier', () => {
    expect(unifiedCsvHeader([...carriers, { id: 4, code: 'MOO' }])).toHaveLength(22);
  });

  it('writes a credit with two decimals, not mistaken for a formula', () => {
    const csv = toCsv(unifiedCsvHeader(carriers), [
      unifiedCsvCells({ ...jane, totalDebt: -5, carrierDebts: [] }, carriers),
    ]);
    expect(csv.split('\r\n')[1]).toContain(',-5.00,');
  });
});
