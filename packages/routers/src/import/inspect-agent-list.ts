import { AGENT_LIST_EXTENSIONS, type TRosterInspection } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { getRosterLayout } from '../report-layout/roster-layout';
import { findAgentListHeader, NO_AGENT_LIST_HEADER } from './roster-header';
import { readUploadedSheets } from './read-file';
import { rosterSheets } from './roster-sheet';
import { cellText } from './values';

/**
 * An agent list read but not imported, for mapping its columns: its first list sheet's first rows,
 * what was found, the saved layout. The sheets are those the import reads (rosterSheets); a list on
 * several sheets is said, naming them, as the import will read them all, each by its own header.
 */
export async function inspectAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
): Promise<TRosterInspection> {
  const saved = await getRosterLayout(db);
  const sheets = rosterSheets(await readUploadedSheets(upload.filename, upload.data, AGENT_LIST_EXTENSIONS), saved);
  const rows = sheets[0]?.rows ?? [];
  const header = findAgentListHeader(rows, saved);
  return {
    rows: rows.slice(0, 40).map((row) => row.slice(0, 40).map((cell) => cellText(cell))),
    detected: header
      ? {
          headerRow: header.at + 1,
          headers: header.headers,
          columns: Object.fromEntries(
            [...header.columns].map(([field, column]) => [field, header.headers[column] ?? '']),
          ),
        }
      : null,
    // The inspection has no field for the sheets: the note goes where the dialog shows a warning.
    problem: header ? severalSheets(sheets.map((sheet) => sheet.name ?? '')) : NO_AGENT_LIST_HEADER,
    saved,
  };
}

/** What the import will do with a list on several sheets (null for one). */
function severalSheets(names: readonly string[]): string | null {
  if (names.length < 2) return null;
  return (
    `The agent list is on ${names.length} sheets (${names.map((name) => `"${name}"`).join(', ')}): ` +
    `importing reads every one of them, each by its own header, as one list, and a row error names its sheet. ` +
    `The rows shown are the first sheet's ("${names[0]}").`
  );
}
