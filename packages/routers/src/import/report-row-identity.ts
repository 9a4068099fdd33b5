import { splitAgentCodeAndName } from './agent-code-name';
import { withoutStatusFlags } from './name-flags';
import { readNamesakeMark } from './namesake-mark';
import type { ColumnMap } from './report-header';
import { fieldCell } from './report-row-fields';
import { identifierText, identityText, isLabelText, isNoOnesName, isSentence } from './report-row-shapes';
import { npnDigits, type Cell } from './values';

// Who a report's row is for, as written: its writing number, NPN and name. Reports spread these over
// columns many ways (a name in parts, a code and name in one cell, a label where the name goes), and
// the row reader (report-rows.ts) asks this one place.

const NAME_PARTS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

export type RowIdentity = { writingNumber: string | null; npn: string | null; name: string | null };

export function rowIdentityReader(columns: ColumnMap): (row: readonly Cell[]) => RowIdentity {
  // A name given in parts (First, Middle, Last, Suffix columns), read only when there is no whole name.
  const nameInParts = NAME_PARTS.some((field) => columns[field] !== undefined);
  // A status flag in a name ("ROE, RICHARD *T*", "GARCIA, MARIA L (TERM)") is no part of it: read
  // off before the name is matched or stored (name-flags.ts).
  const nameText = (cell: Cell) => withoutStatusFlags(identityText(cell));
  const nameFromParts = (row: readonly Cell[]) =>
    NAME_PARTS.map((field) => nameText(fieldCell(row, columns, field)))
      .filter(Boolean)
      .join(' ');

  return (row) => {
    let name = nameText(fieldCell(row, columns, 'name')) || (nameInParts ? nameFromParts(row) : '') || null;
    let writingNumber = identifierText(fieldCell(row, columns, 'writingNumber'));
    // "12345 - SMITH, JOHN" in the writing agent's cell, or "SMITH, JOHN (12345)" in the name's:
    // the code is the writing number and the rest the name, unless a column of its own gives it.
    const fromNumber = writingNumber ? splitAgentCodeAndName(withoutStatusFlags(writingNumber)) : null;
    if (fromNumber) {
      writingNumber = fromNumber.code;
      name ??= fromNumber.name;
    }
    // "SMITH, JOHN (2)": the number telling namesakes apart, not a code (namesake-mark.ts).
    const fromName = name && !readNamesakeMark(name) ? splitAgentCodeAndName(name) : null;
    if (fromName) {
      name = fromName.name;
      writingNumber ??= fromName.code;
    }
    // "Less: Amounts Withheld", "Prepared by: Commission Accounting": a label and its text, no one's name or number.
    // "(blank)", "Less Recoveries Applied": where a name goes, but no one's.
    if (name && (isLabelText(name) || isNoOnesName(name))) name = null;
    if (writingNumber && (isLabelText(writingNumber) || isSentence(writingNumber))) writingNumber = null;
    return { writingNumber, npn: npnDigits(fieldCell(row, columns, 'npn')), name };
  };
}
