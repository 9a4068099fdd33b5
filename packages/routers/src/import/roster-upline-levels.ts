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

/**
 * Which level is each row's direct upline, read from the rows: numbered from the agent ("Upline 1"
 * is the direct one) when every row's highest level names one person (the top of the hierarchy) and
 * level 1 names several; numbered from the top when level 1 is one person and the highest are
 * several. A list where no row fills two levels has its one filled level as the direct upline either
 * way. Null when the rows do not say (nothing is then read from the levels).
 */
export function directUplineLevel(rows: readonly Cell[][], levels: UplineLevels): 'first' | 'last' | null {
  const firsts = new Set<string>();
  const tops = new Set<string>();
  let deep = 0;
  for (const row of rows) {
    const filled = levels.map((level) => levelText(row, level)).filter((text) => text !== '');
    if (filled.length < 2) continue;
    deep++;
    firsts.add(filled[0]!.toLowerCase());
    tops.add(filled.at(-1)!.toLowerCase());
  }
  if (deep === 0) return 'first';
  if (tops.size === 1 && firsts.size > 1) return 'first';
  if (firsts.size === 1 && tops.size > 1) return 'last';
  return null;
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
