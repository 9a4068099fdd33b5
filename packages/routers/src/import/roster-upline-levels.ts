import { cellText, type Cell } from './values';

/**
 * "Upline 1", "Upline Level 2", "Level 3 Upline NPN": a hierarchy export's column for each level above
 * the agent, by name or by NPN.
 */
const LEVEL_HEADER =
  /^(?:(?:upline|manager)\s*(?:level|lvl|tier)?\s*(\d{1,2})|(?:level|lvl|tier)\s*(\d{1,2})\s*(?:upline|manager))(?:\s*(name|npn))?$/i;

/** The level columns of a roster: for each level, its name column and its NPN column, when it has them. */
export type UplineLevels = { level: number; name?: number; npn?: number }[];

export function uplineLevelColumns(headers: readonly string[]): UplineLevels {
  const byLevel = new Map<number, { level: number; name?: number; npn?: number }>();
  headers.forEach((header, column) => {
    const match = LEVEL_HEADER.exec(
      header
        .replace(/[_#.]+/g, ' ')
        .trim()
        .replace(/\s+/g, ' '),
    );
    if (!match) return;
    const level = Number(match[1] ?? match[2]);
    const entry = byLevel.get(level) ?? { level };
    if (match[3]?.toLowerCase() === 'npn') entry.npn ??= column;
    else entry.name ??= column;
    byLevel.set(level, entry);
  });
  return [...byLevel.values()].sort((a, b) => a.level - b.level);
}

const levelText = (row: readonly Cell[], level: UplineLevels[number]) =>
  cellText(row[level.npn ?? -1] ?? null) || cellText(row[level.name ?? -1] ?? null);

/** The ways a level column may name a row's own person: their NPN, their name first-last or "LAST, FIRST". */
export type RowIdentity = (row: readonly Cell[]) => string[];

/**
 * Which level is each row's direct upline, read from the rows. First, the list's own people: where
 * a row's upline is itself a row of the list, that person's levels are the row's levels less the
 * direct one (Upline 1 dropped when the levels count up from the agent, the last filled one when
 * they count down from the top). Failing that, how many people each end names: the direct
 * uplines are many, the tops of the hierarchy few (at most half as many). A list where no row fills
 * two levels has its one filled level as the direct upline either way. Null when the rows do not
 * say, or say both.
 */
export function directUplineLevel(
  rows: readonly Cell[][],
  levels: UplineLevels,
  identity?: RowIdentity,
): 'first' | 'last' | null {
  const filledOf = (row: readonly Cell[]) =>
    levels.map((level) => levelText(row, level).toLowerCase()).filter((text) => text !== '');
  const byPerson = new Map<string, string[]>();
  if (identity) {
    for (const row of rows) {
      const filled = filledOf(row);
      for (const key of identity(row)) if (key) byPerson.set(key.toLowerCase(), filled);
    }
  }
  const same = (a: readonly string[] | undefined, b: readonly string[]) =>
    a !== undefined && a.length === b.length && a.every((text, i) => text === b[i]);
  const firsts = new Set<string>();
  const tops = new Set<string>();
  let deep = 0;
  let countUp = 0;
  let countDown = 0;
  for (const row of rows) {
    const filled = filledOf(row);
    if (filled.length < 2) continue;
    deep++;
    firsts.add(filled[0]!);
    tops.add(filled.at(-1)!);
    if (same(byPerson.get(filled[0]!), filled.slice(1))) countUp++;
    if (same(byPerson.get(filled.at(-1)!), filled.slice(0, -1))) countDown++;
  }
  if (deep === 0) return 'first';
  if (countUp > 0 && countDown === 0) return 'first';
  if (countDown > 0 && countUp === 0) return 'last';
  if (countUp > 0 || countDown > 0) return null;
  if (tops.size * 2 <= firsts.size) return 'first';
  if (firsts.size * 2 <= tops.size) return 'last';
  return null;
}

/**
 * The refusal of a list whose level columns cannot be read: nothing is imported rather than every
 * upline guessed, and the mapping (one column picked as the upline's) settles it once.
 */
export function unclearLevelsProblem(headers: readonly string[], levels: UplineLevels): string {
  const named = levels
    .flatMap((level) => [level.name, level.npn])
    .filter((column): column is number => column !== undefined)
    .sort((a, b) => a - b)
    .map((column) => headers[column]);
  return (
    `The columns ${named.join(', ')} name several levels above each agent, and the rows do not show which one is ` +
    'the direct upline (the first filled or the last). Nothing was imported. Map its columns under Import Agents → ' +
    "Map columns: pick the direct upline's column as Upline NPN or Upline name."
  );
}

/** A row's direct upline from its level columns: its name and NPN texts, or null when it names none. */
export function directUplineOf(
  row: readonly Cell[],
  levels: UplineLevels,
  direction: 'first' | 'last',
): { name: string | null; npn: string | null } | null {
  const filled = levels.filter((level) => levelText(row, level) !== '');
  const level = direction === 'first' ? filled[0] : filled.at(-1);
  if (!level) return null;
  return {
    name: cellText(row[level.name ?? -1] ?? null) || null,
    npn: cellText(row[level.npn ?? -1] ?? null) || null,
  };
}
