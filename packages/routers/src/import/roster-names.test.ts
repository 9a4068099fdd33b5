import { describe, expect, it } from 'vitest';
import { namesAgree, rosterName, type StoredName } from './roster-names';

const stored = (name: string, first: string | null, middle: string | null, last: string | null): StoredName => ({
  name,
  first_name: first,
  middle_name: middle,
  last_name: last,
  business_name: null,
  type: 'Individual',
});
const none = { firstName: null, middleName: null, lastName: null, suffix: null, businessName: null };

describe('rosterName: the stored name with only the parts a row gives replaced', () => {
  it('keeps the middle name and suffix a row does not give', () => {
    const maria = stored('Maria Elena de la Cruz', 'Maria', 'Elena', 'de la Cruz');
    expect(rosterName(maria, { ...none, firstName: 'Maria', lastName: 'de la Cruz' })).toBeNull();
    const li = stored('Li Wei Zhang III', 'Li', 'Wei', 'Zhang');
    expect(rosterName(li, { ...none, firstName: 'Li', lastName: 'Zhang' })).toBeNull();
    expect(rosterName(li, { ...none, lastName: 'Chang' })).toEqual({
      name: 'Li Wei Chang III',
      firstName: 'Li',
      middleName: 'Wei',
      lastName: 'Chang',
    });
  });

  it('keeps the stored order when a row gives the first and last name the other way round (DOE JANE for Jane Doe)', () => {
    const jane = stored('Jane Doe', 'Jane', null, 'Doe');
    expect(rosterName(jane, { ...none, firstName: 'DOE', lastName: 'JANE' })).toBeNull();
    expect(rosterName(jane, { ...none, firstName: 'Doe', middleName: 'Q', lastName: 'Jane' })).toEqual({
      name: 'Jane Q Doe',
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Doe',
    });
  });

  it('replaces a suffix the row gives, and reads the parts of a record made by name alone from its name', () => {
    const tom = stored('Tom Baker Sr', 'Tom', null, 'Baker');
    expect(rosterName(tom, { ...none, suffix: 'Jr' })?.name).toBe('Tom Baker Jr');
    const george = stored('GEORGE T WASHINGTON JR', null, null, null);
    expect(rosterName(george, { ...none, firstName: 'George', lastName: 'Washington' })).toEqual({
      name: 'George T Washington JR',
      firstName: 'George',
      middleName: 'T',
      lastName: 'Washington',
    });
  });
});

describe('namesAgree: whether a row can name the person its NPN is', () => {
  const siobhan = stored("Siobhán O'Neill", 'Siobhán', null, "O'Neill");
  it('agrees when the first or the last name does, accents, case and punctuation ignored', () => {
    expect(namesAgree({ firstName: 'SIOBHAN', lastName: 'Oneill' }, siobhan)).toBe(true);
    expect(namesAgree({ firstName: 'Siobhan', lastName: 'Murphy' }, siobhan)).toBe(true);
    expect(namesAgree({ firstName: 'Shiv', lastName: "O'Neill" }, siobhan)).toBe(true);
    expect(namesAgree({ firstName: "O'Neill", lastName: 'Siobhán' }, siobhan)).toBe(true);
  });
  it('disagrees when neither does', () => {
    expect(namesAgree({ firstName: 'Zed', lastName: 'Zulu' }, siobhan)).toBe(false);
    expect(namesAgree({ firstName: null, lastName: 'Zulu' }, siobhan)).toBe(false);
  });
  it('says nothing against a row without a name or a record named by a placeholder', () => {
    expect(namesAgree({ firstName: null, lastName: null }, siobhan)).toBe(true);
    expect(namesAgree({ firstName: 'A', lastName: 'One' }, stored('Agent 7001', null, null, null))).toBe(true);
  });
});

describe('rosterName: a business', () => {
  const acme: StoredName = {
    ...stored('Acme, Tulsa', null, null, null),
    business_name: 'Acme, Tulsa',
    type: 'Business',
  };

  it('is not renamed by a row that splits its name as a person’s, unless the row says it is an Individual', () => {
    expect(rosterName(acme, { ...none, firstName: 'Tulsa', lastName: 'Acme' })).toBeNull();
    expect(rosterName(acme, { ...none, firstName: 'Tulsa', lastName: 'Acme', type: 'Business' })).toBeNull();
    expect(rosterName(acme, { ...none, firstName: 'Tulsa', lastName: 'Acme', type: 'Individual' })).toMatchObject({
      name: 'Tulsa Acme',
    });
  });
});
