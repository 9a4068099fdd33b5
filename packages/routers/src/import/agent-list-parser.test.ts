import { describe, expect, it } from 'vitest';
import { normalizeAgentEnum } from './agent-enums';
import { parseAgentListTable } from './agent-list-parser';
import type { Cell } from './values';

const HEADER = [
  'NPN',
  'First Name',
  'Last Name',
  'Status',
  'Gender',
  'NPN Verified',
  'Role',
  'Type',
  'DoB',
  'Comp Level',
];

describe('parseAgentListTable', () => {
  it('matches the columns by name in any order and any case, with defaults for blank cells', () => {
    const rows: Cell[][] = [
      ['upline npn', 'LAST NAME', 'first name', 'npn', 'E-mail', 'zipcode'],
      ['17000000', 'Moore', 'Maria', 17000037, 'maria@example.com', 2134],
    ];
    const [record] = parseAgentListTable(rows).records;
    expect(record).toMatchObject({
      rowNumber: 2,
      npn: '17000037',
      name: 'Maria Moore',
      firstName: 'Maria',
      lastName: 'Moore',
      email: 'maria@example.com',
      uplineNPN: '17000000',
      zipcode: '2134',
      status: 'active',
      type: 'Individual',
      gender: null,
      npnVerified: false,
      role: 'Agent',
      compLevel: 100,
      dateOfBirth: null,
    });
  });

  it('normalises statuses, types, genders, NPN-verified and roles from the spellings systems export', () => {
    const rows: Cell[][] = [
      HEADER,
      ['1', 'A', 'B', 'TERMINATED', 'f', 'Yes', 'agency owner', 'business', '', '90'],
      ['2', 'C', 'D', 'Term', 'M', 'no', 'Owner', 'Ind', '', '90%'],
      ['3', 'E', 'F', 'Inactive', 'n/a', 'Verified', 'AGENT', 'Individual', '', ''],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.status, r.gender, r.npnVerified, r.role, r.type, r.compLevel])).toEqual([
      ['terminated', 'Female', true, 'Agency Owner', 'Business', 90],
      ['terminated', 'Male', false, 'Agency Owner', 'Individual', 90],
      ['inactive', 'N/A', true, 'Agent', 'Individual', 100],
    ]);
  });

  it('reads dates of birth in US and ISO forms and as spreadsheet date cells', () => {
    const rows: Cell[][] = [
      HEADER,
      ['1', 'A', 'B', '', '', '', '', '', '01/31/1960', ''],
      ['2', 'A', 'B', '', '', '', '', '', '1961-02-02', ''],
      ['3', 'A', 'B', '', '', '', '', '', '3/4/62', ''],
      ['4', 'A', 'B', '', '', '', '', '', new Date(1963, 3, 4), ''],
    ];
    expect(parseAgentListTable(rows).records.map((r) => r.dateOfBirth)).toEqual([
      '1960-01-31',
      '1961-02-02',
      '1962-03-04',
      '1963-04-04',
    ]);
  });

  it('skips bad rows with "Row N: why" and keeps the good ones; blank rows are not counted', () => {
    const rows: Cell[][] = [
      HEADER,
      ['', 'No', 'Npn', '', '', '', '', '', '', ''],
      ['1', 'Bad', 'Comp', '', '', '', '', '', '', 'lots'],
      ['2', 'Too', 'High', '', '', '', '', '', '', '101'],
      [null, null, null],
      ['3', 'Bad', 'Date', '', '', '', '', '', '02/30/1990', ''],
      ['4', 'Bad', 'Status', 'retired', '', '', '', '', '', ''],
      ['5', 'Good', 'Row', '', '', '', '', '', '', '0'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([
      'Row 2: no NPN',
      'Row 3: Comp Level "lots" is not a whole number from 0 to 100',
      'Row 4: Comp Level "101" is not a whole number from 0 to 100',
      'Row 6: DoB "02/30/1990" is not a date',
      'Row 7: Status "retired" is not one of active, inactive, terminated',
    ]);
    expect(parsed.recordsProcessed).toBe(6);
    expect(parsed.records.map((r) => [r.rowNumber, r.npn, r.compLevel])).toEqual([[8, '5', 0]]);
  });

  it('refuses a file without NPN and name columns', () => {
    expect(() => parseAgentListTable([['Agent', 'Balance']])).toThrow(/No header row found/);
  });
});

describe('normalizeAgentEnum', () => {
  it('falls back on a blank cell and names the allowed values otherwise', () => {
    expect(normalizeAgentEnum('gender', ' ', 'N/A')).toBe('N/A');
    expect(() => normalizeAgentEnum('role', 'CEO', 'Agent')).toThrow('Role "CEO" is not one of Agent, Agency Owner');
  });
});
