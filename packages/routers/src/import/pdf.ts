import { classifyHeader } from './header-classify';
import { readGroupHeading } from './group-heading';
import { isSectionTitle } from './report-row-shapes';
import { type ReportField } from './report-vocabulary';
import { SUMMARY_ROW_PATTERN } from './report-line-words';
import { parseMoneyCents, parseReportDate, type Cell } from './values';
import { SPACE_MAX, tidyPieces, type Piece } from './pdf-pieces';
import { splitRunTogetherCells } from './pdf-split';
import { joinWrappedLines, withLabelsJoined } from './pdf-wrapped';
import { headerWordsOf, headingText, isHeaderText, isHeadingLine } from './pdf-headings';

/** A piece of text where the PDF puts it: [text, x, y from the top, width, height]. */
export type PdfItem = [string, number, number, number, number];
export type PdfPage = { items: PdfItem[] };

type Line = { pieces: Piece[]; y: number; size: number };
type Column = { x0: number; x1: number; text: string };

const PAGE_FOOTER = /^(page\s+\d+(\s+of\s+\d+)?|\d+\s*(\/|of)\s*\d+)$/i;
const VALUE_FIELDS: ReportField[] = ['amount', 'npn', 'date', 'days', 'writingNumber'];

/** Text runs split where a run holds several cells separated by wide spacing ("AM1   Ann One"). */
function piecesOf([text, x, y, width, size]: PdfItem): Piece[] {
  const charWidth = text.length ? width / text.length : 0;
  const pieces: Piece[] = [];
  for (const match of text.matchAll(/\S+(?: \S+)*/g)) {
    const start = x + (match.index ?? 0) * charWidth;
    pieces.push({ text: match[0], x0: start, x1: start + match[0].length * charWidth, y, size });
  }
  return pieces;
}

/** Pieces on one baseline (within a third of the text height) are a line, read left to right. */
function linesOf(page: PdfPage): Line[] {
  const pieces = page.items.flatMap(piecesOf).sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  for (const piece of pieces) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(piece.y - line.y) <= Math.max(1.5, line.size / 3)) line.pieces.push(piece);
    else lines.push({ pieces: [piece], y: piece.y, size: piece.size });
  }
  for (const line of lines) {
    line.pieces = tidyPieces(line.pieces.sort((a, b) => a.x0 - b.x0));
  }
  return lines;
}

/** Pieces at most a space apart are one cell, unless one was cut from the other at a column's edge. */
function cellsOf(line: Line): Column[] {
  const cells: Column[] = [];
  for (const piece of line.pieces) {
    const last = cells[cells.length - 1];
    if (last && !piece.cut && piece.x0 - last.x1 <= piece.size * SPACE_MAX + 0.02) {
      last.text = `${last.text} ${piece.text}`;
      last.x1 = piece.x1;
    } else cells.push({ x0: piece.x0, x1: piece.x1, text: piece.text });
  }
  return cells;
}

/**
 * How well a line reads as the table's header: it must offer an amount column, and a column naming
 * the agent unless the report names each agent in a heading above their rows (`grouped`), where the
 * header has only the rows' own columns (policy, insured, date, amount): three or more, none a figure.
 */
function headerScore(columns: readonly Column[], grouped: boolean): number {
  const fields = columns.map((column) => classifyHeader(column.text));
  const offered = new Set(fields.flat().map((candidate) => candidate.field));
  if (!offered.has('amount')) return 0;
  const namesAgent = ['writingNumber', 'npn', 'name', 'lastName'].some((field) => offered.has(field as ReportField));
  const rowColumns = columns.length >= 3 && columns.every((column) => parseMoneyCents(column.text) === null);
  if (!namesAgent && !(grouped && rowColumns)) return 0;
  const specificity = fields.reduce((sum, list) => sum + Math.max(0, ...list.map((c) => c.specificity)), 0);
  return fields.filter((list) => list.length).length * 10 + offered.size + specificity;
}

/** A header whose cells wrap onto a second line: the second line's cells join the cells above them. */
function wrapHeader(top: Column[], bottom: Column[]): Column[] {
  const columns = top.map((column) => ({ ...column }));
  for (const cell of bottom) {
    const above = columns.find((column) => cell.x0 < column.x1 && cell.x1 > column.x0);
    if (above) {
      above.text = `${above.text} ${cell.text}`;
      above.x0 = Math.min(above.x0, cell.x0);
      above.x1 = Math.max(above.x1, cell.x1);
    } else columns.push({ ...cell });
  }
  return columns.sort((a, b) => a.x0 - b.x0);
}

