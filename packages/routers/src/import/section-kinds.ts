import type { ColumnMap } from './report-header';
import { filledCount, isSectionLine } from './report-row-shapes';
import { headerWords } from './synonyms';
import { BALANCE_WORDS, effectOfWords, ledgerWords, wordEffect, type TransactionEffect } from './transaction-type';
import { rowTexts, type Cell } from './values';

// An account activity report may list its lines in sections, each under a heading alone on its row
// ("CHARGEBACKS", then "RECOVERIES" with the header repeated), every amount printed positive: the
// heading says which way its lines go, as a Transaction Type column would. Read as a page's label,
// every recovery was billed as one more debt.

/** What a section's heading says of the lines beneath it, and the heading as printed (for review reasons). */
export type SectionKind = { effect: TransactionEffect; heading: string };

/**
 * What a section's heading says of its lines, in the transaction types' words ("Recoveries",
 * "Payments Received", "Chargeback Reversals" take off; "Chargebacks", "New Advances" add), or null
 * when it names no such kind ("Pending Items", "Adjustments", "Reversals"): a reversal alone says
 * only that something was turned round, not what.
 */
export function sectionEffect(heading: string): TransactionEffect | null {
  const words = ledgerWords(heading);
  return words.some((word) => wordEffect(word) !== null) ? effectOfWords(words) : null;
}

/** The heading of a section that a row is, or null when the row is no section's heading. */
function headingOf(row: readonly Cell[] | undefined): string | null {
  const texts = rowTexts(row ?? []);
  return isSectionLine(texts) ? texts.find((text) => text !== '')! : null;
}

/**
 * The section each row of a report stands under, by its index, when the report's sections sign its
 * lines; null when they do not. They sign a line's own amount only (not a balance owed, which a
 * heading does not turn round), with no Transaction Type or Credit column to say it, and only when
 * some heading takes money off (a report of "Chargebacks" alone changes nothing). The first section
 * may be headed just above the table's header; a heading of unknown words ends the one before.
 */
export function sectionKinds(
  rows: readonly Cell[][],
  layout: { headers: readonly string[]; columns: ColumnMap; dataStart: number; headerRows?: number },
): (SectionKind | null)[] | null {
  const { amount, credit, transactionType } = layout.columns;
  if (amount === undefined || credit !== undefined || transactionType !== undefined) return null;
  if (headerWords(layout.headers[amount]).some((word) => BALANCE_WORDS.includes(word))) return null;
  const kindOf = (heading: string | null): SectionKind | null => {
    const effect = heading === null ? null : sectionEffect(heading);
    return effect === null ? null : { effect, heading: heading! };
  };
  // The line just above the header, the blank lines between aside.
  let above = layout.dataStart - (layout.headerRows ?? 1) - 1;
  while (above >= 0 && filledCount(rowTexts(rows[above] ?? [])) === 0) above--;
  let current = above >= 0 ? kindOf(headingOf(rows[above])) : null;
  const kinds: (SectionKind | null)[] = [];
  let takesOff = current?.effect === 'takesOff';
  for (let i = layout.dataStart; i < rows.length; i++) {
    const heading = headingOf(rows[i]);
    if (heading !== null) {
      current = kindOf(heading);
      if (current?.effect === 'takesOff') takesOff = true;
    }
    kinds[i] = current;
  }
  return takesOff ? kinds : null;
}

/** The headings that signed lines, each once, in the report's order (said in the upload result). */
export function headingsOf(kinds: readonly (SectionKind | null)[] | null): SectionKind[] {
  const seen = new Map<string, SectionKind>();
  for (const kind of kinds ?? []) if (kind && !seen.has(kind.heading)) seen.set(kind.heading, kind);
  return [...seen.values()];
}
