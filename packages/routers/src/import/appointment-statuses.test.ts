import { describe, expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';
import { personStatusOf, statusColumns } from './appointment-statuses';
import { findAgentListHeader } from './roster-header';

/** Which columns of a header row the statuses are read from, by their headers. */
function columnsOf(headers: string[]) {
  const header = findAgentListHeader([headers])!;
  const { person, appointment } = statusColumns(header.headers, header.columns);
  return {
    person: person === undefined ? null : headers[person],
    appointment: appointment === undefined ? null : headers[appointment],
  };
}

describe('statuses read per appointment', () => {
  it('only beside a Carrier and a Writing Number column, and never from a column of the person’s alone', () => {
    expect(columnsOf(['NPN', 'Name', 'Status'])).toEqual({ person: 'Status', appointment: null });
    expect(columnsOf(['NPN', 'Name', 'Carrier', 'Status'])).toEqual({ person: 'Status', appointment: null });
    expect(columnsOf(['NPN', 'Name', 'Carrier', 'Writing Number', 'Status'])).toEqual({
      person: null,
      appointment: 'Status',
    });
    expect(
      columnsOf(['Producer NPN', 'Producer Name', 'Carrier Name', 'Writing Number', 'Appointment Status']),
    ).toEqual({ person: null, appointment: 'Appointment Status' });
    expect(columnsOf(['NPN', 'Name', 'Producer Status', 'Carrier', 'Writing Number', 'Appointment Status'])).toEqual({
      person: 'Producer Status',
      appointment: 'Appointment Status',
    });
    expect(columnsOf(['NPN', 'Name', 'Status', 'Carrier', 'Writing Number', 'Appointment Status'])).toEqual({
      person: 'Status',
      appointment: 'Appointment Status',
    });
    expect(columnsOf(['NPN', 'Name', 'Agent Status', 'Carrier', 'Writing Number'])).toEqual({
      person: 'Agent Status',
      appointment: null,
    });
    expect(columnsOf(['NPN', 'Name', 'License Status', 'Carrier', 'Writing Number'])).toEqual({
      person: 'License Status',
      appointment: null,
    });
  });

  it('the person is as active as their most active appointment, whatever the order', () => {
    expect(personStatusOf(['terminated', 'active', 'inactive'])).toBe('active');
    expect(personStatusOf(['inactive', 'terminated'])).toBe('inactive');
    expect(personStatusOf(['terminated', 'terminated'])).toBe('terminated');
    expect(personStatusOf([])).toBeNull();
  });

  it('the parser gives each appointment its row’s status, and marks the person’s as read per appointment', () => {
    const parsed = parseAgentListTable([
      ['NPN', 'First Name', 'Last Name', 'Carrier Name', 'Writing Number', 'Appointment Status'],
      ['17000001', 'Ann', 'Able', 'AMAM', 'AA-1', 'Terminated'],
      ['17000001', 'Ann', 'Able', 'Aetna', 'AE-1', 'Appointed'],
      ['17000001', 'Ann', 'Able', 'Foresters', 'FO-1', ''],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.appointments.map((a) => [a.carrierName, a.status])).toEqual([
      ['AMAM', 'terminated'],
      ['Aetna', 'active'],
      ['Foresters', null],
    ]);
    expect(parsed.records).toMatchObject([{ npn: '17000001', status: 'terminated', statusByAppointment: true }]);
  });

  it('a list without a status per appointment reads as before: no appointment status, the person’s own', () => {
    const parsed = parseAgentListTable([
      ['NPN', 'First Name', 'Last Name', 'Producer Status', 'Carrier Name', 'Writing Number'],
      ['17000001', 'Ann', 'Able', 'Active', 'AMAM', 'AA-1'],
    ]);
    expect(parsed.appointments[0]).not.toHaveProperty('status');
    expect(parsed.records[0]).toMatchObject({ status: 'active' });
    expect(parsed.records[0]).not.toHaveProperty('statusByAppointment');
  });
});
