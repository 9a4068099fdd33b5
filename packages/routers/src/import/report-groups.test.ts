import { describe, expect, it } from 'vitest';
import { groupReportRows } from './report-groups';

const row = (
  rowNumber: number,
  writingNumber: string | null,
  npn: string | null,
  name: string | null,
  cents: number,
  age = 0,
) => ({
  rowNumber,
  writingNumber,
  npn,
  name,
  amountCents: cents,
  ageDays: age,
});

describe('groupReportRows', () => {
  it('adds up the rows that name one person the same way, keeping the first row and the oldest age', () => {
    const groups = groupReportRows([
      row(5, 'QA-777', '100', 'Ann One', 1000, 10),
      row(6, 'B1', null, 'Lee, Pat', 50),
      row(7, 'QA-777', '100', 'Ann One', -250, 40),
    ]);
    expect(groups).toEqual([
      {
        rowNumber: 5,
        writingNumber: 'QA-777',
        writingKey: 'QA777',
        npn: '100',
        name: 'Ann One',
        nameKey: 'ann one',
        personKey: 'npn:100',
        cents: 750,
        ageDays: 40,
        rows: 2,
      },
      {
        rowNumber: 6,
        writingNumber: 'B1',
        writingKey: 'B1',
        npn: null,
        name: 'Lee, Pat',
        nameKey: 'pat lee',
        personKey: 'wn:B1',
        cents: 50,
        ageDays: 0,
        rows: 1,
      },
    ]);
  });

  it('keeps rows apart when any identifier differs, and keys a person by name when that is all there is', () => {
    const groups = groupReportRows([
      row(2, null, null, 'Ann One', 1),
      row(3, null, null, 'ann  one', 1),
      row(4, '-', null, 'X', 1),
    ]);
    expect(groups.map((g) => [g.personKey, g.writingNumber, g.rows])).toEqual([
      ['name:ann one', null, 1],
      ['name:ann one', null, 1],
      ['name:x', null, 1],
    ]);
  });
});
