import type { TRosterLayout } from '@agentledger/schema';
import { parseAgentListTable, type AgentAppointment, type AgentListRecord } from './agent-list-parser';
import { statusesOfPeople } from './appointment-statuses';
import type { SheetRows } from './report-header';
import { repeatsAcrossSheets } from './roster-repeats';
import { ONE_SHEET, placedRepeat, sheetPlaces, type RosterPlaces } from './roster-places';

/** A row error with the row it is about (numbered through the workbook), for putting errors in the file's order. */
export type RosterRowError = { rowNumber: number; error: string };

/**
 * An agent list read from all its sheets: one record per person, with where each row is; its
 * appointments by a Carrier column and by the carriers' own columns, in row order.
 */
export type ParsedRoster = {
  records: AgentListRecord[];
  appointments: AgentAppointment[];
  errors: RosterRowError[];
  notes: string[];
  recordsProcessed: number;
  places: RosterPlaces;
};

const inRowOrder = (appointments: AgentAppointment[]) => appointments.sort((a, b) => a.rowNumber - b.rowNumber);

const ROW_LINE = /^Row (\d+): /;

/**
 * An agent list on one sheet or several (rosterSheets), each sheet read by its own header
 * (parseAgentListTable), as one list. A list on several sheets numbers its rows through the
 * workbook and its lines name the sheet ('Sheet "Terminated", row 5: …'); a person on two sheets
 * is taken as a repeat in one sheet is (repeated-npns.ts), the later sheet's row naming the first.
 * A list on one sheet reads and says everything as before.
 */
export function parseRosterWorkbook(sheets: readonly SheetRows[], saved: TRosterLayout | null): ParsedRoster {
  if (sheets.length < 2) {
    const sheet = sheets[0];
    const parsed = parseAgentListTable(sheet?.rows ?? [], saved, { delimited: sheet?.delimited });
    const errors = parsed.errors.map((error) => ({ rowNumber: Number(ROW_LINE.exec(error)?.[1] ?? 0), error }));
    const appointments = inRowOrder([...parsed.appointments, ...parsed.byColumn]);
    const people = statusesOfPeople(parsed.records, appointments);
    const notes = [...parsed.notes, ...people.notes];
    return { ...parsed, records: people.records, appointments, errors, notes, places: ONE_SHEET };
  }
  let offset = 0;
  const read = sheets.map((sheet, index) => {
    const part = {
      name: sheet.name ?? `Sheet${index + 1}`,
      offset,
      parsed: parseAgentListTable(sheet.rows, saved, { delimited: sheet.delimited }),
    };
    offset += sheet.rows.length;
    return part;
  });
  const places = sheetPlaces(read);
  const errors = read.flatMap(({ offset, parsed }) =>
    parsed.errors.map((error) => {
      const rowNumber = offset + Number(ROW_LINE.exec(error)?.[1] ?? 0);
      const why = placedRepeat(error.replace(ROW_LINE, ''), places, offset);
      return { rowNumber, error: `${places.line(rowNumber)}: ${why}` };
    }),
  );
  const across = repeatsAcrossSheets(
    read.flatMap(({ offset, parsed }) => parsed.records.map((row) => ({ ...row, rowNumber: offset + row.rowNumber }))),
    read.flatMap(({ offset, parsed }) =>
      parsed.appointments.map((row) => ({ ...row, rowNumber: offset + row.rowNumber })),
    ),
    places,
  );
  // A carrier column's number is recorded when its row was used (its person's, or another appointment of theirs).
  const used = new Set([...across.records, ...across.appointments].map((row) => row.rowNumber));
  const byColumn = read
    .flatMap(({ offset, parsed }) => parsed.byColumn.map((row) => ({ ...row, rowNumber: offset + row.rowNumber })))
    .filter((row) => used.has(row.rowNumber));
  const appointments = inRowOrder([...across.appointments, ...byColumn]);
  // The people's statuses from their appointments on every sheet (an Active sheet and a Terminated one).
  const people = statusesOfPeople(across.records, appointments);
  return {
    records: people.records,
    appointments,
    errors: [...errors, ...across.errors].sort((a, b) => a.rowNumber - b.rowNumber),
    notes: [...new Set(read.flatMap(({ parsed }) => parsed.notes)), ...people.notes],
    recordsProcessed: read.reduce((sum, { parsed }) => sum + parsed.recordsProcessed, 0),
    places,
  };
}
