import { describe, expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';
import { statusesOfPeople } from './appointment-statuses';
import { isAppointmentRow, writingNumberOf } from './pending-appointments';

const HEADER = ['NPN', 'First Name', 'Last Name', 'Carrier Name', 'Writing Number', 'Appointment Status'];

describe('pending appointments (a carrier and a status, no writing number yet)', () => {
  it('a blank cell or a placeholder is no writing number; anything else is one', () => {
    for (const none of [null, 'N/A', 'na', 'None', 'PENDING', 'tbd', 'To Be Assigned', '-', '--', '.']) {
      expect(writingNumberOf(none), String(none)).toBeNull();
    }
    expect(writingNumberOf('AE-1')).toBe('AE-1');
    expect(writingNumberOf('000903')).toBe('000903');
    expect(writingNumberOf('PEND-7')).toBe('PEND-7');
  });

  it('a row is an appointment with a carrier and a number, or a carrier and its status; never without a carrier', () => {
    expect(isAppointmentRow({ carrierName: 'Aetna', writingNumber: 'AE-1', status: undefined })).toBe(true);
    expect(isAppointmentRow({ carrierName: 'Aetna', writingNumber: null, status: 'inactive' })).toBe(true);
    expect(isAppointmentRow({ carrierName: 'Aetna', writingNumber: null, status: null })).toBe(false);
    expect(isAppointmentRow({ carrierName: 'Aetna', writingNumber: null, status: undefined })).toBe(false);
    expect(isAppointmentRow({ carrierName: null, writingNumber: 'AE-1', status: 'active' })).toBe(false);
    expect(isAppointmentRow({ carrierName: null, writingNumber: null, status: 'inactive' })).toBe(false);
  });

  it('the parser reads a pending row as its person’s appointment, not a repeat, and its status counts', () => {
    const parsed = parseAgentListTable([
      HEADER,
      ['17000001', 'Ann', 'Able', 'AMAM', 'AA-1', 'Terminated'],
      ['17000001', 'Ann', 'Able', 'Aetna', '', 'Pending'],
      ['17000002', 'Bo', 'Best', 'Foresters', 'PENDING', 'Pending Approval'],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.appointments.map((a) => [a.npn, a.carrierName, a.writingNumber, a.status])).toEqual([
      ['17000001', 'AMAM', 'AA-1', 'terminated'],
      ['17000001', 'Aetna', null, 'inactive'],
      ['17000002', 'Foresters', null, 'inactive'],
    ]);
    // Terminated at one carrier, pending at the other: not over, inactive.
    const people = statusesOfPeople(parsed.records, parsed.appointments);
    expect(people.records.map((r) => [r.npn, r.status])).toEqual([
      ['17000001', 'inactive'],
      ['17000002', 'inactive'],
    ]);
  });

  it('a repeat with a carrier but neither number nor status, or with no carrier, stays a row error', () => {
    const parsed = parseAgentListTable([
      HEADER,
      ['17000001', 'Ann', 'Able', 'AMAM', 'AA-1', 'Active'],
      ['17000001', 'Ann', 'Able', 'Aetna', '', ''],
      ['17000001', 'Ann', 'Able', '', '', 'Pending'],
    ]);
    expect(parsed.errors).toEqual([
      'Row 3: NPN 17000001 is also on row 2; only the first was used',
      'Row 4: NPN 17000001 is also on row 2; only the first was used',
    ]);
    expect(parsed.appointments).toHaveLength(1);
  });

  it('without a status per appointment (a Producer Status), a row with no number is no appointment, as before', () => {
    const parsed = parseAgentListTable([
      ['NPN', 'First Name', 'Last Name', 'Producer Status', 'Carrier Name', 'Writing Number'],
      ['17000001', 'Ann', 'Able', 'Active', 'AMAM', ''],
    ]);
    expect(parsed.appointments).toEqual([]);
    expect(parsed.records).toMatchObject([{ npn: '17000001', status: 'active' }]);
  });
});
