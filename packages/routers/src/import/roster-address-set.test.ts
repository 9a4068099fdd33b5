import { describe, expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';
import type { Cell } from './values';

/** Each person's NPN, address, city, state, ZIP and status as the list is read. */
const addresses = (rows: Cell[][]) => {
  const parsed = parseAgentListTable(rows);
  expect(parsed.errors).toEqual([]);
  return parsed.records.map((r) => [r.npn, r.address, r.city, r.state, r.zipcode, r.status]);
};

describe('a list with more than one address: each part from one of them', () => {
  it('reads the Business address whole beside a Resident State (NIPR), and the license status', () => {
    const rows = [
      [
        ...['National Producer Number (NPN)', 'Last Name', 'First Name', 'Business Address Line 1', 'Business City'],
        ...['Business State', 'Business Zip', 'Resident State', 'License Status'],
      ],
      ['25000021', 'Dunn', 'Mary', '1 State St', 'Boston', 'MA', '02108', 'NH', 'Inactive'],
    ];
    expect(addresses(rows)).toEqual([['25000021', '1 State St', 'Boston', 'MA', '02108', 'inactive']]);
  });

  it('reads the set that has the city, not a state of another set listed first', () => {
    const rows = [
      ['NPN', 'First Name', 'Last Name', 'Resident State', 'Mailing Street', 'Mailing City', 'Mailing Zip'],
      ['25000022', 'Ann', 'One', 'NH', '9 Elm Rd', 'Austin', '78701'],
    ];
    expect(addresses(rows)).toEqual([['25000022', '9 Elm Rd', 'Austin', null, '78701', null]]);
  });

  it('prefers the Business address to the Mailing one when both have a city', () => {
    const rows = [
      ['NPN', 'First Name', 'Last Name', 'Mailing City', 'Mailing State', 'Business City', 'Business State'],
      ['25000023', 'Bob', 'Two', 'Tulsa', 'OK', 'Dallas', 'TX'],
    ];
    expect(addresses(rows)).toEqual([['25000023', null, 'Dallas', 'TX', null, null]]);
  });

  it('takes a contract status before a license status, and a Resident License Status alone', () => {
    const both = [
      ['NPN', 'First Name', 'Last Name', 'License Status', 'Contract Status'],
      ['25000024', 'Cy', 'Three', 'Active', 'Terminated'],
    ];
    expect(addresses(both)).toEqual([['25000024', null, null, null, null, 'terminated']]);
    const resident = [
      ['NPN', 'First Name', 'Last Name', 'Resident License Status'],
      ['25000025', 'Di', 'Four', 'Expired'],
    ];
    expect(addresses(resident)).toEqual([['25000025', null, null, null, null, 'inactive']]);
  });
});

it("reads a row's other address whole when the row leaves the list's first one blank (a Resident State alone)", () => {
  const rows = [
    ['NPN', 'First Name', 'Last Name', 'Business City', 'Business State', 'Business Zip', 'Resident State'],
    ['25000026', 'Raj', 'Singh', '', '', '', 'NJ'],
    ['25000027', 'Sue', 'Five', 'Boston', '', '02108', 'NH'],
  ];
  expect(addresses(rows)).toEqual([
    ['25000026', null, null, 'NJ', null, null],
    ['25000027', null, 'Boston', null, '02108', null],
  ]);
});
