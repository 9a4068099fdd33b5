import { describe, expect, it } from 'vitest';
import { joinPersonName, normalizePersonName, normalizeWritingNumber, splitPersonName } from './names';

describe('names', () => {
  it('normalises writing numbers: case, spaces and dashes ignored', () => {
    expect(normalizeWritingNumber('QA-777')).toBe(normalizeWritingNumber('qa 777'));
    expect(normalizeWritingNumber(' ab-12 3 ')).toBe('AB123');
  });

  it('normalises names: case and spacing ignored, "Last, First" = "First Last"', () => {
    expect(normalizePersonName('Brown,  Elizabeth')).toBe(normalizePersonName('elizabeth   BROWN'));
    expect(normalizePersonName('  Mary Ann  Smith ')).toBe('mary ann smith');
  });

  it('splits and joins display names', () => {
    expect(splitPersonName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitPersonName('Smith, Mary')).toEqual({ firstName: 'Mary', lastName: 'Smith' });
    expect(splitPersonName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(joinPersonName('Jane', null, 'Doe')).toBe('Jane Doe');
    expect(joinPersonName('Jane', ' Q ', 'Doe')).toBe('Jane Q Doe');
  });
});
