import { describe, expect, it } from 'vitest';
import { parseAgentListTable, type AgentListRecord } from './agent-list-parser';
import { findAgentListHeader } from './roster-header';
import type { Cell } from './values';

/** What a list's rows give for some fields of each person, by NPN. */
const read = (rows: Cell[][], ...fields: (keyof AgentListRecord)[]) => {
  const parsed = parseAgentListTable(rows);
  return {
    errors: parsed.errors,
    people: parsed.records.map((record) => [record.npn, ...fields.map((field) => record[field])]),
  };
};

describe('the upline as agency systems head it', () => {
  it.each([
    'Team Leader',
    'Team Lead',
    'Supervisor',
    'Immediate Upline',
    'Sponsor',
    'Managing Agent',
    'Direct Manager',
    'Parent Agent',
    'Agency Manager',
    'Reports To: Full Name',
  ])('reads "%s" as the upline by name', (header) => {
    const rows = [
      ['Full Name', 'NPN', header, 'E-mail Address'],
      ['Omar Haddad', '20000006', 'Denise Carter', 'omar.h@gmail.com'],
    ];
    expect(read(rows, 'uplineName')).toEqual({ errors: [], people: [['20000006', 'Denise Carter']] });
  });

  it.each(['Team Leader', 'Manager', 'Supervisor', 'Upline'])(
    'takes "%s" as the upline over a Recruiter column, whichever stands first: a recruiter brought the agent in',
    (manager) => {
      const rows = [
        ['Full Name', 'NPN', 'Recruiter', manager],
        ['Tanya Hill', '20000003', 'Marcus Brooks', 'Denise Carter'],
      ];
      expect(read(rows, 'uplineName')).toEqual({ errors: [], people: [['20000003', 'Denise Carter']] });
    },
  );

  it.each([
    'Upline Writing Agent #',
    'Upline Writing Agent Number',
    'Upline Producer #',
    'Manager Writing #',
    'Parent Agent #',
  ])('reads "%s" as the upline by writing number, linked to the row that writes it', (header) => {
    const rows = [
      ['Writing Agent #', 'Agent Name', 'NPN', header],
      ['A20001', 'MORALES, ANA', '22000001', ''],
      ['A20002', 'BECK, TOM', '22000002', 'A20001'],
    ];
    expect(read(rows, 'uplineNPN')).toEqual({
      errors: [],
      people: [
        ['22000001', null],
        ['22000002', '22000001'],
      ],
    });
  });

  it('finds the header of a list whose only upline column is a Team Leader', () => {
    const header = findAgentListHeader([['Full Name', 'NPN', 'Team Leader', 'Team Leader NPN']]);
    expect(Object.fromEntries(header?.columns ?? [])).toEqual({ fullName: 0, npn: 1, uplineName: 2, uplineNPN: 3 });
  });
});

describe("the agent's phone as agency systems head it", () => {
  it.each([
    'Agent Phone',
    'Agent Mobile',
    'Agent Cell Phone',
    'Cell Phone',
    'Mobile Phone',
    'Phone #',
    'Business Phone',
  ])('reads "%s" as the phone', (header) => {
    const rows = [
      ['Agent First Name', 'Agent Last Name', 'Agent NPN', header],
      ['Victor', 'Osei', '31000001', '555-600-1000'],
    ];
    expect(read(rows, 'phone')).toEqual({ errors: [], people: [['31000001', '555-600-1000']] });
  });
});

