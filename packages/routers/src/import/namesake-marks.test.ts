import { describe, expect, it } from 'vitest';
import { readCsvReport as readReport } from './testing/read-csv-report';

/**
 * Carriers number agents who share a name: "NGUYEN, LINH #2", "SMITH, JOHN (2)". The number was read
 * as writing number 2 ("SMITH, JOHN (2)", and any heading "NGUYEN, LINH #2"), or left in the name, whose
 * key then took the 2 for a middle initial that agrees with a plain "Linh Nguyen": the two people of
 * the report were billed to one. Now the number is never a writing number nor part of a stored name;
 * a row with a writing number or NPN is that agent's, under the name without it, and a numbered name
 * alone (or the same name unnumbered beside it) goes to review, asking who it is.
 */
const today = new Date(2026, 10, 24);

async function readCsvReport(text: string) {
  const { owed, review } = await readReport(text, today);
  return {
    owed: owed.map((g) => [g.writingNumber, g.name, g.cents]),
    review: review.map((g) => [g.rowNumber, g.name, g.cents, g.problem]),
  };
}

describe('names numbered to tell namesakes apart', () => {
  it('bill the agent by writing number under the name without the number; by name alone they are asked about', async () => {
    const { owed, review } = await readCsvReport(
      [
        'Agent Name,Writing Number,Chargeback Amount,Chargeback Date',
        '"SMITH, JOHN",A5000,25.00,09/03/2026',
        '"SMITH, JOHN (2)",A5001,20.00,09/03/2026',
        '"NGUYEN, LINH #2",,100.00,09/01/2026',
        '"NGUYEN, LINH",,50.00,09/02/2026',
        '"KING, ANN",,10.00,09/03/2026',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['A5000', 'SMITH, JOHN', 2_500],
      ['A5001', 'SMITH, JOHN', 2_000],
      [null, 'KING, ANN', 1_000],
    ]);
    expect(review).toEqual([
      [
        4,
        'NGUYEN, LINH',
        10_000,
        'the name "NGUYEN, LINH #2" is numbered, as carriers number agents who share a name, and the row gives no writing number or NPN: choose who it is for',
      ],
      [
        5,
        'NGUYEN, LINH',
        5_000,
        'the report also numbers the name "NGUYEN, LINH", as carriers number agents who share a name, and the row gives no writing number or NPN: choose who it is for',
      ],
    ]);
  });

  it('in a heading, are never writing number 2, and the heading’s balance line is still its total', async () => {
    const { owed, review } = await readCsvReport(
      [
        'Policy Number,Insured,Chargeback Date,Balance Due',
        '"Agent: 40215  SMITH, JOHN",,,',
        'LB0001,"Roe, Rick",09/03/2026,40.00',
        'Agent: 40216 SMITH, JOHN (2),,,',
        'LB4001,"Elm, Cy",10/07/2026,5.00',
        // Alone on its row, no label: still this agent's heading, its rows not SMITH, JOHN (2)'s.
        '"NGUYEN, LINH #2",,,',
        'LB1001,"Roe, Rick",09/03/2026,250.00',
        'LB1002,"Poe, Ed",09/28/2026,125.50',
        'Ending Balance,,,375.50',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['40215', 'SMITH, JOHN', 4_000],
      ['40216', 'SMITH, JOHN', 500],
    ]);
    expect(review.map(([row, name, cents]) => [row, name, cents])).toEqual([
      [7, 'NGUYEN, LINH', 25_000],
      [8, 'NGUYEN, LINH', 12_550],
    ]);
  });
});
