import { describe, expect, it } from 'vitest';
import {
  displayPersonName,
  joinPersonName,
  normalizePersonName,
  normalizeWritingNumber,
  splitPersonName,
} from './names';

describe('names', () => {
  it('normalises writing numbers: case, spaces and dashes ignored', () => {
    expect(normalizeWritingNumber('QA-777')).toBe(normalizeWritingNumber('qa 777'));
    expect(normalizeWritingNumber(' ab-12 3 ')).toBe('AB123');
  });

  it('normalises names: case and spacing ignored, "Last, First" = "First Last"', () => {
    expect(normalizePersonName('Brown,  Elizabeth')).toBe(normalizePersonName('elizabeth   BROWN'));
    expect(normalizePersonName('  Mary Ann  Smith ')).toBe('mary ann smith');
  });

  it('keeps a suffix written "Last, First M, Suffix" and ignores periods', () => {
    expect(normalizePersonName('WASHINGTON, GEORGE T, JR')).toBe('george t washington jr');
    expect(normalizePersonName('George T. Washington Jr.')).toBe('george t washington jr');
    expect(displayPersonName('WASHINGTON, GEORGE T, JR')).toBe('GEORGE T WASHINGTON JR');
    expect(displayPersonName('Lee,  Pat')).toBe('Pat Lee');
    expect(displayPersonName('Cher')).toBe('Cher');
  });

  it('splits and joins display names', () => {
    expect(splitPersonName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitPersonName('Smith, Mary')).toEqual({ firstName: 'Mary', lastName: 'Smith' });
    expect(splitPersonName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(joinPersonName('Jane', null, 'Doe')).toBe('Jane Doe');
    expect(joinPersonName('Jane', ' Q ', 'Doe')).toBe('Jane Q Doe');
  });
});
