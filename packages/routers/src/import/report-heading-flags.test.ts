import { describe, expect, it } from 'vitest';
import { readCsvReport as readReport } from './testing/read-csv-report';

/**
 * A grouped debit report names each agent once, in a heading, and flags terminated agents there as
 * plain name columns do: "Agent: 40213  SMITH, WILLIAM H (TERM)", "Writing Agent 40215 - KING, W *T*".
 * The flag broke the heading, and the policy rows beneath it were added to the agent above; a heading
 * no agent can be read from now sends its rows to review instead.
 */
const today = new Date(2026, 10, 24);

async function readCsvReport(text: string) {
  const { parsed, owed, review } = await readReport(text, today);
  return {
    owed: owed.map((g) => [g.writingNumber, g.name, g.cents]),
    review: review.map((g) => [g.rowNumber, g.cents, g.problem]),
    errors: parsed.errors,
  };
}

describe('an agent heading flagged as terminated', () => {
  it('is read without its flag, and its rows are that agent’s, not the one above', async () => {
    const { owed, review } = await readCsvReport(
      [
        'Americo Financial Life and Annuity',
        'Agent Debit Balance Report',
        'Policy Number,Insured,Chargeback Date,Balance Due',
        '"Agent: 40213  SMITH, WILLIAM H (TERM)",,,',
        'LB1001,"Roe, Rick",09/03/2026,250.00',
        'LB1002,"Poe, Ed",09/28/2026,125.50',
        '"Agent: 40214  JONES, MARY",,,',
        'LB2001,"Fox, Al",10/05/2026,80.00',
        // Unquoted: the CSV splits it at the comma, the flag in the second cell.
        'Writing Agent 40215 - KING, W *T*,,,',
        'LB3001,"Guy, Bo",10/06/2026,10.00',
        '"Producer 40216 - TERM - LEE, ANN",,,',
        'LB4001,"Elm, Cy",10/07/2026,5.00',
        '"Agent: *ROE, RICHARD",(TERMINATED),,',
        'LB5001,"Ash, Di",10/08/2026,7.00',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['40213', 'SMITH, WILLIAM H', 37_550],
      ['40214', 'JONES, MARY', 8_000],
      ['40215', 'KING, W', 1_000],
      ['40216', 'LEE, ANN', 500],
      [null, 'ROE, RICHARD', 700],
    ]);
    expect(review).toEqual([]);
  });

  it('a heading no agent can be read from sends its rows to review, not to the agent above', async () => {
    const { owed, review, errors } = await readCsvReport(
      [
        'Policy Number,Insured,Chargeback Date,Balance Due',
        '"Agent: 40213  SMITH, WILLIAM H",,,',
        'LB1001,"Roe, Rick",09/03/2026,250.00',
        '"Agent: 40216 SMITH, JOHN & MARY JONES",,,',
        'LB4001,"Elm, Cy",10/07/2026,5.00',
        'LB4002,"Elm, Cy",10/08/2026,6.00',
        '"Agent: 40217  KING, ANN",,,',
        'LB5001,"Ash, Di",10/09/2026,7.00',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['40213', 'SMITH, WILLIAM H', 25_000],
      ['40217', 'KING, ANN', 700],
    ]);
    const why =
      'under the heading "Agent: 40216 SMITH, JOHN & MARY JONES" (row 4), from which no agent could be read: choose who this row is for';
    expect(review).toEqual([
      [5, 500, why],
      [6, 600, why],
    ]);
    expect(errors[0]).toBe(
      'Row 4: "Agent: 40216 SMITH, JOHN & MARY JONES" reads as an agent\'s heading, but no agent could be read from it: the rows beneath it go to review',
    );
  });
});
