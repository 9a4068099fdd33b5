import { describe, expect, it } from 'vitest';
import { normalizeAgentEnum } from './agent-enums';
import { parseAgentListTable } from './agent-list-parser';
import { findAgentListHeader } from './roster-header';
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
  'Email',
] as const;
type Column = (typeof HEADER)[number];

/** One roster row under HEADER: the NPN and name, and only the other cells a test is about. */
function rosterRow(npn: Cell, first: string, last: string, cells: Partial<Record<Column, Cell>> = {}): Cell[] {
  const named: Partial<Record<Column, Cell>> = { NPN: npn, 'First Name': first, 'Last Name': last, ...cells };
  return HEADER.map((column) => named[column] ?? '');
}

describe('parseAgentListTable', () => {
  it('matches the columns by name in any order and any case; what the row does not give is null (not given)', () => {
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
      zipcode: '02134',
      status: null,
      type: null,
      gender: null,
      npnVerified: null,
      role: null,
      compLevel: null,
      dateOfBirth: null,
      suffix: null,
    });
  });

  it('reads a suffix column and a numeric hierarchy level as no role', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name', 'Suffix', 'Hierarchy Level'],
      ['1', 'Kwame', 'Mensah', 'Jr', '2'],
      ['2', 'Maria', 'Cruz', '', 'Agency Owner'],
    ];
    expect(parseAgentListTable(rows).records.map((r) => [r.name, r.suffix, r.role])).toEqual([
      ['Kwame Mensah Jr', 'Jr', null],
      ['Maria Cruz', null, 'Agency Owner'],
    ]);
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
      ['inactive', 'N/A', true, 'Agent', 'Individual', null],
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

  it('leaves out a closing count or page line; a person without an NPN is still a row error', () => {
    const rows: Cell[][] = [
      [...HEADER],
      rosterRow('1', 'Ann', 'One'),
      ['Total agents: 2'],
      ['Page 1 of 1'],
      ['', 'Total', '2'],
      rosterRow('', 'Sum', 'Lee'),
      rosterRow('2', 'Bob', 'Two'),
      ['End of Report'],
      rosterRow('3', 'Total', 'Care 2'),
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual(['Row 6: no NPN']);
    expect(parsed.records.map((r) => r.npn)).toEqual(['1', '2', '3']);
    expect(parsed.recordsProcessed).toBe(4);
  });

  it('leaves out a closing count written any way ("120 records", "Number of Agents: 2", "Agent Count" | "2")', () => {
    const rows: Cell[][] = [
      [...HEADER],
      rosterRow('1', 'Ann', 'One'),
      rosterRow('2', 'Bob', 'Two'),
      ['2 records'],
      ['Number of Agents: 2'],
      ['Agent Count', '2'],
      ['', 'Records Listed: 2'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => r.npn)).toEqual(['1', '2']);
    expect(parsed.recordsProcessed).toBe(2);
  });

  it('skips bad rows with "Row N: why" and keeps the good ones; blank rows are not counted', () => {
    const rows: Cell[][] = [
      [...HEADER],
      rosterRow('', 'No', 'Npn'),
      rosterRow('1', 'Bad', 'Comp', { 'Comp Level': 'lots' }),
      rosterRow('2', 'Too', 'High', { 'Comp Level': '101' }),
      [null, null, null],
      rosterRow('3', 'Bad', 'Date', { DoB: '02/30/1990' }),
      rosterRow('4', 'Bad', 'Status', { Status: 'platinum' }),
      rosterRow('5', 'Good', 'Row', { 'Comp Level': '0' }),
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([
      'Row 2: no NPN',
      'Row 3: Comp Level "lots" is not a whole number from 0 to 100',
      'Row 4: Comp Level "101" is not a whole number from 0 to 100',
      'Row 6: DoB "02/30/1990" is not a date',
      'Row 7: Status "platinum" is not one of active, inactive, terminated',
    ]);
    expect(parsed.recordsProcessed).toBe(6);
    expect(parsed.records.map((r) => [r.rowNumber, r.npn, r.compLevel])).toEqual([[8, '5', 0]]);
  });

  it('refuses an e-mail the forms would refuse as a row error, and reads "N/A" or "none" as no address', () => {
    const rows: Cell[][] = [
      [...HEADER],
      rosterRow('11', 'No', 'Domain', { Email: 'john.smith@gmail' }),
      rosterRow('12', 'Two', 'Ats', { Email: 'a@b@c.com' }),
      rosterRow('13', 'Not', 'Given', { Email: 'N/A' }),
      rosterRow('14', 'Said', 'None', { Email: 'none' }),
      rosterRow('15', 'Good', 'Mail', { Email: ' good.mail@example.com ' }),
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([
      'Row 2: Email "john.smith@gmail" is not an e-mail address',
      'Row 3: Email "a@b@c.com" is not an e-mail address',
    ]);
    expect(parsed.records.map((r) => [r.npn, r.email])).toEqual([
      ['13', null],
      ['14', null],
      ['15', 'good.mail@example.com'],
    ]);
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

  it('reads comma-less names family name first when the column\'s header says "(Last First)"', () => {
    const rows: Cell[][] = [
      ['Producer Name (Last First MI)', 'NPN'],
      ['SMITH JOHN A', '19990011'],
      ['DE LA CRUZ MARIA', '19990012'],
      ['WASHINGTON GEORGE T JR', '19990013'],
      ['Lee, Ann', '19990014'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.name, r.firstName, r.middleName, r.lastName, r.suffix])).toEqual([
      ['JOHN A SMITH', 'JOHN', 'A', 'SMITH', null],
      ['MARIA DE LA CRUZ', 'MARIA', null, 'DE LA CRUZ', null],
      ['GEORGE T WASHINGTON JR', 'GEORGE', 'T', 'WASHINGTON', 'JR'],
      ['Ann Lee', 'Ann', null, 'Lee', null],
    ]);
    // "(First Last)", or no order at all, reads them as written.
    const asWritten = parseAgentListTable([
      ['Agent Name (First Last)', 'NPN'],
      ['John A Smith', '19990011'],
    ]);
    expect(asWritten.records[0]).toMatchObject({ firstName: 'John', middleName: 'A', lastName: 'Smith' });
  });

  it('prefers the name parts when a list has both them and a whole-name column', () => {
    const rows: Cell[][] = [
      ['NPN', 'Agent Name', 'First Name', 'Last Name'],
      ['19990001', 'LOPEZ, MARIA', 'Maria', 'Lopez-Ruiz'],
    ];
    expect(parseAgentListTable(rows).records[0]).toMatchObject({ firstName: 'Maria', lastName: 'Lopez-Ruiz' });
  });

  it('reads the headers other agency systems write: Given, Family Name, Forename, Surname, First, Last, MI, Recruiter…', () => {
    const pick = (rows: Cell[][]) =>
      parseAgentListTable(rows).records.map((r) => [
        r.npn,
        r.firstName,
        r.middleName,
        r.lastName,
        r.uplineName,
        r.uplineNPN,
        r.email,
        r.phone,
        r.dateOfBirth,
      ]);
    expect(
      pick([
        ['Individual NPN', 'Given Name(s)', 'MI', 'Family Name', 'Email Address', 'Mobile', 'Birth Date'],
        ['19990011', 'Mary Ann', 'J', "O'Neil", 'mary@example.com', '555-0101', '03/14/1980'],
      ]),
    ).toEqual([['19990011', 'Mary Ann', 'J', "O'Neil", null, null, 'mary@example.com', '555-0101', '1980-03-14']]);
    expect(
      pick([
        ['Forename', 'Middle Initial', 'Surname', 'Producer NPN', 'Manager', 'Manager NPN', 'Cell Phone', 'DOB'],
        ['Pat', 'Q', 'Lee', '19990012', 'Maria Lopez', '19990001', '555-0102', '1975-07-04'],
      ]),
    ).toEqual([['19990012', 'Pat', 'Q', 'Lee', 'Maria Lopez', '19990001', null, '555-0102', '1975-07-04']]);
    expect(
      pick([
        ['Given', 'Last', 'NPN', 'Recruiter', 'Recruiter NPN', 'E-mail Address'],
        ['Soo-Jin', 'Kim', '19990013', 'Pat Lee', '19990012', ''],
      ]),
    ).toEqual([['19990013', 'Soo-Jin', null, 'Kim', 'Pat Lee', '19990012', null, null, null]]);
    expect(
      pick([
        ['First', 'Last', 'Middle', 'NPN'],
        ['Ann', 'One', 'B', '19990014'],
      ]),
    ).toEqual([['19990014', 'Ann', 'B', 'One', null, null, null, null, null]]);
  });

  it('takes the upline, not the recruiter, when a list names both, whichever column comes first', () => {
    const rows: Cell[][] = [
      ['NPN', 'First', 'Last', 'Recruiter', 'Recruiter NPN', 'Upline', 'Upline NPN', 'Cell', 'Phone'],
      ['19990015', 'Bo', 'Two', 'Pat Lee', '19990012', 'Maria Lopez', '19990001', '555-0199', '555-0100'],
    ];
    expect(parseAgentListTable(rows).records[0]).toMatchObject({
      uplineName: 'Maria Lopez',
      uplineNPN: '19990001',
      phone: '555-0100',
    });
  });

  it('refuses a file without NPN and name columns', () => {
    expect(() => parseAgentListTable([['Agent', 'Balance']])).toThrow(/No header row found/);
  });
});

describe('two-row roster headers: a group row over a field row, read as a person reads them', () => {
  it('reads the agent’s and the upline’s columns by their group when the upline comes first', () => {
    const rows: Cell[][] = [
      ['Upline', 'Upline', 'Agent', 'Agent', 'Agent', 'Agent'],
      ['NPN', 'Name', 'NPN', 'First Name', 'Last Name', 'Status'],
      ['19900041', 'Nora Fitz', '19900051', 'Pia', 'Hart', 'Active'],
      ['19900041', 'Nora Fitz', '19900052', 'Quin', 'Ives', 'Terminated'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.rowNumber, r.npn, r.name, r.uplineNPN, r.uplineName, r.status])).toEqual([
      [3, '19900051', 'Pia Hart', '19900041', 'Nora Fitz', 'active'],
      [4, '19900052', 'Quin Ives', '19900041', 'Nora Fitz', 'terminated'],
    ]);
  });

  it('keeps the upline’s columns under a title, and a column outside every group is the agent’s', () => {
    const rows: Cell[][] = [
      ['Agency Hierarchy Export', '', '', '', '', '', ''],
      ['Agent', 'Agent', 'Agent', 'Agent', 'Upline', 'Upline', ''],
      ['NPN', 'First Name', 'Last Name', 'Email', 'NPN', 'Name', 'Status'],
      ['19900041', 'Nora', 'Fitz', 'nf@example.com', '19900001', "Mary-Kate O'Brien", 'Terminated'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records).toEqual([
      expect.objectContaining({
        rowNumber: 4,
        npn: '19900041',
        name: 'Nora Fitz',
        email: 'nf@example.com',
        uplineNPN: '19900001',
        uplineName: "Mary-Kate O'Brien",
        status: 'terminated',
      }),
    ]);
  });

  it('fills a merged group cell, printed once with blanks after it, over the columns beneath it', () => {
    const rows: Cell[][] = [
      ['Producer', '', '', '', 'Manager', '', ''],
      ['NPN', 'First Name', 'Last Name', 'Phone', 'NPN', 'Name', 'Email'],
      ['19900051', 'Pia', 'Hart', '555-0100', '19900041', 'Nora Fitz', 'nora@example.com'],
    ];
    const [record] = parseAgentListTable(rows).records;
    // "Producer Phone" is read as the producer's phone; the manager's e-mail is not the producer's.
    expect(record).toMatchObject({
      npn: '19900051',
      name: 'Pia Hart',
      phone: '555-0100',
      uplineNPN: '19900041',
      uplineName: 'Nora Fitz',
      email: null,
    });
  });

  it('takes a title or a preamble line above a single header row as no part of the header', () => {
    const title = findAgentListHeader([['Producer Roster'], ['NPN', 'First Name', 'Last Name'], ['1', 'A', 'B']]);
    expect(title).toMatchObject({ at: 1, rows: 1, headers: ['NPN', 'First Name', 'Last Name'] });
    const preamble = findAgentListHeader([
      ['Agency:', 'Smith Agency'],
      ['NPN', 'First Name', 'Last Name'],
    ]);
    expect(preamble).toMatchObject({ at: 1, rows: 1 });
    const grouped = findAgentListHeader([
      ['Upline', 'Agent', ''],
      ['NPN', 'NPN', 'Name'],
      ['1', '2', 'B'],
    ]);
    expect(grouped).toMatchObject({ at: 0, rows: 2, headers: ['Upline NPN', 'Agent NPN', 'Agent Name'] });
    expect(Object.fromEntries(grouped!.columns)).toEqual({ uplineNPN: 0, npn: 1, fullName: 2 });
  });
});

describe('NPN shape: up to 10 digits, as the NPN registry issues them', () => {
  it('refuses an NPN Excel printed in scientific notation, naming the row and the value, and keeps the row out', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name', 'Upline NPN'],
      ['1.99E+07', 'Victor', 'Alvarez', ''],
      ['19900011', 'Wendy', 'Zhang', '1.99E+07'],
      ['19900012', 'Gina', 'Rossi', ''],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([
      'Row 2: the NPN "1.99E+07" is not a number — Excel may have shortened it; format the column as text and export again',
      'Row 3: the Upline NPN "1.99E+07" is not a number — Excel may have shortened it; format the column as text and export again',
    ]);
    expect(parsed.records.map((r) => r.npn)).toEqual(['19900012']);
  });

  it('refuses an NPN with other characters or more than 10 digits', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name'],
      ['NPN-1234', 'A', 'B'],
      ['12345678901', 'C', 'D'],
      ['1234.5', 'E', 'F'],
    ];
    expect(parseAgentListTable(rows).errors).toEqual([
      'Row 2: the NPN "NPN-1234" is not an NPN (up to 10 digits)',
      'Row 3: the NPN "12345678901" is not an NPN (up to 10 digits)',
      'Row 4: the NPN "1234.5" is not an NPN (up to 10 digits)',
    ]);
  });

  it('accepts NPNs as spreadsheets give them: number cells, surrounding spaces, leading zeros, a ".0", separators', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name', 'Upline NPN'],
      [19900011, 'A', 'B', 19900001],
      [' 19900012 ', 'C', 'D', ' 19900001 '],
      ['0012345', 'E', 'F', ''],
      ['19900013.0', 'G', 'H', ''],
      ['19,900,014', 'I', 'J', ''],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.npn, r.uplineNPN])).toEqual([
      ['19900011', '19900001'],
      ['19900012', '19900001'],
      ['0012345', null],
      ['19900013', null],
      ['19900014', null],
    ]);
  });
});

