import { expect, it } from 'vitest';
import { parseAgentListTable } from './agent-list-parser';

it('reads a roster whose person is a bare "Agent" column, and writes the upline "DOE, JANE" as the people are', () => {
  const parsed = parseAgentListTable([
    ['Agent', 'NPN', 'Manager', 'Manager NPN', 'Email Address', 'Cell'],
    ['SMITH, JOHN A', '1234567', 'DOE, JANE', '7654321', 'john@example.com', '(555) 123-4567'],
    ['DOE, JANE', '7654321', 'Acme Agency LLC', '', '', ''],
  ]);
  expect(parsed.errors).toEqual([]);
  expect(parsed.records.map(({ name, npn, uplineName, uplineNPN }) => ({ name, npn, uplineName, uplineNPN }))).toEqual([
    { name: 'JOHN A SMITH', npn: '1234567', uplineName: 'JANE DOE', uplineNPN: '7654321' },
    { name: 'JANE DOE', npn: '7654321', uplineName: 'Acme Agency LLC', uplineNPN: null },
  ]);
});

it('prefers a column named for the name over a bare "Agent" column of codes', () => {
  const parsed = parseAgentListTable([
    ['Agent', 'Agent Name', 'NPN'],
    ['A-100', 'Ann One', '111'],
  ]);
  expect(parsed.records.map(({ name }) => name)).toEqual(['Ann One']);
});
