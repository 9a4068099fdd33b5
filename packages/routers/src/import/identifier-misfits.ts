import { columnReference } from '@agentledger/schema';
import { shapeFits } from './column-fits';
import { columnShape } from './column-shapes';
import type { ReportField } from './report-vocabulary';
import { cellText, type Cell } from './values';

// A report refused for having no column naming the agent, while a header said one ("Agent Name")
// whose values did not read as its field: the refusal says which column and which of its values,
// so that whoever reads it knows why the column was turned down, not only that it was.

/** A column headed as naming the agent but not taken: how many values it has, and some of those that did not fit. */
export type IdentifierNotTaken = { header: string; field: ReportField; filled: number; misfits: string[] };

/** A field's words, one and several. */
const FIELD_WORDS: Partial<Record<ReportField, [string, string]>> = {
  name: ['name', 'names'],
  firstName: ['first name', 'first names'],
  lastName: ['last name', 'last names'],
  writingNumber: ['writing number', 'writing numbers'],
  npn: ['NPN', 'NPNs (digits)'],
};
const EXAMPLES = 3;

/** The columns a header names as the agent's (`candidates`), none of them taken, with the values that turned them down. */
export function identifiersNotTaken(
  headers: readonly string[],
  sample: readonly Cell[][],
  candidates: readonly { field: ReportField; column: number }[],
): IdentifierNotTaken[] {
  const seen = new Set<number>();
  return candidates.flatMap(({ field, column }) => {
    if (seen.has(column)) return [];
    seen.add(column);
    const filled = sample.filter((row) => cellText(row[column]) !== '');
    // Each value alone: a value that would not make a column of its own kind.
    const misfits = filled.filter((row) => !shapeFits(field, columnShape([row], column)));
    return [
      {
        header: columnReference([...headers], column),
        field,
        filled: filled.length,
        misfits: misfits.map((row) => cellText(row[column])),
      },
    ];
  });
}

/** ' "Agent Name" was not taken as the agent's name: 3 of its 6 values do not read as names ("…", "…").' */
export function describeIdentifiersNotTaken(columns: readonly IdentifierNotTaken[] | undefined): string {
  return (columns ?? [])
    .map(({ header, field, filled, misfits }) => {
      const [one, several] = FIELD_WORDS[field] ?? [field, field];
      if (filled === 0) return ` "${header}" was not taken as the agent's ${one}: it has no values.`;
      const shown = misfits.slice(0, EXAMPLES).map((text) => `"${text}"`);
      const more = misfits.length > EXAMPLES ? ', …' : '';
      return (
        ` "${header}" was not taken as the agent's ${one}: ${misfits.length} of its ${filled} values do not read ` +
        `as ${several} (${shown.join(', ')}${more}).`
      );
    })
    .join('');
}
