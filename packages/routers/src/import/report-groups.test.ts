import { describe, expect, it } from 'vitest';
import { groupReportRows } from './report-groups';

const row = (
  rowNumber: number,
  writingNumber: string | null,
  npn: string | null,
  name: string | null,
  cents: number,
  age: number | null = 0,
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
        nameTie: '|',
        personKey: 'npn:100',
        cents: 750,
        ageDays: 40,
        rows: 2,
        raw: null,
        problem: null,
      },
      {
        rowNumber: 6,
        writingNumber: 'B1',
        writingKey: 'B1',
        npn: null,
        name: 'Lee, Pat',
        nameKey: 'pat lee',
        nameTie: '|',
        personKey: 'wn:B1',
        cents: 50,
        ageDays: 0,
        rows: 1,
        raw: null,
        problem: null,
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
      ['name:ann one||', null, 1],
      ['name:ann one||', null, 1],
      ['name:x||', null, 1],
    ]);
  });

  it('keeps no date as no date (the age then goes on), and a row that could not be read apart with its reason', () => {
    const groups = groupReportRows(
      [row(2, 'A1', null, 'Ann One', 100, null), row(3, 'A1', null, 'Ann One', 50, 12)],
      [
        {
          rowNumber: 4,
          writingNumber: 'A1',
          npn: null,
          name: 'Ann One',
          raw: { Balance: 'n/a' },
          amountCents: null,
          reason: 'the amount "n/a" is not a number',
        },
      ],
    );
    expect(groups.map((g) => [g.rowNumber, g.cents, g.ageDays, g.problem])).toEqual([
      [2, 150, 12, null],
      [4, null, null, 'the amount "n/a" is not a number'],
    ]);
    expect(groupReportRows([row(2, 'A1', null, null, 100, null)])[0]!.ageDays).toBeNull();
  });
});