/** Header lines a tall header cell may wrap onto (a centred "Writing / Agent / #" beside one-line cells). */
const HEADER_SPAN_MAX = 5;

/**
 * The header line (or several) of the first page that has one, and the columns it sets. A header
 * cell wrapped onto two lines is common; a narrow column's header printed centred may take three to
 * five ("Writing" above and "#" below "Agent Name"). A third line or later joins only when it has
 * no digits, so the first data row is never read into the header.
 */
function findHeader(
  pages: Line[][],
  grouped: boolean,
): { page: number; line: number; span: number; columns: Column[] } | null {
  let best: { page: number; line: number; span: number; columns: Column[]; score: number } | null = null;
  for (let page = 0; page < pages.length && !best; page++) {
    const lines = pages[page]!;
    for (let line = 0; line < lines.length; line++) {
      let columns = cellsOf(lines[line]!);
      const options = [{ span: 1, columns, score: headerScore(columns, grouped) }];
      for (let span = 2; span <= HEADER_SPAN_MAX; span++) {
        const previous = lines[line + span - 2]!;
        const next = lines[line + span - 1];
        if (!next || next.y - previous.y >= previous.size * 2) break;
        if (span > 2 && next.pieces.some((piece) => /\d/.test(piece.text))) break;
        columns = wrapHeader(columns, cellsOf(next));
        options.push({ span, columns, score: headerScore(columns, grouped) - (span - 1) });
      }
      for (const option of options) {
        if (option.score > 0 && (!best || option.score > best.score)) best = { page, line, ...option };
      }
    }
  }
  if (!best) return null;
  // The tails of the header's cells below it ("Number" under "Policy", "#" under "Writing Agent"):
  // close lines without digits whose every cell sits under a column found.
  const lines = pages[best.page]!;
  let found = best;
  for (let next = lines[found.line + found.span]; next; next = lines[found.line + found.span]) {
    const previous = lines[found.line + found.span - 1]!;
    const cells = cellsOf(next);
    const { columns } = found;
    if (found.span >= HEADER_SPAN_MAX || next.y - previous.y >= previous.size * 2) break;
    if (next.pieces.some((piece) => /\d/.test(piece.text))) break;
    // A line nearer the line below it than the header is the top of the first row's cell printed
    // aligned to the bottom ("Smith, James" over "A" on the row), as rows are set apart by padding.
    const after = lines[found.line + found.span + 1];
    if (after && after.y - next.y < next.y - previous.y - next.size * 0.05) break;
    if (!cells.every((cell) => columns.some((column) => cell.x0 < column.x1 && cell.x1 > column.x0))) break;
    found = { ...found, span: found.span + 1, columns: wrapHeader(columns, cells) };
  }
  return found;
}

const textOf = (line: Line) => line.pieces.map((piece) => piece.text).join(' ');

/** Which column a piece belongs to: the band it overlaps most (bands meet halfway between headers). */
function columnIndex(piece: Piece, bounds: readonly number[]): number {
  let bestColumn = 0;
  let bestOverlap = -Infinity;
  for (let c = 0; c < bounds.length - 1; c++) {
    const overlap = Math.min(piece.x1, bounds[c + 1]!) - Math.max(piece.x0, bounds[c]!);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      bestColumn = c;
    }
  }
  return bestColumn;
}

/**
 * The bands where the data's own columns are: the rows holding an amount, laid over each other,
 * leave blank strips between their columns. When there are as many blocks of text as header
 * columns, the n-th block is the n-th column, whatever the header's alignment: a header printed at
 * its column's left edge over figures aligned to the right ("Balance Due" far from its "$2,235.00",
 * which sit next to "Trans Date") is placed as well as a centred one. Otherwise (an empty column,
 * text running over into a neighbour) null, and the header's bands stand.
 */
function bandsFromDataBlocks(lines: readonly Line[], count: number, holdsAmount: (line: Line) => boolean) {
  const spans = lines
    .filter(holdsAmount)
    .flatMap((line) => line.pieces.map((piece) => [piece.x0, piece.x1, piece.size, piece.cut] as const))
    .sort((a, b) => a[0] - b[0]);
  const blocks: [number, number][] = [];
  // A gap no wider than a space is inside a cell (a name's words), whichever line it is on, unless
  // the piece after it was cut from a run at a column's edge.
  for (const [x0, x1, size, cut] of spans) {
    const last = blocks[blocks.length - 1];
    if (last && (x0 <= last[1] + 0.5 || (!cut && x0 <= last[1] + size * SPACE_MAX + 0.02)))
      last[1] = Math.max(last[1], x1);
    else blocks.push([x0, x1]);
  }
  if (blocks.length !== count) return null;
  return [-Infinity, ...blocks.slice(1).map(([x0], b) => (blocks[b]![1] + x0) / 2), Infinity];
}

