import type { TRosterLayout } from '@agentledger/schema';
import { badRequest } from '../errors';
import type { SheetRows } from './report-header';
import { findAgentListHeader } from './roster-header';

/**
 * The sheet of an uploaded agent list that holds it. A workbook's first sheet may be a cover, a
 * summary or the export's filters, so the list is the sheet whose header reads as one (hidden
 * sheets are never read). Two or more such sheets (Active and Terminated agents, one office each)
 * are refused, naming them: reading one would leave the others' people out without saying so, and
 * the rows of several sheets could not be named in row errors. With none, the first sheet, whose
 * refusal says what it lacks.
 */
export function rosterSheet(sheets: readonly SheetRows[], saved: TRosterLayout | null): SheetRows | undefined {
  const lists = sheets.filter((sheet) => findAgentListHeader(sheet.rows, saved) !== null);
  if (lists.length > 1) {
    const names = lists.map((sheet) => `"${sheet.name ?? ''}"`).join(', ');
    throw badRequest(
      `The workbook has an agent list on ${lists.length} sheets (${names}); nothing was imported. ` +
        'Save each sheet as a file of its own and import them one by one, so that no sheet’s people are left out.',
    );
  }
  return lists[0] ?? sheets[0];
}
