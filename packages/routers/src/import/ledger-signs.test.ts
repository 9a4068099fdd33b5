import { describe, expect, it } from 'vitest';
import { ledgerSigns } from './ledger-signs';
import { parseReportTable } from './report-parser';

const today = new Date(2026, 10, 24);
const HEADER = ['Agent Number', 'Agent Name', 'Transaction Date', 'Transaction Type', 'Amount'];

/** A typed ledger's rows: [agent, type, amount]. */
function ledger(lines: [string, string, string][]) {
  return parseReportTable(
    [HEADER, ...lines.map(([agent, type, amount]) => [agent, `Agent ${agent}`, '10/01/2026', type, amount])],
    today,
  );
}

/** What each agent owes by the records read, in cents. */
function owed(parsed: ReturnType<typeof parseReportTable>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of parsed.records) sums[r.writingNumber!] = (sums[r.writingNumber!] ?? 0) + r.amountCents;
  return sums;
}

describe('a typed ledger whose amounts are signed', () => {
  it('written from the agent’s side (chargebacks below zero, payments above) is read as its types say', () => {
    const parsed = ledger([
      ['PF482', 'Chargeback', '-150.00'],
      ['PF482', 'Payment Received', '50.00'],
      ['PF517', 'Chargeback', '-80.00'],
      ['PF903', 'Chargeback', '-200.00'],
      ['PF903', 'Payment Received', '200.00'],
      ['PF905', 'Advance', '(60.00)'],
      ['PF905', 'Advance Repayment', '25.00'],
    ]);
    expect(owed(parsed)).toEqual({ PF482: 10_000, PF517: 8_000, PF903: 0, PF905: 3_500 });
    expect(parsed.errors).toEqual([]);
    expect(parsed.layout.agentSideSigns).toBe(true);
  });

  it('written from the carrier’s side, or with sizes only, is read as before and not said to be the agent’s', () => {
    const carrier = ledger([
      ['PQ482', 'Chargeback', '150.00'],
      ['PQ482', 'Payment Received', '-50.00'],
      ['PQ905', 'Advance', '60.00'],
    ]);
    expect(owed(carrier)).toEqual({ PQ482: 10_000, PQ905: 6_000 });
    expect(carrier.layout.agentSideSigns).toBeUndefined();
    const sizes = ledger([
      ['PQ482', 'Chargeback', '150.00'],
      ['PQ482', 'Payment Received', '50.00'],
    ]);
    expect(owed(sizes)).toEqual({ PQ482: 10_000 });
    expect(sizes.layout.agentSideSigns).toBeUndefined();
  });

  it('asks about the lines whose sign disagrees with their type when others agree, and reads the rest', () => {
    const parsed = ledger([
      ['PF482', 'Chargeback', '150.00'],
      ['PF482', 'Payment Received', '-50.00'],
      ['PF517', 'Chargeback', '-80.00'],
      ['PF905', 'Payment Received', '25.00'],
    ]);
    expect(owed(parsed)).toEqual({ PF482: 10_000 });
    expect(parsed.errors).toEqual([
      'Row 4: the amount "-80.00" is below zero but the transaction type "Chargeback" adds to the debt, while the ' +
        "report's other lines are signed as their types say: whether this line adds or takes off is not said",
      'Row 5: the amount "25.00" is above zero but the transaction type "Payment Received" takes off the debt, ' +
        "while the report's other lines are signed as their types say: whether this line adds or takes off is not said",
    ]);
    expect(parsed.problems.map((p) => [p.writingNumber, p.amountCents])).toEqual([
      ['PF517', null],
      ['PF905', null],
    ]);
    expect(parsed.layout.agentSideSigns).toBeUndefined();
  });

  it('reads a zero as zero whatever its type, and does not let it decide the side', () => {
    const parsed = ledger([
      ['PF482', 'Chargeback', '-150.00'],
      ['PF482', 'Payment Received', '0.00'],
      ['PF517', 'Chargeback', '0.00'],
      ['PF517', 'Payment Received', '-0.00'],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => Object.is(r.amountCents, -0))).not.toContain(true);
    expect(owed(parsed)).toEqual({ PF482: 15_000, PF517: 0 });
  });

  it('still asks about a type that says neither, beside an agent-side ledger', () => {
    const parsed = ledger([
      ['PF482', 'Chargeback', '-150.00'],
      ['PF482', 'Payment Received', '50.00'],
      ['PF517', 'Adjustment', '-20.00'],
    ]);
    expect(owed(parsed)).toEqual({ PF482: 10_000 });
    expect(parsed.errors).toEqual([
      'Row 4: the transaction type "Adjustment" does not say whether the line adds to the debt or takes it off',
    ]);
    expect(parsed.layout.agentSideSigns).toBe(true);
  });

  it('asks about a balance brought forward in an agent-side statement: owed or a credit is not said', () => {
    const parsed = parseReportTable(
      [
        ['Date', 'Transaction Type', 'Amount'],
        ['Agent: PF482  SMITH, WILLIAM H', '', ''],
        ['10/01/2026', 'Balance Forward', '-40.00'],
        ['10/02/2026', 'Chargeback', '-150.00'],
        ['10/15/2026', 'Payment Received', '50.00'],
      ],
      today,
    );
    expect(owed(parsed)).toEqual({ PF482: 10_000 });
    expect(parsed.problems.map((p) => p.reason)).toEqual([
      'the transaction type "Balance Forward" is a balance brought forward, and the ledger signs its lines from ' +
        'the agent\'s side: whether "-40.00" is owed or a credit is not said',
    ]);
  });
});

describe('how a ledger signs its lines', () => {
  const line = (cents: number | null, effect: 'adds' | 'takesOff' | null) => ({ cents, effect });
  it.each([
    ['sizes only', [line(100, 'adds'), line(50, 'takesOff')], 'asTyped'],
    ['the carrier’s side', [line(100, 'adds'), line(-50, 'takesOff')], 'asTyped'],
    ['the agent’s side', [line(-100, 'adds'), line(50, 'takesOff')], 'agentSide'],
    ['the agent’s side, chargebacks only signed', [line(-100, 'adds'), line(-100, 'adds')], 'agentSide'],
    ['both', [line(100, 'adds'), line(-100, 'adds'), line(50, 'takesOff')], 'mixed'],
    ['zeros and unknown types aside', [line(-100, 'adds'), line(0, 'adds'), line(20, null)], 'agentSide'],
    ['nothing signed', [line(null, 'adds'), line(0, 'takesOff')], 'asTyped'],
  ] as const)('%s', (_, lines, signs) => {
    expect(ledgerSigns(lines)).toBe(signs);
  });
});
