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
