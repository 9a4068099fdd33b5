/**
 * Where a row of an agent list is, as staff find it again in the file. The rows of a list read from
 * several sheets are numbered through the workbook (each sheet's rows after the sheets before it),
 * so that the import's row numbers stay unique and in the file's order; a line about a row names its
 * sheet and its own row there ('Sheet "Terminated", row 5'). A list on one sheet keeps "Row 5".
 */
export type RosterPlaces = {
  /** A row at the start of a line: "Row 5", 'Sheet "Terminated", row 5'. */
  line(rowNumber: number): string;
  /** A row within a sentence: "row 5", 'sheet "Terminated", row 5'. */
  row(rowNumber: number): string;
};

/** A list sheet's name and how many rows of the workbook come before its own. */
export type PlacedSheet = { name: string; offset: number };

export const ONE_SHEET: RosterPlaces = {
  line: (rowNumber) => `Row ${rowNumber}`,
  row: (rowNumber) => `row ${rowNumber}`,
};

/** The places of a list on the given sheets (in the order read, offsets rising). */
export function sheetPlaces(sheets: readonly PlacedSheet[]): RosterPlaces {
  if (sheets.length < 2) return ONE_SHEET;
  const at = (rowNumber: number) => {
    const sheet = sheets.findLast((candidate) => candidate.offset < rowNumber) ?? sheets[0]!;
    return `"${sheet.name}", row ${rowNumber - sheet.offset}`;
  };
  return { line: (rowNumber) => `Sheet ${at(rowNumber)}`, row: (rowNumber) => `sheet ${at(rowNumber)}` };
}

type NumberedError = { rowNumber: number; error: string };

/**
 * A row error whose line starts "Row N: " (N the workbook-wide number) with its place instead: the
 * steps after the parser (and apply-appointments.ts) say a row as the one-sheet list does.
 */
export function placed(places: RosterPlaces, error: NumberedError): NumberedError {
  const prefix = `Row ${error.rowNumber}: `;
  if (!error.error.startsWith(prefix)) return error;
  return { ...error, error: `${places.line(error.rowNumber)}: ${error.error.slice(prefix.length)}` };
}

/**
 * An appointment's row error (apply-appointments.ts) with its places: the row it is about and the
 * earlier row it names ("also appointed at X on row 4", "already on row 4 for NPN"). Only these
 * phrases are rewritten, never what a cell wrote.
 */
export function placedAppointmentError(places: RosterPlaces, error: string): NumberedError {
  const rowNumber = Number(/^Row (\d+): /.exec(error)?.[1] ?? 0);
  const text = error
    .replace(
      / on row (\d+); only the first was used$/,
      (_, n: string) => ` on ${places.row(Number(n))}; only the first was used`,
    )
    .replace(/ is already on row (\d+) for NPN /, (_, n: string) => ` is already on ${places.row(Number(n))} for NPN `);
  return placed(places, { rowNumber, error: text });
}

/**
 * A repeated NPN's reason (repeated-npns.ts: "NPN 1 is also on row 4 …") with the earlier row's
 * place; `offset` turns a sheet's own row number into the workbook's (0 when it is that already).
 */
export function placedRepeat(reason: string, places: RosterPlaces, offset = 0): string {
  return reason.replace(/^(NPN \S+ is also on )row (\d+)/, (_, start: string, n: string) => {
    return `${start}${places.row(offset + Number(n))}`;
  });
}
