/** A line of a PDF table read into cells: `wrapped` when it holds text only, the rest of a cell. */
export type TableLine = { cells: string[]; wrapped: boolean; y: number; size: number };

/**
 * The lines with a total's label wrapped above its figures joined to them: in a narrow column a
 * label printed aligned to the bottom leaves its first words on a line of their own ("Total for"
 * over "40100 … (32.79)"), and the line with the figures, no longer saying it is a total, was
 * read as one more policy of the agent, counting the agent's debt twice. A label (`label`: the
 * words of a total, no figure) joins the line right below it when that line is nearer than the
 * line above and holds nothing but the label's rest and figures (`valueColumns`), never a row of
 * its own with a name or a date in other columns.
 */
export function withLabelsJoined<T extends TableLine & { label: boolean }>(
  lines: readonly T[],
  valueColumns: ReadonlySet<number>,
): T[] {
  const joined: T[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const below = lines[i + 1];
    const gapAbove = i > 0 ? line.y - lines[i - 1]!.y : Infinity;
    const gap = below ? below.y - line.y : Infinity;
    const rest =
      below &&
      !below.wrapped &&
      below.cells.every((cell, c) => !cell || line.cells[c] || valueColumns.has(c)) &&
      below.cells.some((cell, c) => cell && valueColumns.has(c));
    if (!line.label || !below || !rest || gap > line.size * 1.8 || gap >= gapAbove) {
      joined.push(line);
      continue;
    }
    const cells = below.cells.map((cell, c) =>
      line.cells[c] ? (cell ? joinCell(line.cells[c], cell) : line.cells[c]) : cell,
    );
    joined.push({ ...below, cells });
    i++;
  }
  return joined;
}

/** A cell's lines in reading order: a word a spreadsheet broke after its hyphen joins with none. */
const joinCell = (upper: string, lower: string) =>
  /\p{L}-$/u.test(upper) && /^\p{L}/u.test(lower) ? `${upper}${lower}` : `${upper} ${lower}`;

/**
 * The table's rows with their cells' wrapped lines joined. A cell's lines sit at the font's line
 * pitch while rows are further apart by the cells' padding, so a run of text-only lines between
 * two rows is cut at its widest gap: the lines above it end the row above (cells aligned to the
 * top), the lines below it begin the row below (aligned to the bottom, as spreadsheets print), and
 * a centred cell gives some to each. A name printed over three lines aligned to the bottom
 * ("Williams-", "Brown,", "Robert C" on the row) so joins its own row, though its top line is as
 * close to the row above. On equal gaps the lines go below. A line further than reach from the
 * rest stays a row of its own (the report reader says what it lacks).
 */
export function joinWrappedLines(lines: readonly TableLine[]): string[][] {
  const target = lines.map((line, i) => (line.wrapped ? -1 : i));
  for (let first = 0; first < lines.length; first++) {
    if (!lines[first]!.wrapped) continue;
    let last = first;
    while (last + 1 < lines.length && lines[last + 1]!.wrapped) last++;
    // gaps[g]: above line first + g (g = 0: from the row above; endless where no row is there).
    const gaps: number[] = [];
    for (let i = first; i <= last + 1; i++)
      gaps.push(i > 0 && i < lines.length ? lines[i]!.y - lines[i - 1]!.y : Infinity);
    const cut = gaps.indexOf(Math.max(...gaps));
    const reach = lines[first]!.size * 1.8;
    // Lines before the cut join the row above as far as each is within reach of the one before.
    for (let g = 0; g < cut && gaps[g]! <= reach && first > 0; g++) target[first + g] = first - 1;
    // Lines after it join the row below as far as each is within reach of the one after.
    for (let g = last + 1 - first; g > cut && gaps[g]! <= reach && last + 1 < lines.length; g--)
      target[first + g - 1] = last + 1;
    first = last;
  }
  // Each row's lines in reading order, gathered in one pass.
  const partsOf = new Map<number, TableLine[]>();
  lines.forEach((line, j) => {
    const row = target[j]!;
    if (row === -1) return;
    const parts = partsOf.get(row);
    if (parts) parts.push(line);
    else partsOf.set(row, [line]);
  });
  const rows: string[][] = [];
  lines.forEach((line, i) => {
    if (target[i] === -1) rows.push([...line.cells]);
    if (target[i] !== i) return;
    const parts = partsOf.get(i)!;
    rows.push(
      line.cells.map((_, c) =>
        parts.reduce(
          (cell, part) => (!part.cells[c] ? cell : cell ? joinCell(cell, part.cells[c]) : part.cells[c]),
          '',
        ),
      ),
    );
  });
  return rows;
}
