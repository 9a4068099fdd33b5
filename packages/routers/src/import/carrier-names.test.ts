import { describe, expect, it } from 'vitest';
import { matchCarrierName } from './carrier-names';

const carriers = [
  { id: 1, name: 'American Amicable', code: 'AMAM' },
  { id: 2, name: 'Aetna', code: 'AETNA' },
  { id: 3, name: 'Foresters Financial', code: 'FORESTERS' },
  { id: 4, name: 'Mutual of Omaha', code: 'MOO' },
  { id: 5, name: 'United of Omaha', code: 'UOO' },
];

describe('carriers by their full names', () => {
  it.each([
    ['American Amicable Life Insurance Company of Texas', 1],
    ['Aetna Life Insurance Company', 2],
    ['The Independent Order of Foresters', 3],
    ['MUTUAL OF OMAHA INSURANCE COMPANY', 4],
    ['United of Omaha Life Insurance Company', 5],
    ['AETNA', 2],
    ['moo', 4],
  ])('reads "%s" as carrier %i', (name, id) => {
    expect(matchCarrierName(name, carriers)?.id).toBe(id);
  });

  it('answers null for an unknown carrier or two equally good matches', () => {
    expect(matchCarrierName('Transamerica Life Insurance Company', carriers)).toBeNull();
    expect(matchCarrierName('Omaha', carriers)).toBeNull();
  });
});