/**
 * The bands set by the header, moved to the gutters the data leaves between its columns. A header
 * printed centred over a left-aligned column ("Agent Name" in the middle of a wide cell) puts the
 * header's midpoint inside the data, so a short piece at the cell's left edge (a middle initial
 * wrapped onto the next line) fell into the column before. The rows holding an amount say where
 * each column's text really starts and ends; where two neighbours' text leaves a gap, the boundary
 * goes in its middle. Every piece of those rows keeps its column (it lies inside its column's
 * extent); only the lines without an amount (wrapped cells) are placed better.
 */
function boundsFromGutters(lines: readonly Line[], bounds: readonly number[], holdsAmount: (line: Line) => boolean) {
  const count = bounds.length - 1;
  const start = new Array<number>(count).fill(Infinity);
  const end = new Array<number>(count).fill(-Infinity);
  for (const line of lines) {
    if (!holdsAmount(line)) continue;
    for (const piece of line.pieces) {
      const c = columnIndex(piece, bounds);
      start[c] = Math.min(start[c]!, piece.x0);
      end[c] = Math.max(end[c]!, piece.x1);
    }
  }
  const refined = [...bounds];
  for (let c = 0; c + 1 < count; c++) {
    if (Number.isFinite(end[c]!) && Number.isFinite(start[c + 1]!) && end[c]! < start[c + 1]!) {
      refined[c + 1] = (end[c]! + start[c + 1]!) / 2;
    }
  }
  return refined;
}

/**
 * The table in a PDF, read by column position like a person reads a printout: the header line
 * (wrapped header cells joined) sets the column bands; every piece of text goes to the band it
 * overlaps; a cell wrapped onto the next line joins its row; page titles, page footers and headers
 * repeated on later pages are left out. Returns rows of text cells for the report reader: the lines
 * above the header as they are, then the header, then the data rows.
 */
