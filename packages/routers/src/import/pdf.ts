import { classifyHeader } from './header-classify';
import { readGroupHeading } from './group-heading';
import { isSectionTitle } from './report-row-shapes';
import { SUMMARY_ROW_PATTERN, type ReportField } from './report-vocabulary';
import { parseMoneyCents, type Cell } from './values';

/** A piece of text where the PDF puts it: [text, x, y from the top, width, height]. */
export type PdfItem = [string, number, number, number, number];
export type PdfPage = { items: PdfItem[] };

type Piece = { text: string; x0: number; x1: number; y: number; size: number };
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
    line.pieces.sort((a, b) => a.x0 - b.x0);
    line.pieces = withCurrencyJoined(line.pieces);
  }
  return lines;
}

const CURRENCY_SIGN = /^(?:\$|US\$|USD)$/;

/**
 * An accounting format prints the dollar sign at the cell's left edge and the figure at its right
 * ("$      100.00"): the sign belongs to the figure after it, and the figure's place says the column.
 */
function withCurrencyJoined(pieces: Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (next && CURRENCY_SIGN.test(piece.text) && /^[(-]?[\d.,]+\)?-?$/.test(next.text)) {
      joined.push({ ...next, text: `${piece.text}${next.text}` });
      i++;
    } else joined.push(piece);
  }
  return joined;
}

/** Adjacent pieces closer than a space's width or so are one cell ("Balance" "Due"). */
function cellsOf(line: Line): Column[] {
  const cells: Column[] = [];
  for (const piece of line.pieces) {
    const last = cells[cells.length - 1];
    if (last && piece.x0 - last.x1 < piece.size * 0.6) {
      last.text = `${last.text} ${piece.text}`;
      last.x1 = piece.x1;
    } else cells.push({ x0: piece.x0, x1: piece.x1, text: piece.text });
  }
  return cells;
}

