import { describe, expect, it } from 'vitest';
import { readCsvReport as readReport } from './testing/read-csv-report';

const today = new Date(2026, 10, 24);

async function readCsvReport(text: string) {
  const { parsed, owed } = await readReport(text, today);
  return {
    owed: owed.map((g) => [g.writingNumber, g.name, g.cents, g.rows]),
    errors: parsed.errors,
    skipped: parsed.layout.summaryRowsSkipped,
  };
}

describe('a grouped report naming each agent once in an unlabeled heading, written without brackets', () => {
  it('reads "Jane Doe 40213", "40213 John Smith" and "Last, First" headings, and adds up the policy rows beneath', async () => {
    const { owed, errors, skipped } = await readCsvReport(
      [
        'Acme Life Insurance Company',
        'Statement 2026',
        'Policy Number,Insured,Chargeback Date,Balance Due',
        'Jane Doe 40213,,,',
        'LB1001,"Roe, Rick",09/03/2026,250.00',
        'LB1002,"Poe, Ed",09/28/2026,125.50',
        'Total for Jane Doe,,,375.50',
        '40214 John Smith,,,',
        'LB2001,"Fox, Al",10/05/2026,80.00',
        // Shaped like a heading, but it holds an amount: John Smith's policy row.
        'Ann Lee 40299,"Lee, Ann",10/06/2026,20.00',
        'John Smith Total 100.00,,,',
        'Page 2',
        'Statement 2026',
        // Unquoted, so the CSV splits them at the comma: "SMITH" | " WILLIAM H 40215".
        'SMITH, WILLIAM H 40215,,,',
        'LB3001,"Guy, Bo",10/06/2026,10.00',
        '40216 - KING, ANN,,,',
        'LB4001,"Elm, Cy",10/07/2026,5.00',
        'LB4002,"Elm, Cy",10/08/2026,7.50',
        "Mary Ann O'Neil - W0040217,,,",
        'LB5001,"Ash, Di",10/09/2026,(15.00)',
        'Report Total,,,472.50',
        'Total Records: 8,,,',
        'Count 8,,,',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['40213', 'Jane Doe', 37550, 2],
      ['40214', 'John Smith', 10000, 2],
      ['40215', 'SMITH, WILLIAM H', 1000, 1],
      ['40216', 'KING, ANN', 1250, 2],
      ['W0040217', "Mary Ann O'Neil", -1500, 1],
    ]);
    expect(errors).toEqual([]);
    // Total for Jane Doe, John Smith Total, Report Total, Total Records.
    expect(skipped).toBe(4);
  });

  it('reads the heading in an agent column that the policy rows beneath leave blank', async () => {
    const { owed, errors } = await readCsvReport(
      [
        'Agent,Policy,Insured,Debit Balance',
        '17345678 Pat Lee,,,',
        ',P-1,"Doe, Jane",100.00',
        ',P-2,"Roe, Rick",50.00',
        'Kim Soo-Jin 17345679,,,',
        ',P-3,"Poe, Ed",25.00',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['17345678', 'Pat Lee', 15000, 2],
      ['17345679', 'Kim Soo-Jin', 2500, 1],
    ]);
    expect(errors).toEqual([]);
  });

  it('takes no bare heading over rows that name their own agent, nor one with no policy row beneath', async () => {
    const { owed, errors } = await readCsvReport(
      [
        'Agent #,Agent Name,Policy,Balance Due',
        'Jane Doe 40213,,,',
        'K1,"Lee, Ann",P1,100.00',
        'K2,"Moss, Ben",P2,30.00',
        '40214 John Smith,,,',
      ].join('\n'),
    );
    expect(owed).toEqual([
      ['K1', 'Lee, Ann', 10000, 1],
      ['K2', 'Moss, Ben', 3000, 1],
    ]);
    // What they were before: rows naming someone with no amount.
    expect(errors).toEqual(['Row 2: the amount "" is not a number', 'Row 5: the amount "" is not a number']);
  });
});
