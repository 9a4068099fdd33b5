import { normalizePersonName } from '@agentledger/schema';
import type { ReportRecord } from './report-rows';

/**
 * A report that numbers one name ("NGUYEN, LINH #2") and also writes it without a number, by name
 * alone ("NGUYEN, LINH"): that carrier has several people of the name, so the unnumbered rows could
 * be any of them too, and matched by the name they would join whoever of that name is known, the
 * numbered one's person perhaps. They go to review with the numbered ones (moved from the records,
 * in place, through `toReview`). Only rows naming no writing number or NPN; run only when some name was numbered.
 */
export function unnumberedNamesakes(
  records: ReportRecord[],
  numberedNames: ReadonlySet<string>,
  toReview: (record: ReportRecord, reason: string) => void,
): void {
  let kept = 0;
  for (const record of records) {
    const { name, writingNumber, npn } = record;
    if (!name || writingNumber || npn || !numberedNames.has(normalizePersonName(name))) {
      records[kept++] = record;
      continue;
    }
    toReview(
      record,
      `the report also numbers the name "${name}", as carriers number agents who share a name, and the row gives no writing number or NPN: choose who it is for`,
    );
  }
  records.length = kept;
}
