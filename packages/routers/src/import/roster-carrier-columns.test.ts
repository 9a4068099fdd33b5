import { expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';
import { carrierNumberColumns } from './roster-carrier-columns';

it("reads a header naming a carrier, then a writing-number word, as that carrier's writing numbers", () => {
  const headers = [
    ...['Agent Name', 'NPN', 'Americo Writing #', 'Mutual of Omaha Agent Code', 'AmAm Agent #', 'Aetna Writing Number'],
    ...['Foresters Agent ID', 'Transamerica_Writing_No', 'Writing Agent #', 'Upline Agent #', 'Team Leader Writing #'],
    ...['Agency Agent ID', 'Primary Agent Code'],
  ];
  const carriers = carrierNumberColumns(headers, new Set([0, 1])).map(({ header, carrierName }) => [
    header,
    carrierName,
  ]);
  expect(carriers).toEqual([
    ['Americo Writing #', 'Americo'],
    ['Mutual of Omaha Agent Code', 'Mutual of Omaha'],
    ['AmAm Agent #', 'AmAm'],
    ['Aetna Writing Number', 'Aetna'],
    ['Foresters Agent ID', 'Foresters'],
    ['Transamerica_Writing_No', 'Transamerica'],
  ]);
});

it('says of a row whose writing number has a blank Carrier cell that the number was not recorded, and reads the person', () => {
  const parsed = parseAgentListTable([
    ['NPN', 'First Name', 'Last Name', 'Carrier', 'Writing Number'],
    ['34000001', 'Ann', 'One', 'Aetna', 'AE-1'],
    ['34000002', 'Bob', 'Two', '', 'AE-2'],
  ]);
  expect(parsed.records.map((record) => record.npn)).toEqual(['34000001', '34000002']);
  expect(parsed.appointments.map((a) => [a.npn, a.carrierName, a.writingNumber])).toEqual([
    ['34000001', 'Aetna', 'AE-1'],
  ]);
  expect(parsed.errors).toEqual([
    'Row 3: writing number AE-2 names no carrier (its Carrier cell is blank); it was not recorded',
  ]);
});
