import { describe, expect, it } from 'vitest';
import { readUploadedSheets } from './read-file';
import { groupReportRows } from './report-groups';
import { parseReportSheets } from './report-parser';

// Agent statements: each agent named in a heading line (the first one above the column header), their
// lines beneath, and a balance line closing each agent's section. Balances added up by hand.
const today = new Date(2026, 10, 29);

async function readStatement(lines: string[]) {
  const sheets = await readUploadedSheets('statement.csv', Buffer.from(lines.join('\n')), ['csv']);
  const parsed = parseReportSheets(sheets, today);
  const groups = groupReportRows(parsed.records, parsed.problems);
  return {
    columns: parsed.layout.columns,
    owed: groups.filter((g) => !g.problem).map((g) => [g.writingNumber ?? g.npn, g.name, g.cents]),
    review: parsed.problems.map((p) => [p.rowNumber, p.writingNumber, p.reason]),
    errors: parsed.errors,
    skipped: parsed.layout.summaryRowsSkipped,
  };
}

const JOHN = ['Agent: 12345  SMITH, JOHN A', 'Date,Description,Policy,Amount'];
const JANE = ['Agent: 12346  DOE, JANE', 'Date,Description,Policy,Amount'];
/** Jane's one line of 125.50. */
const JANE_LINE = '10/03/2026,Advance chargeback,LH200,125.50';
/** What the statements below owe, John and Jane: 300.00 and 125.50. */
const BOTH_OWE = [
  ['12345', 'SMITH, JOHN A', 30000],
  ['12346', 'DOE, JANE', 12550],
];