describe('statuses, types and NPNs as agency systems write them', () => {
  it.each([
    ['Pending Approval', 'inactive'],
    ['Pending', 'inactive'],
    ['Hold', 'inactive'],
    ['Not RTS', 'inactive'],
    ['Inactive - Not Writing', 'inactive'],
    ['RTS', 'active'],
    ['Ready to Sell', 'active'],
    ['Active (RTS)', 'active'],
    ['Active Appointed', 'active'],
    ['Licensed', 'active'],
    ['Appointed', 'active'],
    ['Transferred', 'terminated'],
  ])('reads the status "%s" as %s', (written, status) => {
    const rows = [
      ['NPN', 'First Name', 'Last Name', 'Status'],
      ['27000001', 'Ann', 'One', written],
    ];
    expect(read(rows, 'status')).toEqual({ errors: [], people: [['27000001', status]] });
  });

  it('still refuses a status that says nothing of whether the agent sells ("Vested") or says two things', () => {
    const rows = [
      ['NPN', 'First Name', 'Last Name', 'Status'],
      ['27000001', 'Ann', 'One', 'Vested'],
      ['27000002', 'Bob', 'Two', 'RTS - Terminated'],
    ];
    expect(read(rows, 'status').errors).toEqual([
      'Row 2: Status "Vested" is not one of active, inactive, terminated',
      'Row 3: Status "RTS - Terminated" is not one of active, inactive, terminated',
    ]);
  });

  it.each([
    ['Agent', 'Individual'],
    ['Producer', 'Individual'],
    ['Person', 'Individual'],
    ['Individual Producer', 'Individual'],
    ['Agency', 'Business'],
    ['Firm', 'Business'],
    ['Entity', 'Business'],
    ['Corporation', 'Business'],
  ])('reads the type "%s" as %s', (written, type) => {
    const rows = [
      ['NPN', 'Name', 'Type'],
      ['31000001', 'OSEI, VICTOR', written],
    ];
    expect(read(rows, 'type')).toEqual({ errors: [], people: [['31000001', type]] });
  });

  it('reads an NPN whose digits are grouped by spaces or commas, and refuses one grouped otherwise', () => {
    const rows = [
      ['NPN', 'First Name', 'Last Name'],
      ['37 000 001', 'Sp', 'Ace'],
      ['37,000,002', 'Com', 'Ma'],
      [' 37000003 ', 'Pad', 'Ded'],
      ['3700 0004', 'Odd', 'Group'],
    ];
    expect(read(rows)).toEqual({
      errors: ['Row 5: the NPN "3700 0004" is not an NPN (up to 10 digits)'],
      people: [['37000001'], ['37000002'], ['37000003']],
    });
  });
});

describe('e-mail addresses as exports write them', () => {
  it('reads a mailto: link as its address, and still refuses a link to no address', () => {
    const rows = [
      ['NPN', 'First Name', 'Last Name', 'Email'],
      ['35000002', 'Liam', 'Ross', 'mailto:liam.ross@summit.com'],
      ['35000003', 'Nora', 'Tate', 'MailTo: nora@summit.com?subject=Contracting'],
      ['35000004', 'Owen', 'Ude', 'mailto:'],
    ];
    expect(read(rows, 'email')).toEqual({
      errors: ['Row 4: Email "mailto:" is not an e-mail address'],
      people: [
        ['35000002', 'liam.ross@summit.com'],
        ['35000003', 'nora@summit.com'],
      ],
    });
  });
});

describe("a business's name in a whole-name column", () => {
  it('is a business name, never split as a person, when it ends in a company form', () => {
    const rows = [
      ['Name', 'NPN', 'Upline'],
      ['Lone Star Brokerage, Inc.', '33000001', ''],
      ['Bluebonnet Agency LLC', '33000002', 'Lone Star Brokerage, Inc.'],
      ['ACME INSURANCE SERVICES, L.L.C.', '33000003', ''],
      ['Smith & Co', '33000004', ''],
      ['CO, JERRY', '33000005', 'Bluebonnet Agency LLC'],
    ];
    expect(read(rows, 'name', 'type', 'businessName', 'firstName', 'lastName', 'uplineName')).toEqual({
      errors: [],
      people: [
        ['33000001', 'Lone Star Brokerage, Inc.', 'Business', 'Lone Star Brokerage, Inc.', null, null, null],
        [
          '33000002',
          'Bluebonnet Agency LLC',
          'Business',
          'Bluebonnet Agency LLC',
          null,
          null,
          'Lone Star Brokerage, Inc.',
        ],
        [
          '33000003',
          'ACME INSURANCE SERVICES, L.L.C.',
          'Business',
          'ACME INSURANCE SERVICES, L.L.C.',
          null,
          null,
          null,
        ],
        ['33000004', 'Smith & Co', 'Business', 'Smith & Co', null, null, null],
        ['33000005', 'JERRY CO', null, null, 'JERRY', 'CO', 'Bluebonnet Agency LLC'],
      ],
    });
  });

  it('asks about a row whose Type says Individual beside a business name, rather than choose one', () => {
    const rows = [
      ['Name', 'NPN', 'Type'],
      ['Evergreen Financial Group, LLC', '32000004', 'Agent'],
    ];
    expect(read(rows).errors).toEqual([
      'Row 2: Name "Evergreen Financial Group, LLC" ends in "LLC", a business\'s, but Type says Individual: check the row',
    ]);
  });
});
