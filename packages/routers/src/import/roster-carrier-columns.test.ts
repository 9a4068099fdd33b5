import { expect, it } from 'vitest';
import { carrierNumberColumns } from './roster-carrier-columns';

it("reads a header naming a carrier, then a writing-number word, as that carrier's writing numbers", () => {
  const headers = [
    ...['Agent Name', 'NPN', 'Americo Writing #', 'Mutual of Omaha Agent Code', 'AmAm Agent #', 'Aetna Writing Number'],
    ...['Foresters Agent ID', 'Transamerica_Writing_No', 'Writing Agent #', 'Upline Agent #', 'Team Leader Writing #'],
    ...['Agency Agent ID', 'Primary Agent Code'],
  ];
  const carriers = carrierNumberColumns(headers, new Set([0, 1])).map(({ header, carrierName }) => [
    header,
    carrierName,
  ]);
  expect(carriers).toEqual([
    ['Americo Writing #', 'Americo'],
    ['Mutual of Omaha Agent Code', 'Mutual of Omaha'],
    ['AmAm Agent #', 'AmAm'],
    ['Aetna Writing Number', 'Aetna'],
    ['Foresters Agent ID', 'Foresters'],
    ['Transamerica_Writing_No', 'Transamerica'],
  ]);
});