function headerScore(columns: readonly Column[]): number {
  const fields = columns.map((column) => classifyHeader(column.text));
  const offered = new Set(fields.flat().map((candidate) => candidate.field));
  if (!offered.has('amount')) return 0;
  if (!['writingNumber', 'npn', 'name', 'lastName'].some((field) => offered.has(field as ReportField))) return 0;
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

/** The header line (or two) of the first page that has one, and the columns it sets. */
function findHeader(pages: Line[][]): { page: number; line: number; span: 1 | 2; columns: Column[] } | null {
  let best: { page: number; line: number; span: 1 | 2; columns: Column[]; score: number } | null = null;
  for (let page = 0; page < pages.length && !best; page++) {
    const lines = pages[page]!;
    for (let line = 0; line < lines.length; line++) {
      const single = cellsOf(lines[line]!);
      const options: { span: 1 | 2; columns: Column[]; score: number }[] = [
        { span: 1, columns: single, score: headerScore(single) },
      ];
      const next = lines[line + 1];
      if (next && next.y - lines[line]!.y < lines[line]!.size * 2) {
        const wrapped = wrapHeader(single, cellsOf(next));
        options.push({ span: 2, columns: wrapped, score: headerScore(wrapped) - 1 });
      }
      for (const option of options) {
        if (option.score > 0 && (!best || option.score > best.score)) best = { page, line, ...option };
      }
    }
  }
  return best;
}

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
 * The table in a PDF, read by column position like a person reads a printout: the header line
 * (wrapped header cells joined) sets the column bands; every piece of text goes to the band it
 * overlaps; a cell wrapped onto the next line joins its row; page titles, page footers and headers
 * repeated on later pages are left out. Returns rows of text cells for the report reader: the lines
 * above the header as they are, then the header, then the data rows.
 */
export function tableFromPdfPages(pdfPages: readonly PdfPage[]): Cell[][] {
  const pages = pdfPages.map(linesOf);
  const header = findHeader(pages);
  if (!header) {
    // No header: hand the lines over as they are, so the refusal can say what was read.
    return pages.flatMap((lines) => lines.map((line) => cellsOf(line).map((cell) => cell.text)));
  }
  const columns = header.columns;
  const bounds = [-Infinity, ...columns.slice(1).map((column, c) => (columns[c]!.x1 + column.x0) / 2), Infinity];
  const fields = columns.map((column) => classifyHeader(column.text).map((candidate) => candidate.field));
  const valueColumns = new Set(fields.flatMap((list, c) => (list.some((f) => VALUE_FIELDS.includes(f)) ? [c] : [])));
  const amountColumns = new Set(fields.flatMap((list, c) => (list.includes('amount') ? [c] : [])));
  const headerKey = columns.map((column) => column.text.toLowerCase()).join('|');

  const rows: Cell[][] = [];
  const firstPage = pages[header.page]!;
  for (const line of firstPage.slice(0, header.line)) rows.push(cellsOf(line).map((cell) => cell.text));
  rows.push(columns.map((column) => column.text));

  const holdsAmount = (line: Line) =>
    line.pieces.some((piece) => amountColumns.has(columnIndex(piece, bounds)) && parseMoneyCents(piece.text) !== null);
  for (let page = header.page; page < pages.length; page++) {
    const lines = page === header.page ? firstPage.slice(header.line + header.span) : pages[page]!;
    // Below a page's last line with an amount only footers remain; above its first (on later
    // pages) only the page title and the repeated header.
    const lastAmountY = Math.max(-Infinity, ...lines.filter(holdsAmount).map((line) => line.y));
    let tableStarted = page === header.page;
    const entries: { cells: string[]; y: number; size: number; wrapped: boolean }[] = [];
    for (const line of lines) {
      const text = line.pieces.map((piece) => piece.text).join(' ');
      if (PAGE_FOOTER.test(text) || line.y > lastAmountY + line.size * 1.5) continue;
      const heading = readGroupHeading(text, !holdsAmount(line)) !== null;
      if (!tableStarted && !holdsAmount(line) && !heading) continue;
      tableStarted = true;
      const cells = columns.map(() => '');
      for (const piece of line.pieces) {
        const c = columnIndex(piece, bounds);
        cells[c] = cells[c] ? `${cells[c]} ${piece.text}` : piece.text;
      }
      if (cells.map((cell) => cell.toLowerCase()).join('|') === headerKey) continue;
      // Text in text columns only (a name, nothing else): part of a cell wrapped over lines. A
      // section's title ("Pending Items") is a line of its own, never part of the name beside it.
      const wrapped =
        !heading &&
        !SUMMARY_ROW_PATTERN.test(text) &&
        !isSectionTitle(text) &&
        !cells.some((cell, c) => cell && valueColumns.has(c));
      entries.push({ cells, y: line.y, size: line.size, wrapped });
    }
    // A wrapped piece joins the row it sits nearest to: the row above when cells are aligned to the
    // top, the row below when (as spreadsheets print by default) they are aligned to the bottom.
    const own = entries.filter((entry) => !entry.wrapped);
    for (const entry of entries.filter((e) => e.wrapped)) {
      const above = own.filter((row) => row.y < entry.y).at(-1);
      const below = own.find((row) => row.y > entry.y);
      const reach = entry.size * 1.8;
      const gapAbove = above ? entry.y - above.y : Infinity;
      const gapBelow = below ? below.y - entry.y : Infinity;
      const target =
        gapBelow <= gapAbove ? (gapBelow <= reach ? below : undefined) : gapAbove <= reach ? above : undefined;
      if (!target) {
        own.push(entry);
        own.sort((a, b) => a.y - b.y);
        continue;
      }
      const before = target === below;
      entry.cells.forEach((cell, c) => {
        if (!cell) return;
        const current = target.cells[c];
        target.cells[c] = !current ? cell : before ? `${cell} ${current}` : `${current} ${cell}`;
      });
    }
    for (const row of own) rows.push(row.cells);
  }
  return rows;
}
