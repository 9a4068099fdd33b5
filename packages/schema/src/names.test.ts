import { describe, expect, it } from 'vitest';
import {
  displayPersonName,
  joinPersonName,
  nameTiesAgree,
  normalizePersonName,
  normalizeWritingNumber,
  personNameKey,
  splitFullName,
} from './names';

describe('names', () => {
  it('normalises writing numbers: case, spaces and dashes ignored', () => {
    expect(normalizeWritingNumber('QA-777')).toBe(normalizeWritingNumber('qa 777'));
    expect(normalizeWritingNumber(' ab-12 3 ')).toBe('AB123');
  });

  it('normalises names: case and spacing ignored, "Last, First" = "First Last"', () => {
    expect(normalizePersonName('Brown,  Elizabeth')).toBe(normalizePersonName('elizabeth   BROWN'));
    expect(normalizePersonName('  Mary Ann  Smith ')).toBe('mary smith|a|');
  });

  it('keeps a suffix written "Last, First M, Suffix" and ignores periods', () => {
    expect(normalizePersonName('WASHINGTON, GEORGE T, JR')).toBe('george washington|t|jr');
    expect(normalizePersonName('George T. Washington Jr.')).toBe('george washington|t|jr');
    expect(displayPersonName('WASHINGTON, GEORGE T, JR')).toBe('GEORGE T WASHINGTON JR');
    expect(displayPersonName('Lee,  Pat')).toBe('Pat Lee');
    expect(displayPersonName('Washington, George T Jr')).toBe('George T Washington Jr');
    expect(displayPersonName('Washington, George Jr.')).toBe('George Washington Jr.');
    expect(displayPersonName('King, Martin Luther III')).toBe('Martin Luther King III');
    expect(displayPersonName('Ng, Jr')).toBe('Jr Ng');
    expect(displayPersonName('Cher')).toBe('Cher');
  });

  it('reads a suffix after the given names without its own comma as a suffix: Jr and Sr stay two people', () => {
    expect(normalizePersonName('Washington, George T Jr')).toBe('george washington|t|jr');
    expect(normalizePersonName('WASHINGTON, GEORGE T. JR.')).toBe(normalizePersonName('WASHINGTON, GEORGE T, JR'));
    expect(
      nameTiesAgree(personNameKey('Washington, George T Jr').tie, personNameKey('Washington, George T, Sr').tie),
    ).toBe(false);
    expect(normalizePersonName('Washington, George Jr')).toBe('george washington||jr');
  });

  it('joins display names', () => {
    expect(joinPersonName('Jane', null, 'Doe')).toBe('Jane Doe');
    expect(joinPersonName('Jane', ' Q ', 'Doe')).toBe('Jane Q Doe');
  });

  it('splits a whole name into first, middle, last and suffix, in either order, keeping the case written', () => {
    const parts = (
      firstName: string | null,
      middleName: string | null,
      lastName: string | null,
      suffix: string | null,
    ) => ({
      firstName,
      middleName,
      lastName,
      suffix,
    });
    expect(splitFullName("O'BRIEN, JAMES T, JR")).toEqual(parts('JAMES', 'T', "O'BRIEN", 'JR'));
    expect(splitFullName('Smith, John Jr.')).toEqual(parts('John', null, 'Smith', 'Jr.'));
    expect(splitFullName('SMITH JR, ROBERT A')).toEqual(parts('ROBERT', 'A', 'SMITH', 'JR'));
    expect(splitFullName('Van Dyke III, Dick')).toEqual(parts('Dick', null, 'Van Dyke', 'III'));
    expect(splitFullName('Jr, Ann')).toEqual(parts('Ann', null, 'Jr', null));
    expect(splitFullName('de la Cruz, Maria Elena')).toEqual(parts('Maria', 'Elena', 'de la Cruz', null));
    expect(splitFullName('  Mary  Ann   Smith ')).toEqual(parts('Mary', 'Ann', 'Smith', null));
    expect(splitFullName('George T. Washington III')).toEqual(parts('George', 'T.', 'Washington', 'III'));
    expect(splitFullName('John Smith, Jr')).toEqual(parts('John', null, 'Smith', 'Jr'));
    expect(splitFullName('Maria Lopez')).toEqual(parts('Maria', null, 'Lopez', null));
    expect(splitFullName('Cher')).toEqual(parts('Cher', null, null, null));
    // Two words are a first and a last name, even when the last could be a suffix.
    expect(splitFullName('Pat Ii')).toEqual(parts('Pat', null, 'Ii', null));
  });

  it('leaves an honorific and designations after a comma out of the name parts', () => {
    const parts = (firstName: string | null, middleName: string | null, lastName: string | null, suffix = null) => ({
      firstName,
      middleName,
      lastName,
      suffix,
    });
    expect(splitFullName('Ms. Jane Q. Public, CLU')).toEqual(parts('Jane', 'Q.', 'Public'));
    expect(splitFullName('Public, Jane Q., CLU, ChFC')).toEqual(parts('Jane', 'Q.', 'Public'));
    expect(splitFullName('Dr. Harold Whitfield, LUTCF, CFP, RICP')).toEqual(parts('Harold', null, 'Whitfield'));
    expect(splitFullName('Whitfield, Mr. Harold J')).toEqual(parts('Harold', 'J', 'Whitfield'));
    expect(splitFullName('Mrs Ann Lee, LACP CLTC')).toEqual(parts('Ann', null, 'Lee'));
    expect(splitFullName('John Smith, Jr., MBA')).toEqual({ ...parts('John', null, 'Smith'), suffix: 'Jr.' });
    expect(splitFullName('Smith, John, Esq.')).toEqual(parts('John', null, 'Smith'));
    // Not an honorific or a designation where it is the name's only word of its kind.
    expect(splitFullName('Dr Smith')).toEqual(parts('Dr', null, 'Smith'));
    expect(splitFullName('Rahman, Md')).toEqual(parts('Md', null, 'Rahman'));
    expect(splitFullName('Lee, CPA')).toEqual(parts('CPA', null, 'Lee'));
  });

  it('one person rule: accents, punctuation and order ignored; middle initial and suffix kept apart as the tie', () => {
    expect(personNameKey('José  Núñez')).toEqual(personNameKey('NUNEZ, JOSE'));
    expect(personNameKey("O'Brien, Mary-Jane").key).toBe('mary obrien');
    expect(personNameKey('Mary Jane OBrien').key).toBe('mary obrien');
    expect(personNameKey('Samantha D. Long')).toEqual({ key: 'samantha long', tie: 'd|' });
    expect(personNameKey('Samantha Long')).toEqual({ key: 'samantha long', tie: '|' });
    expect(personNameKey('Cher')).toEqual({ key: 'cher', tie: '|' });
    expect(personNameKey('')).toEqual({ key: '', tie: '|' });
    expect(personNameKey('Smith Jr')).toEqual({ key: 'smith jr', tie: '|' });
  });

  it('ties agree when middle initials and suffixes do wherever both are given', () => {
    expect(nameTiesAgree('|', 'd|')).toBe(true);
    expect(nameTiesAgree('d|', 'd|jr')).toBe(true);
    expect(nameTiesAgree('a|', 'b|')).toBe(false);
    expect(nameTiesAgree('|jr', '|sr')).toBe(false);
  });
});
