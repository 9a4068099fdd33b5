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
] as const;
type Column = (typeof HEADER)[number];

/** One roster row under HEADER: the NPN and name, and only the other cells a test is about. */
function rosterRow(npn: Cell, first: string, last: string, cells: Partial<Record<Column, Cell>> = {}): Cell[] {
  const named: Partial<Record<Column, Cell>> = { NPN: npn, 'First Name': first, 'Last Name': last, ...cells };
  return HEADER.map((column) => named[column] ?? '');
}

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
      [...HEADER],
      rosterRow('1', 'A', 'B', {
        Status: 'TERMINATED',
        Gender: 'f',
        'NPN Verified': 'Yes',
        Role: 'agency owner',
        Type: 'business',
        'Comp Level': '90',
      }),
      rosterRow('2', 'C', 'D', {
        Status: 'Term',
        Gender: 'M',
        'NPN Verified': 'no',
        Role: 'Owner',
        Type: 'Ind',
        'Comp Level': '90%',
      }),
      rosterRow('3', 'E', 'F', {
        Status: 'Inactive',
        Gender: 'n/a',
        'NPN Verified': 'Verified',
        Role: 'AGENT',
        Type: 'Individual',
      }),
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
      [...HEADER],
      rosterRow('1', 'A', 'B', { DoB: '01/31/1960' }),
      rosterRow('2', 'A', 'B', { DoB: '1961-02-02' }),
      rosterRow('3', 'A', 'B', { DoB: '3/4/62' }),
      rosterRow('4', 'A', 'B', { DoB: new Date(1963, 3, 4) }),
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
      [...HEADER],
      rosterRow('', 'No', 'Npn'),
      rosterRow('1', 'Bad', 'Comp', { 'Comp Level': 'lots' }),
      rosterRow('2', 'Too', 'High', { 'Comp Level': '101' }),
      [null, null, null],
      rosterRow('3', 'Bad', 'Date', { DoB: '02/30/1990' }),
      rosterRow('4', 'Bad', 'Status', { Status: 'retired' }),
      rosterRow('5', 'Good', 'Row', { 'Comp Level': '0' }),
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

  it('reads the whole name from one column when the list has no name parts, in either order', () => {
    const rows: Cell[][] = [
      ['Producer Name', 'NPN', 'Upline Name', 'Agency Name'],
      ["O'BRIEN, JAMES T, JR", '19990002', 'Maria Lopez', 'Lopez Group'],
      ['de la Cruz, Maria Elena', 19990005, '', ''],
      ['Maria Lopez', '19990001', '', 'Lopez Group'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.npn, r.name, r.firstName, r.middleName, r.lastName, r.uplineName])).toEqual([
      ['19990002', "JAMES T O'BRIEN JR", 'JAMES', 'T', "O'BRIEN", 'Maria Lopez'],
      ['19990005', 'Maria Elena de la Cruz', 'Maria', 'Elena', 'de la Cruz', null],
      ['19990001', 'Maria Lopez', 'Maria', null, 'Lopez', null],
    ]);
    expect(parsed.records[0]?.agencyName).toBe('Lopez Group');
  });

  it('prefers the name parts when a list has both them and a whole-name column', () => {
    const rows: Cell[][] = [
      ['NPN', 'Agent Name', 'First Name', 'Last Name'],
      ['19990001', 'LOPEZ, MARIA', 'Maria', 'Lopez-Ruiz'],
    ];
    expect(parseAgentListTable(rows).records[0]).toMatchObject({ firstName: 'Maria', lastName: 'Lopez-Ruiz' });
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
