import { describe, expect, it } from 'vitest';
import { carrierCandidates, matchCarrierName } from './carrier-names';

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

describe('carriers by their names spaced another way', () => {
  const here = [
    { id: 1, name: 'BaltimoreLife', code: 'BL' },
    { id: 2, name: 'SeniorLife', code: 'SL' },
    { id: 3, name: 'Mutual of Omaha', code: 'MOO' },
    { id: 4, name: 'Senior Life Group', code: 'SLG' },
  ];

  it.each([
    ['Baltimore Life', 1],
    ['BALTIMORE LIFE INSURANCE COMPANY', 1],
    ['Baltimore-Life Ins. Co.', 1],
    ['MutualOfOmaha', 3],
  ])('reads "%s" as carrier %i', (name, id) => {
    expect(matchCarrierName(name, here)?.id).toBe(id);
  });

  it('fits no company whose letters are not the name’s, and asks when two fit', () => {
    expect(matchCarrierName('Baltimore', here.slice(0, 3))).toBeNull();
    expect(matchCarrierName('Baltimore Lifetime', here)).toBeNull();
    expect(carrierCandidates('Senior Life Insurance Company', here.slice(0, 3)).map(({ id }) => id)).toEqual([2]);
    // SeniorLife spaced, and all of Senior Life Group's telling words: either one.
    expect(carrierCandidates('Senior Life Insurance Company', here).map(({ id }) => id)).toEqual([2, 4]);
    expect(matchCarrierName('Senior Life', here)).toBeNull();
  });
});
