import { describe, expect, it } from 'vitest';
import { withoutStatusFlags } from './name-flags';

describe('status flags written into an agent’s name', () => {
  it.each([
    ['GARCIA, MARIA L (TERM)', 'GARCIA, MARIA L'],
    ['GARCIA, MARIA L (TERMINATED)', 'GARCIA, MARIA L'],
    ['Garcia, Maria L [Termed]', 'Garcia, Maria L'],
    ['(TERM) GARCIA, MARIA L', 'GARCIA, MARIA L'],
    ['*NGUYEN, LINH', 'NGUYEN, LINH'],
    ['NGUYEN, LINH **', 'NGUYEN, LINH'],
    ['HARRIS, DEBORAH - TERM', 'HARRIS, DEBORAH'],
    ['TERM - HARRIS, DEBORAH', 'HARRIS, DEBORAH'],
    ['ROE, RICHARD *T*', 'ROE, RICHARD'],
    ['ROE *T*, RICHARD', 'ROE, RICHARD'],
    ['*TERM* Richard Roe', 'Richard Roe'],
  ])('reads "%s" as "%s"', (written, name) => {
    expect(withoutStatusFlags(written)).toBe(name);
  });

  it.each([
    'SMITH, JOHN (12345)',
    'TERMINI, TERESA',
    'Termeer, Anna',
    'O’Brien-Term, Ann',
    'Smith, John T',
    'MARY-JANE WATSON',
    '(TERM)',
  ])('leaves "%s" as written', (written) => {
    expect(withoutStatusFlags(written)).toBe(written);
  });
});
