import { describe, expect, it } from 'vitest';
import { debtExportPath, debtQuery, NO_DEBT_FILTER } from './debtFilters';

describe('the Debts tab as the server is asked for it', () => {
  it('sends nothing for no filter and no order', () => {
    expect(debtQuery(NO_DEBT_FILTER, null)).toEqual({});
    expect(debtExportPath({})).toBe('/api/debts/export.csv');
  });

  it('sends the search trimmed, the carrier as a number, the status, the age range and the order', () => {
    const query = debtQuery(
      { search: '  Ann & Bob  ', carrierId: '2', status: 'paid', ageRange: '91+' },
      { key: 'amount', direction: 'descending' },
    );
    expect(query).toEqual({
      search: 'Ann & Bob',
      carrierId: 2,
      status: 'paid',
      ageRange: '91+',
      sort: 'amount',
      order: 'desc',
    });
    expect(debtExportPath(query)).toBe(
      '/api/debts/export.csv?search=Ann+%26+Bob&carrierId=2&status=paid&ageRange=91%2B&sort=amount&order=desc',
    );
  });

  it('leaves out a search of spaces only', () => {
    expect(debtQuery({ ...NO_DEBT_FILTER, search: '   ' }, { key: 'age', direction: 'ascending' })).toEqual({
      sort: 'age',
      order: 'asc',
    });
  });
});