export function tableFromPdfPages(pdfPages: readonly PdfPage[]): Cell[][] {
  const pages = pdfPages.map(linesOf);
  splitRunTogetherCells(pages.flat());
  // A header naming the agent is looked for first; a report naming its agents in group headings
  // ("Agent: 40213 SMITH, WILLIAM H") has a header of the rows' own columns only.
  const header =
    findHeader(pages, false) ??
    (pages.some((lines) => lines.some((line) => readGroupHeading(textOf(line), true) !== null))
      ? findHeader(pages, true)
      : null);
  if (!header) {
    // No header: hand the lines over as they are, so the refusal can say what was read.
    return pages.flatMap((lines) => lines.map((line) => cellsOf(line).map((cell) => cell.text)));
  }
  const columns = header.columns;
  const headerBounds = [-Infinity, ...columns.slice(1).map((column, c) => (columns[c]!.x1 + column.x0) / 2), Infinity];
  const fields = columns.map((column) => classifyHeader(column.text).map((candidate) => candidate.field));
  const valueColumns = new Set(fields.flatMap((list, c) => (list.some((f) => VALUE_FIELDS.includes(f)) ? [c] : [])));
  // A date wrapped in a narrow column ("Jan 10," over "2026"): its part alone is no date, and its
  // line no row of its own (each such line was a row error, and its row's date "2026" another).
  const dateColumns = new Set(fields.flatMap((list, c) => (list.includes('date') ? [c] : [])));
  const amountColumns = new Set(fields.flatMap((list, c) => (list.includes('amount') ? [c] : [])));
  const headerKey = columns.map((column) => column.text.toLowerCase()).join('|');
  const headerWords = headerWordsOf(columns.map((column) => column.text));

  const rows: Cell[][] = [];
  const firstPage = pages[header.page]!;
  // The lines above the header as they are; a blank line where the page leaves one, so a title
  // far above the header is never read as a row of it.
  const above = [...firstPage.slice(0, header.line), firstPage[header.line]!];
  above.forEach((line, n) => {
    const previous = above[n - 1];
    if (previous && line.y - previous.y > Math.max(line.size, previous.size) * 2.5) rows.push([]);
    // Not cut at the data's column edges (a title over the rows, "Agent Debit Balance Detail", cut
    // where "Balance" starts a column, read as a header of two cells naming an agent and a balance).
    const uncut = { ...line, pieces: line.pieces.map((piece) => ({ ...piece, cut: undefined })) };
    if (n < header.line) rows.push(cellsOf(uncut).map((cell) => cell.text));
  });
  rows.push(columns.map((column) => column.text));

  const amountIn = (bands: readonly number[]) => (line: Line) =>
    line.pieces.some((piece) => amountColumns.has(columnIndex(piece, bands)) && parseMoneyCents(piece.text) !== null);
  const dataLines = pages.flatMap((lines, page) =>
    page < header.page ? [] : page === header.page ? lines.slice(header.line + header.span) : lines,
  );
  // The data's own rows show where its columns are; a total's label may sit anywhere ("** REPORT
  // TOTAL **" across two columns of a print-out).
  const isDataRow = (line: Line) => amountIn(headerBounds)(line) && !SUMMARY_ROW_PATTERN.test(textOf(line));
  const bounds =
    bandsFromDataBlocks(dataLines, columns.length, isDataRow) ?? boundsFromGutters(dataLines, headerBounds, isDataRow);
  const holdsAmount = amountIn(bounds);
  // A report naming its agents in headings (more than one, so a footer that reads like one is not enough).
  const grouped =
    dataLines.filter((line) => !holdsAmount(line) && isHeadingLine(textOf(line), true, headerWords)).length > 1;
  for (let page = header.page; page < pages.length; page++) {
    const lines = page === header.page ? firstPage.slice(header.line + header.span) : pages[page]!;
    // Below a page's last line with an amount only footers remain, and in a grouped report the
    // heading of a group whose rows begin on the next page.
    const lastAmountY = Math.max(-Infinity, ...lines.filter(holdsAmount).map((line) => line.y));
    const isHeading = (line: Line) => isHeadingLine(textOf(line), !holdsAmount(line), headerWords);
    const read = lines
      .filter(
        (line) =>
          !PAGE_FOOTER.test(textOf(line)) &&
          (line.y <= lastAmountY + line.size * 1.5 || (grouped && !holdsAmount(line) && isHeading(line))),
      )
      .map((line) => {
        const text = textOf(line);
        const heading = isHeading(line);
        const cells = columns.map(() => '');
        if (heading && !holdsAmount(line)) {
          // A heading is one line of text across the table, not cells: kept whole where it starts.
          cells[columnIndex(line.pieces[0]!, bounds)] = headingText(text);
        } else {
          for (const piece of line.pieces) {
            const c = columnIndex(piece, bounds);
            cells[c] = cells[c] ? `${cells[c]} ${piece.text}` : piece.text;
          }
        }
        // Text in text columns only (a name, nothing else) or a date's part alone: part of a cell
        // wrapped over lines. A section's title ("Pending Items") is a line of its own, never part of
        // the name beside it.
        const wrapped =
          !heading &&
          !SUMMARY_ROW_PATTERN.test(text) &&
          !isSectionTitle(text) &&
          !cells.some((cell, c) => cell && valueColumns.has(c) && !(dateColumns.has(c) && !parseReportDate(cell)));
        const label = !heading && !wrapped && SUMMARY_ROW_PATTERN.test(text) && !holdsAmount(line);
        return { line, text, heading, cells, wrapped, label, y: line.y, size: line.size };
      });
    // On a later page the table starts at its first row with an amount (or a group heading); above
    // it are the page's title and the repeated header, and the top of that row's cells when they
    // are centred or aligned to the bottom ("LOPEZ," above the row, "JOHN E" on it; "Total for"
    // above "40233 … 1,646.34").
    let start = page === header.page ? 0 : read.findIndex((entry) => holdsAmount(entry.line) || entry.heading);
    if (start < 0) start = read.length;
    while (
      page !== header.page &&
      start > 0 &&
      (read[start - 1]!.wrapped || read[start - 1]!.label) &&
      read[start]!.y - read[start - 1]!.y <= read[start - 1]!.size * 1.8 &&
      !isHeaderText(read[start - 1]!.text, headerWords)
    ) {
      start--;
    }
    const entries = read
      .slice(start)
      .filter((entry) => entry.cells.map((cell) => cell.toLowerCase()).join('|') !== headerKey);
    rows.push(...joinWrappedLines(withLabelsJoined(entries, valueColumns)));
  }
  return rows;
}
