import { describe, expect, it } from 'vitest';
import { groupReportRows } from './report-groups';
import { parseReportTable } from './report-parser';
import type { Cell } from './values';

const today = new Date(Date.UTC(2026, 10, 30));

/** A CSV as the parsing worker splits it (no quotes in these files but where shown). */
const csv = (text: string): Cell[][] =>
  text.split('\n').map((line) =>
    line
      .match(/("[^"]*"|[^,]*)(,|$)/g)!
      .slice(0, -1)
      .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')),
  );

function read(rows: Cell[][]) {
  const parsed = parseReportTable(rows, today);
  return {
    owed: groupReportRows(parsed.records, parsed.problems)
      .filter((g) => g.problem === null)
      .map((g) => [g.writingNumber ?? g.name, g.cents]),
    review: parsed.problems.map((p) => [p.rowNumber, p.reason, p.amountCents]),
    skipped: parsed.layout.summaryRowsSkipped,
  };
}

describe('totals whatever their wording', () => {
  it('never makes a person of a count line, a summary or a total that adds up the rows above', () => {
    const { owed, review, skipped } = read(
      csv(`Agent ID,Agent Name,Debt Amount
K1,"Lee, Ann",100.00
K2,"Moss, Ben",300.00
K3,"Nash, Cy",40.00
,Number of Agents: 3,440.00
,Total Agents: 3,440.00
,Grand Totals,440.00
,TOTAL AGENCY,440.00
,Summary,440.00
,Balance Due This Statement,440.00
,Total Amount Owed,440.00
,Remittance Figure,440.00`),
    );
    expect(owed).toEqual([
      ['K1', 10000],
      ['K2', 30000],
      ['K3', 4000],
    ]);
    // A wording no pattern knows, adding up the rows above: asked about, never a person owing it.
    expect(review).toEqual([
      [12, 'names no writing number or NPN, and its amount is what the rows above add up to: a total?', 44000],
    ]);
    expect(skipped).toBe(7);
  });

  it('skips a footer count in the writing number column ("Agents: 3")', () => {
    const { owed } = read(
      csv(`Agent ID,Agent Name,Debt Amount\nK1,"Lee, Ann",100.00\nK2,"Moss, Ben",365.00\nAgents: 3,,465.00`),
    );
    expect(owed).toEqual([
      ['K1', 10000],
      ['K2', 36500],
    ]);
  });

  it("skips an agent's subtotal line (writing number and amount alone under their named rows), asks under one row", () => {
    const { owed, review } = read(
      csv(`Writing Number,Agent Name,Policy,Chargeback
S4,"DYER, AMY",P4,25.00
S4,"DYER, AMY",P5,15.00
S4,,,40.00
S5,"EGAN, SEAN",P6,10.00
S5,,,10.00`),
    );
    expect(owed).toEqual([
      ['S4', 4000],
      ['S5', 1000],
    ]);
    expect(review).toEqual([
      [6, 'holds only the writing number and the amount of the row above: a subtotal, or a second debt?', 1000],
    ]);
  });

  it('keeps a person who owes what the rows above add up to when they have their own writing number', () => {
    const { owed } = read(
      csv(`Agent ID,Agent Name,Debt Amount\nK1,"Lee, Ann",100.00\nK2,"Moss, Ben",300.00\nK3,"Nash, Cy",400.00`),
    );
    expect(owed).toEqual([
      ['K1', 10000],
      ['K2', 30000],
      ['K3', 40000],
    ]);
  });
});

describe('values a CSV split at an unquoted comma', () => {
  it('sends an amount split in two ("$1" and "234.56") to review instead of reading $1', () => {
    const { owed, review } = read(
      csv(
        'Agent Number,Agent Name,Debit Balance\nU1,Hughes Carol,$1,234.56\nU2,Ingram Dave,500.00\nU3,Jolie Eve,"2,000.00"',
      ),
    );
    expect(owed).toEqual([
      ['U2', 50000],
      ['U3', 200000],
    ]);
    expect(review).toEqual([
      [2, 'the amount "$1,234.56" was split in two by an unquoted comma: put it in quotes in the file', null],
    ]);
  });

  it('reads a group heading whose name a comma split ("Agent: 50213  SMYTHE" and "WILLIAM H")', () => {
    const parsed = parseReportTable(
      csv(`Chargeback Detail by Agent
Policy Number,Insured,Chargeback Date,Chargeback Amount
Agent: 50213  SMYTHE, WILLIAM H,,,
RN1,"ALVAREZ, ROSA",09/12/2026,412.50
Agent 50213 Total,,,412.50
Agent: 50299  SMYTHE, JANE,,,
RN2,"BAKER, TOM",09/20/2026,88.00
Agent 50299 Total,,,88.00
Report Total,,,500.50`),
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['50213', 'SMYTHE, WILLIAM H', 41250],
      ['50299', 'SMYTHE, JANE', 8800],
    ]);
  });
});

describe('which balance', () => {
  it('never takes a Balance Forward (the balance the statement started from) for what is owed', () => {
    const parsed = parseReportTable(
      csv(`Agent Code,Agent Name,Balance Forward,Payments Received,Current Charges,Current Balance
A1,"Ford, Al",100.00,50.00,25.00,75.00`),
      today,
    );
    expect(parsed.layout.columns.amount).toBe('Current Balance');
    expect(parsed.records.map((r) => r.amountCents)).toEqual([7500]);
  });
});
