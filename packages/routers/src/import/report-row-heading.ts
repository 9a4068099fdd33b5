import { readRowHeading } from './group-heading';
import type { DetectedLayout, SheetRows } from './report-header';
import { filledCount, headingText, identityText, isSummaryRow } from './report-row-shapes';
import { cellText, type Cell } from './values';

// A grouped report names each agent once, in a heading row above their policy rows. Whether a row
// without an amount is such a heading depends on the rows beneath it (a bare "Jane Doe 40213" may be
// any line of text), so the row reader (report-rows.ts) asks here with the sheet at hand.

/** Whom the rows beneath a heading are for. */
export type HeadingGroup = { writingNumber: string | null; name: string | null; npn?: string };

/**
 * Reads a row of the sheet (at its index, its cells as text, its amount as read) as an agent's
 * heading, or null when it is none (not a grouped report, an amount in the row, or not a heading).
 */
export function groupHeadingReader(
  sheet: SheetRows,
  layout: Pick<DetectedLayout, 'columns' | 'grouped'>,
  amountOf: (row: readonly Cell[]) => number | null,
): (at: number, texts: readonly string[], amountCents: number | null) => HeadingGroup | null {
  const { columns } = layout;
  // A bare heading ("Jane Doe 40213") is one only when its text is all its row holds and the next row
  // is a policy row: an amount, something beside it, and no one in the agent's own columns.
  const agentColumns = (['writingNumber', 'npn', 'name', 'firstName', 'lastName'] as const).flatMap((field) =>
    columns[field] === undefined ? [] : [columns[field]],
  );
  const headsPolicyRows = (at: number, texts: readonly string[]): boolean => {
    if (filledCount(texts) !== 1 && headingText(texts) === texts.find((text) => text !== '')) return false;
    for (let j = at + 1; j < sheet.rows.length; j++) {
      const next = (sheet.rows[j] ?? []).map(cellText);
      if (next.every((text) => text === '')) continue;
      return (
        amountOf(sheet.rows[j]!) !== null &&
        filledCount(next) >= 2 &&
        agentColumns.every((column) => !identityText(sheet.rows[j]![column])) &&
        !isSummaryRow(next)
      );
    }
    return false;
  };
  return (at, texts, amountCents) => {
    if (!layout.grouped || amountCents !== null) return null;
    const heading = readRowHeading(texts);
    if (!heading || (heading.bare && !headsPolicyRows(at, texts))) return null;
    return { writingNumber: heading.writingNumber, name: heading.name, ...(heading.npn ? { npn: heading.npn } : {}) };
  };
}
