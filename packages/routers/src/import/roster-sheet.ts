import type { TRosterLayout } from '@agentledger/schema';
import type { SheetRows } from './report-header';
import { findAgentListHeader } from './roster-header';

/**
 * The sheets of an uploaded agent list that hold it, in the workbook's order. A workbook's first
 * sheet may be a cover, a summary or the export's filters, so a list sheet is one whose header reads
 * as one, by the saved layout where it matches, else by detection (hidden sheets are never read).
 * Agencies export one list over several sheets (Active and Terminated agents, one office each): every
 * such sheet is read, each by its own header, as one list, so no sheet's people are left out. With
 * none, the first sheet, whose refusal says what it lacks.
 */
export function rosterSheets(sheets: readonly SheetRows[], saved: TRosterLayout | null): SheetRows[] {
  const lists = sheets.filter((sheet) => findAgentListHeader(sheet.rows, saved) !== null);
  return lists.length > 0 ? lists : sheets.slice(0, 1);
}
