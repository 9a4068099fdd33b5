import { describe, expect, it } from 'vitest';
import { filterViewerDebts, NO_DEBT_FILTER } from './debtFilters';

const names = new Map([
  [1, 'Ann Agent'],
  [2, 'Bob Broker'],
]);
const agentName = (id: number) => names.get(id) ?? `Agent ${id}`;
const debts = [
  { id: 11, agentId: 1, carrierId: 1, status: 'outstanding', debtAge: 10, notes: 'October chargeback' },
  { id: 12, agentId: 1, carrierId: 2, status: 'paid', debtAge: 60, notes: null },
  { id: 13, agentId: 2, carrierId: 2, status: 'outstanding', debtAge: 91, notes: null },
  { id: 14, agentId: 2, carrierId: 1, status: 'outstanding', debtAge: 45, notes: 'advance' },
];
const ids = (filter: Partial<typeof NO_DEBT_FILTER>) =>
  filterViewerDebts(debts, { ...NO_DEBT_FILTER, ...filter }, agentName).map((d) => d.id);

describe('filterViewerDebts', () => {
  it('keeps every debt without a filter', () => {
    expect(ids({})).toEqual([11, 12, 13, 14]);
  });

  it('searches the agent name, the debt id and the notes, in any case', () => {
    expect(ids({ search: 'bob' })).toEqual([13, 14]);
    expect(ids({ search: '12' })).toEqual([12]);
    expect(ids({ search: 'CHARGEBACK' })).toEqual([11]);
  });

  it('filters by carrier, status and age range (ranges include both ends), together', () => {
    expect(ids({ carrierId: '2' })).toEqual([12, 13]);
    expect(ids({ status: 'outstanding' })).toEqual([11, 13, 14]);
    expect(ids({ ageRange: '0-45' })).toEqual([11, 14]);
    expect(ids({ ageRange: '46-90' })).toEqual([12]);
    expect(ids({ ageRange: '91+' })).toEqual([13]);
    expect(ids({ carrierId: '1', status: 'outstanding', search: 'ann' })).toEqual([11]);
  });
});
