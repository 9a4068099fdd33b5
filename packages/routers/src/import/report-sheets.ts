import { reportPersonKey } from './report-groups';
import { hasGroupHeadings, type DetectedLayout, type SheetRows } from './report-header';
import type { ReportRecord } from './report-rows';
import { findSavedHeader } from './saved-layout';

/**
 * The other sheets of a workbook that carry the same table: the same header (wherever it stands in
 * their first rows) over rows of their own, as a carrier splits one report into "Active Agents" and
 * "Terminated Agents", or one sheet per agency. A person reads them all.
 */
export function sheetsWithSameHeader(
  sheets: readonly SheetRows[],
  layout: Pick<DetectedLayout, 'sheetIndex' | 'headerRow' | 'headerRows' | 'headers'>,
): { sheet: SheetRows; dataStart: number; grouped: boolean }[] {
  const found: { sheet: SheetRows; dataStart: number; grouped: boolean }[] = [];
  sheets.forEach((sheet, index) => {
    if (index === layout.sheetIndex) return;
    const header = findSavedHeader(sheet.rows, layout);
    if (!header) return;
    const dataStart = header.at + layout.headerRows;
    found.push({ sheet, dataStart, grouped: hasGroupHeadings(sheet.rows, dataStart, header.at) });
  });
  return found;
}

/**
 * Two sheets of one table that name the same agents are not parts of one report but the same
 * figures twice (a summary beside the detail): reading both would bill them twice.
 */
export function sheetsSharePeople(perSheet: readonly (readonly ReportRecord[])[]): boolean {
  const seen = new Map<string, number>();
  for (const [index, records] of perSheet.entries()) {
    for (const record of records) {
      const person = reportPersonKey(record);
      const first = seen.get(person);
      if (first !== undefined && first !== index) return true;
      seen.set(person, first ?? index);
    }
  }
  return false;
}
