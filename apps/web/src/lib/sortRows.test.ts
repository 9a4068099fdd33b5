import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows';

describe('sortRows', () => {
  const people = [
    { name: 'agent10', debt: 5, npn: null },
    { name: 'Agent2', debt: -1, npn: '300' },
    { name: 'bob', debt: 5, npn: '100' },
    { name: 'Ann', debt: 1200.5, npn: '' },
  ];

  it('orders text as people read it: case-blind, numbers inside names by size', () => {
    expect(sortRows(people, (p) => p.name, 'ascending').map((p) => p.name)).toEqual([
      'Agent2',
      'agent10',
      'Ann',
      'bob',
    ]);
  });

  it('orders amounts by size both ways, equal values keeping the list order', () => {
    expect(sortRows(people, (p) => p.debt, 'descending').map((p) => p.name)).toEqual([
      'Ann',
      'agent10',
      'bob',
      'Agent2',
    ]);
    expect(sortRows(people, (p) => p.debt, 'ascending').map((p) => p.name)).toEqual([
      'Agent2',
      'agent10',
      'bob',
      'Ann',
    ]);
  });

  it('puts empty values last in either direction', () => {
    expect(sortRows(people, (p) => p.npn, 'ascending').map((p) => p.npn)).toEqual(['100', '300', null, '']);
    expect(sortRows(people, (p) => p.npn, 'descending').map((p) => p.npn)).toEqual(['300', '100', null, '']);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to the list order; another column starts ascending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'debt')).toEqual({ key: 'debt', direction: 'ascending' });
  });
});
