import { describe, expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';
import { saysTerminated } from './name-flags';
import { flaggedStatus, rosterNameCell } from './roster-name-flags';

describe('status flags in a roster’s name cells', () => {
  it.each([
    'SMITH, JOHN (TERM)',
    'GARCIA, MARIA L [TERMINATED]',
    'Garcia, Maria [Termed]',
    'HARRIS, DEBORAH - TERM',
    'TERM - HARRIS, DEBORAH',
    'ROE *TERM*, RICHARD',
    'Smith (TERM)',
  ])('"%s" says terminated in so many words', (written) => {
    expect(saysTerminated(written)).toBe(true);
  });

  it.each(['ROE, RICHARD *T*', '*NGUYEN, LINH', 'NGUYEN, LINH*', 'TERMINI, TERESA', 'O’Brien-Term, Ann', 'Term, Ann'])(
    '"%s" says no status',
    (written) => {
      expect(saysTerminated(written)).toBe(false);
    },
  );

  it('reads the flag off a cell, leaves a plain one as written, and a blank one blank', () => {
    expect(rosterNameCell('SMITH, JOHN (TERM)')).toBe('SMITH, JOHN');
    expect(rosterNameCell('Richard *T*')).toBe('Richard');
    expect(rosterNameCell('Termini')).toBe('Termini');
    expect(rosterNameCell(null)).toBeNull();
  });

  it('the row’s status is terminated when any of its name cells says so', () => {
    expect(flaggedStatus([null, 'John', 'Smith - TERM'])).toBe('terminated');
    expect(flaggedStatus(['ROE, RICHARD *T*', null])).toBeNull();
    expect(flaggedStatus([])).toBeNull();
  });

  it('the parser stores the name without the flag, the flag’s status only where no Status cell gives one', () => {
    const parsed = parseAgentListTable([
      ['NPN', 'Agent Name', 'Status', 'Upline'],
      ['17000001', 'SMITH, JOHN (TERM)', '', 'DOE, JANE [TERMINATED]'],
      ['17000002', 'GARCIA, MARIA L [TERMINATED]', 'Active', ''],
      ['17000003', 'ROE, RICHARD *T*', '', ''],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.name, r.firstName, r.middleName, r.lastName, r.status, r.uplineName])).toEqual([
      ['JOHN SMITH', 'JOHN', null, 'SMITH', 'terminated', 'JANE DOE'],
      ['MARIA L GARCIA', 'MARIA', 'L', 'GARCIA', 'active', null],
      ['RICHARD ROE', 'RICHARD', null, 'ROE', null, null],
    ]);
  });

  it('in an appointment list the flag is the appointment’s status where its cell is blank', () => {
    const parsed = parseAgentListTable([
      ['NPN', 'First Name', 'Last Name', 'Carrier', 'Writing Number', 'Appointment Status'],
      ['17000001', 'John', 'Smith (TERM)', 'AMAM', 'AA-1', ''],
      ['17000001', 'John', 'Smith (TERM)', 'Aetna', 'AE-1', 'Active'],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.appointments.map((a) => [a.carrierName, a.status])).toEqual([
      ['AMAM', 'terminated'],
      ['Aetna', 'active'],
    ]);
    expect(parsed.records).toMatchObject([{ lastName: 'Smith', status: 'terminated', statusByAppointment: true }]);
  });
});
