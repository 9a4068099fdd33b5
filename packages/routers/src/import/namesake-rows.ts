import { normalizePersonName } from '@agentledger/schema';
import type { ProblemRow, ReportRecord } from './report-rows';
import type { RowError } from './row-places';
import type { Cell } from './values';

/**
 * A report that numbers one name ("NGUYEN, LINH #2") and also writes it without a number, by name
 * alone ("NGUYEN, LINH"): that carrier has several people of the name, so the unnumbered rows could
 * be any of them too, and matched by the name they would join whoever of that name is known, the
 * numbered one's person perhaps. They go to review with the numbered ones (moved from the records,
 * in place). Only rows naming no writing number or NPN; run only when some name was numbered.
 */
export function unnumberedNamesakes(
  records: ReportRecord[],
  problems: ProblemRow[],
  errors: RowError[],
  numberedNames: ReadonlySet<string>,
  rawOf: (row: Cell[]) => Record<string, string>,
  rows: readonly Cell[][],
): void {
  let kept = 0;
  for (const record of records) {
    const { name, writingNumber, npn } = record;
    if (!name || writingNumber || npn || !numberedNames.has(normalizePersonName(name))) {
      records[kept++] = record;
      continue;
    }
    const reason = `the report also numbers the name "${name}", as carriers number agents who share a name, and the row gives no writing number or NPN: choose who it is for`;
    errors.push({ rowNumber: record.rowNumber, reason });
    problems.push({
      rowNumber: record.rowNumber,
      writingNumber: null,
      npn: null,
      name,
      raw: rawOf([...(rows[record.rowNumber - 1] ?? [])]),
      amountCents: record.amountCents,
      reason,
      ...(record.carrier ? { carrier: record.carrier } : {}),
    });
  }
  records.length = kept;
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
}
