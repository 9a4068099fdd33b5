import { AGENT_LIST_EXTENSIONS, type TRosterInspection } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { getRosterLayout } from '../report-layout/roster-layout';
import { findAgentListHeader, NO_AGENT_LIST_HEADER } from './roster-header';
import { readUploadedSheets } from './read-file';
import { rosterSheet } from './roster-sheet';
import { cellText } from './values';

/** An agent list read but not imported, for mapping its columns: its sheet's first rows, what was found, the saved layout. */
export async function inspectAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
): Promise<TRosterInspection> {
  const saved = await getRosterLayout(db);
  const rows =
    rosterSheet(await readUploadedSheets(upload.filename, upload.data, AGENT_LIST_EXTENSIONS), saved)?.rows ?? [];
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
    problem: header ? null : NO_AGENT_LIST_HEADER,
    saved,
  };
}
