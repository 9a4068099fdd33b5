import { expect, it } from 'vitest';
import { parseReportTable } from './report-parser';

it('reads amounts exported with four decimals to the cent, and refuses fractions of a cent as a row error', () => {
  const parsed = parseReportTable([
    ['Agent Code', 'Agent Name', 'Balance Due'],
    ['A1', 'Ann One', '125.5000'],
    ['A2', 'Bo Two', '10.005'],
    ['A3', 'Cy Three', '(42.1000)'],
  ]);
  expect(parsed.records.map((record) => [record.name, record.amountCents])).toEqual([
    ['Ann One', 12_550],
    ['Cy Three', -4_210],
  ]);
  expect(parsed.errors).toEqual([
    'Row 3: the amount "10.005" has fractions of a cent (amounts are read to the cent, never rounded)',
  ]);
});
