import type { ColumnMap } from './report-header';
import type { RowIdentity } from './report-row-identity';
import { BALANCE_LABELS, isBalanceLabel } from './report-row-shapes';
import { headerKey } from './synonyms';

// Totals and subtotals that no wording gives away: a row is one when its amount is what the rows
// above add up to, so the row reader (report-rows.ts) keeps the running sums here and asks, for each
// row naming someone (or a label), whether it is a total to skip, one to ask about, or a person's row.

/** A row that adds up others (skipped), one that may (review asks, with this reason), or neither (null). */
export type TotalVerdict =
  | 'total'
  | {
      review: string;
      /** What stands where the name goes is a label: the row in review names no one. */
      nameIsLabel?: true;
    }
  | null;

/** One agent's run of rows: who (writing number and NPN), what they add up to, and how many. */
type Run = { key: string; cents: number; rows: number };

const runKey = ({ writingNumber, npn }: RowIdentity) => `${writingNumber ?? ''}|${npn ?? ''}`;

export type ReportTotals = {
  /** How many rows were skipped as totals. */
  readonly skipped: number;
  /** A total skipped (its amount, when it has one, is the last total). */
  skip(cents: number | null): void;
  /** A person's row read: it adds to the sums and to its agent's run. */
  add(identity: RowIdentity, cents: number): void;
  /** Whether a row with an amount is a total by what the rows above add up to. */
  judge(identity: RowIdentity, texts: readonly string[], cents: number | null): TotalVerdict;
  /** Whether the row holds nothing but an amount (and a Carrier cell): a total of the rows above. */
  isAmountAlone(texts: readonly string[]): boolean;
};

export function reportTotals(columns: ColumnMap, isAmountColumn: (column: number) => boolean): ReportTotals {
  let skipped = 0;
  // What the rows above add up to, for totals whose wording does not give them away: since the last
  // total, over the whole report, the last total itself; and one agent's run of rows.
  const sums = { sinceTotal: 0, sinceRows: 0, grand: 0, grandRows: 0, lastTotal: null as number | null };
  let run: Run | null = null;
  const byCode = columns.writingNumber !== undefined || columns.npn !== undefined;
  const named = columns.name !== undefined || columns.lastName !== undefined;
  const endsRun = (identity: RowIdentity, cents: number) => run?.key === runKey(identity) && cents === run.cents;
  // A Carrier column's text beside an amount alone ("Aetna | | 300.00") is that company's subtotal.
  const isTotalColumn = (column: number) => isAmountColumn(column) || column === columns.carrier;

  return {
    get skipped() {
      return skipped;
    },
    skip(cents) {
      skipped++;
      if (cents !== null) sums.lastTotal = cents;
      sums.sinceTotal = 0;
      sums.sinceRows = 0;
      run = null;
    },
    add(identity, cents) {
      sums.sinceTotal += cents;
      sums.sinceRows++;
      sums.grand += cents;
      sums.grandRows++;
      const key = runKey(identity);
      run =
        identity.name && run?.key === key
          ? { key, cents: run.cents + cents, rows: run.rows + 1 }
          : identity.name
            ? { key, cents, rows: 1 }
            : null;
    },
    judge(identity, texts, cents) {
      if (cents === null) return null;
      const { writingNumber, npn, name } = identity;
      if (!writingNumber && !npn && name && BALANCE_LABELS.has(headerKey(name))) return 'total';
      // "71001, BALANCE DUE, 200.00" under the agent's rows: a label where the name goes is no one's
      // name. Their subtotal when it is what their rows add up to; otherwise review asks.
      if ((writingNumber || npn) && name && isBalanceLabel(name)) {
        if (endsRun(identity, cents)) return 'total';
        return {
          review: `"${name}" where the agent's name goes is a label, not a person: a total?`,
          nameIsLabel: true,
        };
      }
      // A label where the name goes ("Remittance Figure"), no writing number or NPN where the other rows
      // have one, and an amount that is what the rows above add up to: likely a total, but a person
      // ("Pat Lee") could owe that too, so review asks. A name written "Last, First" is a person's.
      if (
        byCode &&
        !writingNumber &&
        !npn &&
        name &&
        !name.includes(',') &&
        cents !== 0 &&
        ((sums.sinceRows >= 2 && cents === sums.sinceTotal) ||
          (sums.grandRows >= 2 && cents === sums.grand) ||
          cents === sums.lastTotal)
      ) {
        return { review: 'names no writing number or NPN, and its amount is what the rows above add up to: a total?' };
      }
      // An agent's writing number (or NPN) and an amount alone under their named rows, the amount being
      // those rows' sum: their subtotal. Under one row it could as well be a second debt: review asks.
      const codeOnly =
        named &&
        (writingNumber || npn) &&
        !name &&
        texts.every((text, c) => !text || isAmountColumn(c) || c === columns.writingNumber || c === columns.npn);
      if (codeOnly && endsRun(identity, cents)) {
        if (run!.rows >= 2) return 'total';
        return {
          review: 'holds only the writing number and the amount of the row above: a subtotal, or a second debt?',
        };
      }
      return null;
    },
    isAmountAlone(texts) {
      return texts.every((text, c) => !text || isTotalColumn(c));
    },
  };
}