describe('an NPN repeated in one roster', () => {
  it('uses the first row and reports the later one with both row numbers; every row is accounted for', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name', 'Email', 'Status'],
      ['19900011', 'Harold', 'Kline', 'hk@example.com', 'Appointed'],
      ['19900013', 'Lena', 'Berg', 'lena1@example.com', 'Pending'],
      ['19900013', 'Lena', 'Berg', 'lena2@example.com', 'Active'],
      ['19900011', 'Harald', 'Kline', '', ''],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.errors).toEqual([
      'Row 4: NPN 19900013 is also on row 3; only the first was used',
      'Row 5: NPN 19900011 is also on row 2 for Harold Kline, not Harald Kline; this row was not used',
    ]);
    expect(parsed.records.map((r) => [r.rowNumber, r.email, r.status])).toEqual([
      [2, 'hk@example.com', 'active'],
      [3, 'lena1@example.com', 'inactive'],
    ]);
    expect(parsed.records.length + parsed.errors.length).toBe(parsed.recordsProcessed);
  });

  it('reads the rows of an appointment list as one person appointed at each carrier', () => {
    const rows: Cell[][] = [
      ['Producer NPN', 'Producer First Name', 'Producer Last Name', 'Carrier Name', 'Writing Number'],
      ['18500001', 'Grace', 'Hopper', 'American Amicable', 'AM-9001'],
      ['18500001', 'Grace', 'Hopper', 'Aetna', 'AE-9001'],
      ['18500001', 'Grace', 'Hopper', 'Aetna', 'AE-9002'],
      ['18500001', 'Grayson', 'Hopper', 'Foresters', 'FO-9001'],
    ];
    const parsed = parseAgentListTable(rows);
    expect(parsed.records.map((r) => r.rowNumber)).toEqual([2]);
    expect(parsed.appointments.map((a) => [a.rowNumber, a.carrierName, a.writingNumber])).toEqual([
      [2, 'American Amicable', 'AM-9001'],
      [3, 'Aetna', 'AE-9001'],
    ]);
    expect(parsed.errors).toEqual([
      'Row 4: NPN 18500001 is also on row 3 at the same carrier; only the first was used',
      'Row 5: NPN 18500001 is also on row 2 for Grace Hopper, not Grayson Hopper; this row was not used',
    ]);
  });
});

