import { describe, expect, it } from 'vitest';
import { parseReportTable } from './report-parser';
import { sectionEffect } from './section-kinds';

const today = new Date(2026, 10, 24);
const HEADER = ['Agent #', 'Agent Name', 'Policy #', 'Date', 'Amount'];
const NAMES: Record<string, string> = {
  BN101: 'SMITH, WILLIAM H',
  BN102: 'GARCIA, MARIA L',
  BN103: 'HARRIS, DEBORAH',
  BN482: 'SMITH, WILLIAM H',
  BN517: 'GARCIA, MARIA L',
  BN905: 'HARRIS, DEBORAH',
};
const line = (agent: string, amount: string) => [agent, NAMES[agent]!, `P-${agent}`, '10/05/2026', amount];
const heading = (text: string) => [text, '', '', '', ''];

/** What each agent owes by the records read, by name (a code read stands for its name), in cents. */
function owed(parsed: ReturnType<typeof parseReportTable>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of parsed.records) {
    const who = (r.writingNumber ? NAMES[r.writingNumber] : r.name) ?? '?';
    sums[who] = (sums[who] ?? 0) + r.amountCents;
  }
  return sums;
}

describe('a section heading that names a kind of line', () => {
  it.each([
    ['RECOVERIES', 'takesOff'],
    ['Payments Received', 'takesOff'],
    ['Chargeback Recoveries', 'takesOff'],
    ['Section 2 - Repayments', 'takesOff'],
    ['CHARGEBACKS', 'adds'],
    ['New Advances', 'adds'],
    ['Pending Chargebacks', 'adds'],
    ['Reversals', null],
    ['Adjustments', null],
    ['Pending Items', null],
  ] as const)('"%s" → %s', (text, effect) => {
    expect(sectionEffect(text)).toBe(effect);
  });

  it('signs the lines beneath it until the next heading, the first headed above the header', () => {
    const parsed = parseReportTable(
      [
        ['Banner Life / LGA - Agent Account Activity', '', '', '', ''],
        heading('CHARGEBACKS'),
        HEADER,
        line('BN482', '600.00'),
        line('BN517', '90.00'),
        line('BN905', '300.00'),
        heading(''),
        heading('RECOVERIES'),
        HEADER,
        line('BN482', '200.00'),
        line('BN905', '300.00'),
      ],
      today,
    );
    expect(owed(parsed)).toEqual({ 'SMITH, WILLIAM H': 40_000, 'GARCIA, MARIA L': 9_000, 'HARRIS, DEBORAH': 0 });
    expect(parsed.errors).toEqual([]);
    expect(parsed.layout.sections).toEqual([
      { heading: 'CHARGEBACKS', effect: 'adds' },
      { heading: 'RECOVERIES', effect: 'takesOff' },
    ]);
  });

  it('takes recoveries printed below zero off as well, and the agent’s side’s chargebacks below zero add', () => {
    const carrier = parseReportTable(
      [HEADER, heading('Chargebacks'), line('BN101', '600.00'), heading('Recoveries'), line('BN101', '-200.00')],
      today,
    );
    expect(owed(carrier)).toEqual({ 'SMITH, WILLIAM H': 40_000 });
    const agent = parseReportTable(
      [HEADER, heading('Chargebacks'), line('BN101', '-600.00'), heading('Recoveries'), line('BN101', '200.00')],
      today,
    );
    expect(owed(agent)).toEqual({ 'SMITH, WILLIAM H': 40_000 });
    expect(agent.layout.agentSideSigns).toBe(true);
  });

  it('asks about a line whose sign disagrees with its heading when the others agree', () => {
    const parsed = parseReportTable(
      [
        HEADER,
        heading('Chargebacks'),
        line('BN101', '600.00'),
        line('BN102', '-50.00'),
        heading('Recoveries'),
        line('BN101', '-200.00'),
      ],
      today,
    );
    expect(owed(parsed)).toEqual({ 'SMITH, WILLIAM H': 40_000 });
    expect(parsed.errors).toEqual([
      'Row 4: the amount "-50.00" is below zero but the heading "Chargebacks" adds to the debt, while the report\'s ' +
        'other lines are signed as their headings say: whether this line adds or takes off is not said',
    ]);
  });

  it('leaves a heading of unknown words, and the lines beneath it, as printed', () => {
    const parsed = parseReportTable(
      [
        HEADER,
        heading('Chargebacks'),
        line('BN101', '600.00'),
        heading('Recoveries'),
        line('BN101', '200.00'),
        heading('Adjustments'),
        line('BN102', '75.00'),
        line('BN103', '-5.00'),
      ],
      today,
    );
    expect(owed(parsed)).toEqual({ 'SMITH, WILLIAM H': 40_000, 'GARCIA, MARIA L': 7_500, 'HARRIS, DEBORAH': -500 });
  });

  it('changes nothing with no heading that takes money off, or beside a balance owed', () => {
    const chargebacksOnly = parseReportTable(
      [HEADER, heading('Chargebacks'), line('BN101', '600.00'), line('BN102', '-20.00')],
      today,
    );
    expect(owed(chargebacksOnly)).toEqual({ 'SMITH, WILLIAM H': 60_000, 'GARCIA, MARIA L': -2_000 });
    expect(chargebacksOnly.layout.sections).toBeUndefined();
    const balances = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Balance Owed'],
        ['Agents Owing', '', ''],
        ['BN101', 'SMITH, WILLIAM H', '600.00'],
        ['Credits', '', ''],
        ['BN102', 'GARCIA, MARIA L', '-20.00'],
      ],
      today,
    );
    expect(owed(balances)).toEqual({ 'SMITH, WILLIAM H': 60_000, 'GARCIA, MARIA L': -2_000 });
  });
});