describe('agent statements named in heading lines, the first above the header', () => {
  it("reads the first agent's lines, and their Ending Balance line as their total, not one more debt", async () => {
    const report = await readStatement([
      'Lincoln Heritage - Agent Debit Statement',
      'Statement Period: 10/01/2026 - 10/31/2026',
      '',
      ...JOHN,
      '10/01/2026,Advance chargeback,LH100,500.00',
      '10/15/2026,Commission applied to balance,LH100,-200.00',
      ',Ending Balance,,300.00',
      '',
      ...JANE,
      JANE_LINE,
      ',Ending Balance,,125.50',
      '',
      'Report Total,,,425.50',
    ]);
    // Before: John's lines were "no writing number, NPN or name" and Jane owed 251.00 (her line twice).
    expect(report.owed).toEqual(BOTH_OWE);
    expect(report.errors).toEqual([]);
    expect(report.skipped).toBe(3);
  });

  it("adds an agent's lines over a page break, their heading repeated, up to their balance line", async () => {
    const report = await readStatement([
      ...JOHN,
      '10/01/2026,Advance chargeback,LH100,500.00',
      'Page 1 of 2',
      'Agent: 12345  SMITH, JOHN A (continued)',
      'Date,Description,Policy,Amount',
      '10/15/2026,Commission applied to balance,LH100,-200.00',
      ',Ending Balance,,300.00',
    ]);
    expect(report.owed).toEqual([['12345', 'SMITH, JOHN A', 30000]]);
    expect(report.review).toEqual([]);
  });

  it('reads headings that give the NPN as such ("NPN: 17000001"), the first above the header', async () => {
    const report = await readStatement([
      'Agent: SMITH, JOHN A  NPN: 17000001',
      'Date,Description,Policy,Amount',
      '10/01/2026,Advance chargeback,LH100,500.00',
      ',Ending Balance,,500.00',
      'Agent: DOE, JANE (NPN 17000002)',
      'Date,Description,Policy,Amount',
      JANE_LINE,
    ]);
    expect(report.owed).toEqual([
      ['17000001', 'SMITH, JOHN A', 50000],
      ['17000002', 'DOE, JANE', 12550],
    ]);
    expect(report.errors).toEqual([]);
  });

  it('reads a statement of one agent, named only above the header', async () => {
    const report = await readStatement([...JOHN, '10/01/2026,Advance chargeback,LH100,80.00', ',Balance Due,,80.00']);
    expect(report.owed).toEqual([['12345', 'SMITH, JOHN A', 8000]]);
  });

  it('reads lines described in a balance\'s words ("Chargeback", "Unearned Advance") as lines, not balance lines', async () => {
    const report = await readStatement([
      ...JOHN,
      '10/01/2026,Advance chargeback,LH100,500.00',
      '10/05/2026,Chargeback,LH101,100.00',
      '10/06/2026,Unearned Advance,LH102,50.00',
      '10/07/2026,Commission Reversal,LH103,25.00',
      ',Ending Balance,,675.00',
    ]);
    // Before: each line after the first was "the balance line says $100.00 but the rows above … add up to $500.00".
    expect(report.owed).toEqual([['12345', 'SMITH, JOHN A', 67500]]);
    expect(report.review).toEqual([]);
  });

  it.each(['Balance Forward', 'Bal Fwd', 'Beginning Balance', 'Previous Balance', 'Opening Balance'])(
    'reads "%s" as the first line under an agent\'s heading as what they owed when the statement began',
    async (label) => {
      const report = await readStatement([
        ...JOHN,
        `09/30/2026,${label},,1000.00`,
        '10/01/2026,Advance chargeback,LH100,500.00',
        '10/15/2026,Commission applied to balance,LH100,-200.00',
        ',Ending Balance,,1300.00',
        ...JANE,
        JANE_LINE,
        ',Balance Due,,125.50',
      ]);
      expect(report.owed).toEqual([
        ['12345', 'SMITH, JOHN A', 130000],
        ['12346', 'DOE, JANE', 12550],
      ]);
      expect(report.review).toEqual([]);
    },
  );

  it("reads a balance forward as printed where the descriptions are read as the lines' types", async () => {
    // "Repayment" and "Commission offset" printed positive take money off: the Description column
    // says each line's direction, and the statement's balance lines are not asked about for it.
    const report = await readStatement([
      ...JOHN,
      '09/30/2026,Balance Forward,,1000.00',
      '10/01/2026,Chargeback - lapse,LH100,500.00',
      '10/15/2026,Commission offset,LH100,200.00',
      ',Ending Balance,,1300.00',
      ...JANE,
      '09/30/2026,Balance Forward,,100.00',
      '10/03/2026,Advance repayment,LH200,25.00',
      ',Ending Balance,,75.00',
    ]);
    expect(report.columns).toMatchObject({ transactionType: 'Description' });
    expect(report.owed).toEqual([
      ['12345', 'SMITH, JOHN A', 130000],
      ['12346', 'DOE, JANE', 7500],
    ]);
    expect(report.review).toEqual([]);
  });

  it("skips a balance brought forward over a page break when it is the agent's lines above it, and asks when not", async () => {
    const carried = await readStatement([
      ...JOHN,
      '09/30/2026,Balance Forward,,1000.00',
      '10/01/2026,Advance chargeback,LH100,500.00',
      'Page 1 of 2',
      'Agent: 12345  SMITH, JOHN A (continued)',
      'Date,Description,Policy,Amount',
      ',Balance Forward,,1500.00',
      '10/15/2026,Commission applied to balance,LH100,-200.00',
      ',Ending Balance,,1300.00',
    ]);
    expect(carried.owed).toEqual([['12345', 'SMITH, JOHN A', 130000]]);
    expect(carried.review).toEqual([]);

    const different = await readStatement([
      ...JOHN,
      '10/01/2026,Advance chargeback,LH100,500.00',
      'Agent: 12345  SMITH, JOHN A (continued)',
      'Date,Description,Policy,Amount',
      ',Balance Forward,,900.00',
      '10/15/2026,Commission applied to balance,LH100,-200.00',
    ]);
    expect(different.review).toEqual([
      [
        6,
        '12345',
        'the balance brought forward says $900.00 but the rows above it for this agent add up to $500.00: which is owed?',
      ],
    ]);
  });

  it('asks when a balance line is not what the lines above it add up to', async () => {
    const report = await readStatement([
      ...JOHN,
      '09/30/2026,Balance Forward,,1000.00',
      '10/01/2026,Advance chargeback,LH100,500.00',
      '10/15/2026,Commission applied to balance,LH100,-200.00',
      ',Ending Balance,,300.00',
      ...JANE,
      JANE_LINE,
      ',Balance Due,,125.50',
    ]);
    expect(report.review).toEqual([
      [
        6,
        '12345',
        'the balance line says $300.00 but the rows above it for this agent add up to $1,300.00: which is owed?',
      ],
    ]);
    // Jane's section agrees. John's balance line is in review, naming him: an import holds his balance
    // as it was until staff decide (his lines change nothing meanwhile).
    expect(report.owed).toEqual([
      ['12345', 'SMITH, JOHN A', 130000],
      ['12346', 'DOE, JANE', 12550],
    ]);
  });

  it('takes a title above the header for no agent: a report with no agent column is still refused', async () => {
    await expect(
      readStatement(['Agent Debit Statement', 'Date,Description,Policy,Amount', '10/01/2026,Advance,LH1,80.00']),
    ).rejects.toThrow(/No (header row found|column names the agent)/);
  });
});