describe('normalizeAgentEnum', () => {
  it('falls back on a blank cell and names the allowed values otherwise', () => {
    expect(normalizeAgentEnum('gender', ' ', 'N/A')).toBe('N/A');
    expect(() => normalizeAgentEnum('role', 'CEO', 'Agent')).toThrow('Role "CEO" is not one of Agent, Agency Owner');
  });

  it.each([
    ['Deceased', 'terminated'],
    ['Retired', 'terminated'],
    ['Resigned', 'terminated'],
    ['Withdrawn', 'terminated'],
    ['Termed 10/01/2026', 'terminated'],
    ['Terminated eff. 2026-10-01', 'terminated'],
    ['Terminated - For Cause 10/01/2026', 'terminated'],
    ['Active (since 03/01/2024)', 'active'],
    ['Enabled', 'active'],
    ['Onboarding', 'inactive'],
    ['In Progress', 'inactive'],
    ['Expired', 'inactive'],
    ['Disabled', 'inactive'],
  ])('reads the status "%s" as %s', (text, status) => {
    expect(normalizeAgentEnum('status', text, 'active')).toBe(status);
  });

  it.each(['10/01/2026', 'Y', 'Active - Terminated 10/01/2026'])('leaves the status "%s" a row error', (text) => {
    expect(() => normalizeAgentEnum('status', text, 'active')).toThrow('is not one of active, inactive, terminated');
  });
});
