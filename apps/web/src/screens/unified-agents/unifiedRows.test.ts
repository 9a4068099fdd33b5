import { describe, expect, it } from 'vitest';
import { unifiedQuery } from './unifiedRows';

describe('unified rows', () => {
  it('asks the server for the typed search, the status and the sorted column', () => {
    expect(unifiedQuery({ search: '  ', status: 'all' }, null, undefined)).toEqual({});
    expect(unifiedQuery({ search: ' JANE@ ', status: 'terminated' }, null, undefined)).toEqual({
      search: 'JANE@',
      status: 'terminated',
    });
    expect(unifiedQuery({ search: '', status: 'all' }, { key: 'debt', direction: 'descending' }, 'totalDebt')).toEqual({
      sort: 'totalDebt',
      order: 'desc',
    });
    // A column the server cannot order by is not sent.
    expect(unifiedQuery({ search: '', status: 'all' }, { key: 'contact', direction: 'ascending' }, undefined)).toEqual(
      {},
    );
  });
});
