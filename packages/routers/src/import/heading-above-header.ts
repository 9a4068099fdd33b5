import { readRowHeading, type GroupHeading } from './group-heading';
import { filledCount } from './report-row-shapes';
import { cellText, type Cell } from './values';

/**
 * The agent a statement names on the line just above its column header ("Agent: 12345 SMITH, JOHN A",
 * then "Date, Description, Amount"): a grouped report whose first group's heading comes before the
 * header, the later ones between their rows. Only a heading that says what it is (a label, a bracket
 * or a comma) counts: a bare "Jane Doe 40213" above a header is as likely a title. Null when none.
 */
export function headingAboveHeader(rows: readonly Cell[][], headerAt: number): GroupHeading | null {
  for (let i = headerAt - 1; i >= 0; i--) {
    const texts = (rows[i] ?? []).map((cell) => cellText(cell));
    if (filledCount(texts) === 0) continue;
    const heading = readRowHeading(texts);
    return heading && !heading.bare ? heading : null;
  }
  return null;
}
