import { personNameKey } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { mayReadLastFirst, readLastFirst, readsLastFirst } from './last-first-names';

describe('a comma-less name read last name first', () => {
  it.each([
    ['SMITH JOHN A', 'SMITH, JOHN A', 'John A Smith'],
    ['SMITH JOHN', 'SMITH, JOHN', 'John Smith'],
    ['WASHINGTON GEORGE T JR', 'WASHINGTON, GEORGE T JR', 'George T Washington Jr'],
    ['SMITH JR JOHN A', 'SMITH JR, JOHN A', 'John A Smith Jr'],
    ['DE LA CRUZ MARIA', 'DE LA CRUZ, MARIA', 'Maria de la Cruz'],
    ['VAN DER BERG JAN P', 'VAN DER BERG, JAN P', 'Jan P van der Berg'],
    ['ST JAMES ROBERT', 'ST JAMES, ROBERT', 'Robert St James'],
    ['MC DONALD RONALD', 'MC DONALD, RONALD', 'Ronald Mc Donald'],
    ['  OBRIEN   PATRICK  ', 'OBRIEN, PATRICK', 'Patrick OBrien'],
  ])('%s is %s, the same person as "%s"', (written, read, known) => {
    expect(readLastFirst(written)).toBe(read);
    expect(personNameKey(read)).toEqual(personNameKey(known));
  });

  it('keeps a last name that is a particle alone when nothing else would be left for it', () => {
    expect(readLastFirst('DE MARIA')).toBe('DE, MARIA');
    expect(readLastFirst('LE VAN')).toBe('LE, VAN');
  });

  it.each([['SMITH, JOHN A'], ['Smith,John'], ['CHER'], [''], ['SMITH JR'], ['SMITH III']])(
    'leaves %j alone: its order is written, or it has no given name',
    (written) => {
      expect(readLastFirst(written)).toBeNull();
    },
  );
});

describe('whether a report reads last name first', () => {
  const evidence = (names: number, lastOnly: number, firstOnly: number) => ({
    names,
    known: lastOnly + firstOnly,
    lastFirst: lastOnly,
    lastOnly,
    firstOnly,
  });

  it('does when its known names match only that way', () => {
    expect(readsLastFirst(evidence(5, 5, 0))).toBe(true);
    expect(readsLastFirst(evidence(14, 12, 2))).toBe(true);
    expect(readsLastFirst(evidence(14, 12, 4))).toBe(true);
  });

  it('does not on one or two names alone', () => {
    expect(readsLastFirst(evidence(2, 2, 0))).toBe(false);
    expect(readsLastFirst(evidence(3, 3, 0))).toBe(true);
  });

  it('does not when the report is mixed', () => {
    expect(readsLastFirst(evidence(10, 4, 4))).toBe(false);
    expect(readsLastFirst(evidence(10, 5, 2))).toBe(false);
    expect(readsLastFirst(evidence(14, 12, 5))).toBe(false);
  });

  it('does not on a few reversed coincidences among many new names', () => {
    expect(readsLastFirst(evidence(500, 6, 0))).toBe(false);
  });

  it('counts a large report in full only when a sample of its names could read last name first', () => {
    expect(mayReadLastFirst(evidence(1000, 0, 700))).toBe(false);
    expect(mayReadLastFirst(evidence(1000, 3, 700))).toBe(false);
    expect(mayReadLastFirst(evidence(1000, 40, 10))).toBe(false);
    // A sample of a report that just meets readsLastFirst passes by far.
    expect(mayReadLastFirst(evidence(1000, 250, 84))).toBe(true);
    expect(mayReadLastFirst(evidence(1000, 900, 0))).toBe(true);
  });
});
