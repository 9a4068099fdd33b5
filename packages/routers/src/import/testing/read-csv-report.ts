import { readUploadedSheets } from '../read-file';
import { groupReportRows, type ReportGroup } from '../report-groups';
import { parseReportSheets, type ParsedReport } from '../report-parser';

/**
 * For the reader's tests: a CSV report as an upload reads it (the CSV reader, then the report
 * parser, then one group per person), and the groups split into what is owed and what goes to review.
 */
export async function readCsvReport(
  text: string,
  today: Date,
): Promise<{ parsed: ParsedReport; owed: ReportGroup[]; review: ReportGroup[] }> {
  const parsed = parseReportSheets(await readUploadedSheets('report.csv', Buffer.from(text), ['csv']), today);
  const groups = groupReportRows(parsed.records, parsed.problems);
  return {
    parsed,
    owed: groups.filter((group) => group.problem === null),
    review: groups.filter((group) => group.problem !== null),
  };
}
