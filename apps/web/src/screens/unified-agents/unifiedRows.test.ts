import { toCsv } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { unifiedCsv, unifiedQuery, type UnifiedRow } from './unifiedRows';

const carriers = [
  { id: 1, code: 'AMAM' },
  { id: 2, code: 'AETNA' },
  { id: 3, code: 'FORESTERS' },
];

const jane: UnifiedRow = {
  name: 'Jane Smith',
  npn: '111',
  email: 'jane@example.com',
  phone: '555-0100',
  upline: 'Bob Boss',
  uplineId: '999',
  status: 'active',
  totalDebt: 1250.5,
  activeCarriers: 1,
  agentIds: ['AM-1'],
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

describe('unified rows', () => {
  it('asks the server for the typed search, the status and the sorted column', () => {
    expect(unifiedQuery({ search: '  ', status: 'all' }, null, undefined)).toEqual({});
    expect(unifiedQuery({ search: ' JANE@ ', status: 'terminated' }, null, undefined)).toEqual({
      search: 'JANE@',
      status: 'terminated',
    });
    expect(unifiedQuery({ search: '', status: 'all' }, { key: 'debt', direction: 'descending' }, 'totalDebt')).toEqual({
      sort: 'totalDebt',
      order: 'desc',
    });
    // A column the server cannot order by is not sent.
    expect(unifiedQuery({ search: '', status: 'all' }, { key: 'contact', direction: 'ascending' }, undefined)).toEqual(
      {},
    );
  });

  it('has 19 columns with the three default carriers, No Record and 0.00 where a carrier has none', () => {
    const { header, rows } = unifiedCsv([jane], carriers);
    expect(header).toHaveLength(19);
    expect(header.slice(8, 11)).toEqual(['AMAM Agent ID', 'AMAM Debt', 'AMAM Status']);
    expect(rows[0]).toHaveLength(19);
    expect(rows[0]!.slice(6, 14)).toEqual(['1250.50', 1, 'AM-1', '1250.50', 'outstanding', '', '0.00', 'No Record']);
    expect(rows[0]!.slice(17)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('grows one column group per carrier', () => {
    expect(unifiedCsv([], [...carriers, { id: 4, code: 'MOO' }]).header).toHaveLength(22);
  });

  it('keeps a credit a number so it is not mistaken for a formula', () => {
    const { header, rows } = unifiedCsv([{ ...jane, totalDebt: -5, carrierDebts: [] }], carriers);
    const csv = toCsv(header, rows);
    expect(csv.split('\r\n')[1]).toContain(',-5,');
  });
});
