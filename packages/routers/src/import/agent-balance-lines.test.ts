import { describe, expect, it } from 'vitest';
import { readUploadedSheets } from './read-file';
import { groupReportRows } from './report-groups';
import { parseReportSheets } from './report-parser';

// Reports that print the agent's balance on each of their lines, beside each line's own chargeback: the
// balance after each line (a running balance), or the agent's whole balance again on every line. Either
// way the agent owes it once, not the sum of the column. Balances worked out by hand.
const today = new Date(2026, 10, 29);

async function readCsv(lines: string[]) {
  const parsed = parseReportSheets(
    await readUploadedSheets('report.csv', Buffer.from(lines.join('\n')), ['csv']),
    today,
  );
  const owed = groupReportRows(parsed.records, parsed.problems).map((group) => [group.writingNumber, group.cents]);
  return { layout: parsed.layout, owed };
}

describe("an agent's balance printed on each of their lines", () => {
  it('reads a balance that runs down the lines by a "Chargeback Amount" column: each agent\'s last line', async () => {
    const report = await readCsv([
      'Agent #,Agent Name,Date,Chargeback Amount,Balance',
      'W1,"SMITH, JOHN",09/01/2026,100.00,100.00',
      'W1,"SMITH, JOHN",09/15/2026,45.00,145.00',
      'W2,"DOE, JANE",09/03/2026,80.00,80.00',
      'W2,"DOE, JANE",10/03/2026,20.00,100.00',
    ]);
    // Before: the Balance column was added up, 245.00 and 180.00.
    expect(report.owed).toEqual([
      ['W1', 14500],
      ['W2', 10000],
    ]);
    expect(report.layout.runningBalance).toBe(true);
  });

  it('reads an "Agent Balance" repeated on each policy line once, when the lines add up to it', async () => {
    const report = await readCsv([
      'Agent #,Agent Name,Policy,Chargeback Amount,Agent Balance',
      'W1,"SMITH, JOHN",P1,100.00,145.00',
      'W1,"SMITH, JOHN",P2,45.00,145.00',
      'W2,"DOE, JANE",P3,80.00,80.00',
    ]);
    // Before: 290.00 for John, his balance once per line.
    expect(report.owed).toEqual([
      ['W1', 14500],
      ['W2', 8000],
    ]);
    expect(report.layout.repeatedBalance).toBe(true);
  });

  it("still adds up each line's own balance when one agent's two lines merely match", async () => {
    const coincidence = await readCsv([
      'Agent #,Agent Name,Policy,Chargeback Amount,Balance',
      'W1,"SMITH, JOHN",P1,100.00,50.00',
      'W1,"SMITH, JOHN",P2,60.00,50.00',
      'W2,"DOE, JANE",P3,80.00,80.00',
    ]);
    expect(coincidence.owed).toEqual([
      ['W1', 10000],
      ['W2', 8000],
    ]);
    expect(coincidence.layout.repeatedBalance).toBeUndefined();
  });
});
