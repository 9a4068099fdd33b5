import { cellText, parseReportDate, type Cell } from './values';

/**
 * The statement's date printed above the table, when the table has no date column: "Statement
 * Date: 10/31/2026", "Statement Period: 10/01/2026 - 10/31/2026" (its end), "Balance As Of:" with
 * the date in the next cell, "Debit Balance Report as of October 31, 2026". A print or run date
 * ("Prepared: 11/03/2026", "Printed …") is not the statement's and is not read.
 */
const LABEL =
  /^(?:statement\s+(?:date|period|as\s+of|ending|end)|period\s+(?:ending|end(?:ed)?|end\s+date)|for\s+(?:the\s+)?period\s+end(?:ing|ed)|balances?\s+as\s+of|as\s+of(?:\s+date)?|report\s+date|statement)\b\s*:?\s*(.*)$/i;
const AS_OF_IN_TITLE = /\bas\s+of\s*:?\s+(.+)$/i;
/** The end of a range: "10/01/2026 - 10/31/2026", "10/01/2026 to 10/31/2026", "Oct 1 – Oct 31, 2026". */
const RANGE_END = /\s(?:-|–|—|to|through|thru)\s+(.+)$/i;

function dateIn(text: string): string | null {
  const trimmed = text.trim().replace(/[.)]+$/, '');
  if (!trimmed) return null;
  const end = RANGE_END.exec(trimmed);
  return parseReportDate(end ? end[1]!.trim() : trimmed) ?? null;
}

/** The statement's date in one row's cells: a labelled cell (its date in it or in the next cell), or a title's "as of". */
function dateInRow(row: readonly Cell[]): string | null {
  for (let c = 0; c < row.length; c++) {
    const text = cellText(row[c]);
    if (!text) continue;
    const labelled = LABEL.exec(text);
    if (labelled) {
      const rest = labelled[1]!.trim();
      // The date in the label's own cell, else in the next cell that holds something (a spreadsheet's label and value).
      const next = row.slice(c + 1).find((cell) => cellText(cell) !== '');
      const date = rest ? dateIn(rest) : next instanceof Date ? parseReportDate(next) : dateIn(cellText(next));
      if (date) return date;
      continue;
    }
    const title = AS_OF_IN_TITLE.exec(text);
    const date = title ? dateIn(title[1]!) : null;
    if (date) return date;
  }
  return null;
}

/** The ISO day of the statement, from the rows above the header, or null when none says it. */
export function statementDateAbove(rows: readonly Cell[][], headerIndex: number): string | null {
  for (let r = 0; r < headerIndex && r < rows.length; r++) {
    const row = rows[r] ?? [];
    // A CSV title line not in quotes is split at its date's comma ("… as of October 31" and "2026"):
    // its cells joined back read as the line was written.
    const joined = row.map((cell) => cellText(cell)).filter((text) => text !== '');
    const date = dateInRow(row) ?? (joined.length > 1 ? dateInRow([joined.join(', ')]) : null);
    if (date) return date;
  }
  return null;
}
