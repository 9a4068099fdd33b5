import { describe, expect, it } from 'vitest';
import { groupReportRows, reportPersonKey } from './report-groups';

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
  it("dates a person's balance by the oldest row still owed, the credits paying the oldest rows first", () => {
    const ageOf = (...rows: [number, number | null][]) =>
      groupReportRows(rows.map(([cents, age], i) => row(i + 2, 'A1', null, null, cents, age)))[0]!.ageDays;
    // A July chargeback at 0.00 (recovered) and an open October one: October's age.
    expect(ageOf([45000, 49], [0, 151])).toBe(49);
    // A July chargeback and its recovery, then an October one: October's.
    expect(ageOf([20000, 151], [-20000, 120], [45000, 49])).toBe(49);
    // Half of July's paid: still July's.
    expect(ageOf([20000, 151], [-10000, 120], [45000, 49])).toBe(151);
    // An old credit does not make a new debt old.
    expect(ageOf([1000, 10], [-250, 40])).toBe(10);
    // Nothing owed: the oldest row, as a single row's own date.
    expect(ageOf([-500, 30], [-100, 60])).toBe(60);
    expect(ageOf([100, null], [200, 20])).toBe(20);
    expect(ageOf([100, null])).toBeNull();
  });

  it('adds up the rows that name one person the same way, keeping the first row and the oldest age owed', () => {
    const groups = groupReportRows([
      row(5, 'QA-777', '100', 'Ann One', 1000, 10),
      row(6, 'B1', null, 'Lee, Pat', 50),
      row(7, 'QA-777', '100', 'Ann One', 200, 40),
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
        cents: 1200,
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

  it('keeps apart the people one writing number is written with (several NPNs or names), adding up each one', () => {
    const groups = groupReportRows([
      row(2, 'W1', '111', 'Ann One', 100),
      row(3, 'W1', '222', 'Bo Two', 200),
      row(4, 'W1', '111', 'Ann One', 10),
      row(5, 'W1', null, 'Ann One', 1),
      row(6, 'W1', '', 'Ann One', 2),
      row(7, 'W1', '222', 'Bo Two', 20),
      row(8, 'W2', null, null, 5),
      row(9, 'W2', '', '', 6),
    ]);
    expect(groups.map((g) => [g.rowNumber, g.npn, g.name, g.cents, g.rows])).toEqual([
      [2, '111', 'Ann One', 110, 2],
      [3, '222', 'Bo Two', 220, 2],
      // No NPN and a blank NPN are the same: one group.
      [5, null, 'Ann One', 3, 2],
      [8, null, null, 11, 2],
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

  it('keys a person by NPN digits and all-digit writing numbers without leading zeros, keeping what the file said', () => {
    const groups = groupReportRows([
      row(2, 'OB1', '0001234567', "O'Brien, Mary-Jane", 10000),
      row(3, 'OB1', '1234567', 'OBRIEN, MARY JANE', 5000),
      row(4, '000903', null, 'Kim, Soo-Jin', 100),
      row(5, '903', null, 'KIM, SOOJIN', 50),
      row(6, '0-903', null, 'Kim, Soo-Jin', 1),
    ]);
    expect(groups.map((g) => [g.rowNumber, g.npn, g.writingNumber, g.writingKey, g.personKey])).toEqual([
      [2, '0001234567', 'OB1', 'OB1', 'npn:1234567'],
      [3, '1234567', 'OB1', 'OB1', 'npn:1234567'],
      [4, null, '000903', '000903', 'wn:903'],
      [5, null, '903', '903', 'wn:903'],
      [6, null, '0-903', '0903', 'wn:903'],
    ]);
  });

  it('keeps letters and zeros-only identifiers as they are: W0001 is not W001, 000 is not 0', () => {
    const key = (writingNumber: string | null, npn: string | null = null) =>
      reportPersonKey({ writingNumber, npn, name: 'Ann One' });
    expect([key('W0001'), key('W001'), key('0W1'), key('000'), key('0'), key(null, '0000'), key(null, '00')]).toEqual([
      'wn:W0001',
      'wn:W001',
      'wn:0W1',
      'wn:000',
      'wn:0',
      'npn:0000',
      'npn:00',
    ]);
  });
});
