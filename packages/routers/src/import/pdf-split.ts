import { SPACE_MAX, type Piece } from './pdf-pieces';
import { PAGE_FURNITURE_PATTERN } from './report-line-words';

/*
 * Cells a PDF reader ran together. Report engines draw each cell as a text item of its own, but a
 * reader joins items less than about half a letter apart into one run with a space between them:
 * in a report squeezed onto the page, "CB7001" beside "HARRIS, DEBORAH", "450.00" right-aligned
 * against "08/01/2026", two dates side by side. The run's own text cannot say where one cell ends
 * (its space looks like any other), but the page can: every row's names start at the same x, every
 * row's figures end at the same x. Where a word inside a run starts at such a left edge, or the
 * word before it ends at such a right edge, the run is cut into two pieces there, as a person
 * reading down the page would.
 */

/** A line of the page: its pieces left to right, and its text height. */
type Line = { pieces: Piece[]; size: number };

/** Helvetica's advance widths (thousandths of the text size) for ASCII 32–126: the common report font. */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const widthOf = (char: string) => WIDTHS[(char.codePointAt(0) ?? 0) - 32] ?? 556;

/** A figure as report rows print one: the rows holding one show where the columns are. */
const MONEY = /^[(<-]?\$?-?\d{1,3}(?:,?\d{3})*\.\d{2}\)?>?-?$/;

type Word = { text: string; x0: number; x1: number; exactStart: boolean; exactEnd: boolean };

/**
 * The words of a piece and where each lies. Only the piece's ends are known: the words between are
 * placed by the font's widths, scaled to the piece's width (every character alike when the piece
 * is as wide as a monospaced font makes it).
 */
function wordsOf(piece: Piece): Word[] {
  const chars = [...piece.text];
  const width = piece.x1 - piece.x0;
  // A monospaced font's characters are 0.6 of the text size wide, exactly (to the reader's rounding).
  const monospaced = Math.abs(width - chars.length * 0.6 * piece.size) <= 0.01 * piece.size + 0.02;
  const advances = chars.map((char) => (monospaced ? 1 : widthOf(char)));
  const scale = width / advances.reduce((sum, advance) => sum + advance, 0);
  const words: Word[] = [];
  let at = piece.x0;
  let word: Word | null = null;
  chars.forEach((char, i) => {
    const next = at + advances[i]! * scale;
    if (char === ' ') word = null;
    else if (word) {
      word.text += char;
      word.x1 = next;
    } else {
      word = { text: char, x0: at, x1: next, exactStart: i === 0, exactEnd: false };
      words.push(word);
    }
    at = next;
  });
  const last = words[words.length - 1];
  if (last) {
    last.exactEnd = true;
    last.x1 = piece.x1;
  }
  return words;
}

type DataWord = Word & { line: number };

/** The words of the rows holding a figure (a row's amount): these rows show where the columns are. */
function dataWordsOf(lines: readonly Line[]): { words: DataWord[]; rows: number } {
  const data = lines.filter((line) =>
    line.pieces.some((piece) => piece.text.split(' ').some((word) => MONEY.test(word))),
  );
  const words = data.flatMap((line, n) => line.pieces.flatMap(wordsOf).map((word) => ({ ...word, line: n })));
  return { words, rows: data.length };
}

/**
 * The x positions where many figure-holding rows start a word (left edges) or end one (right
 * edges): at least three rows and half of them, and no word of those rows running across it (a
 * surname that many rows share, "Smith, …", starts their first names at one x, but other names
 * run across that x). Positions known exactly (a piece's own ends) win over estimates.
 */
function edgesOf(data: { words: DataWord[]; rows: number }, tolerance: number, side: 'start' | 'end'): number[] {
  const needed = Math.max(3, Math.ceil(data.rows / 2));
  const marks = data.words
    .map((word) => ({
      x: side === 'start' ? word.x0 : word.x1,
      exact: side === 'start' ? word.exactStart : word.exactEnd,
      line: word.line,
    }))
    .sort((a, b) => a.x - b.x);
  const crossed = (x: number) => data.words.some((word) => word.x0 < x - tolerance && word.x1 > x + tolerance);
  const edges: number[] = [];
  let group: typeof marks = [];
  const close = () => {
    if (new Set(group.map((mark) => mark.line)).size >= needed) {
      const exact = group.filter((mark) => mark.exact);
      const from = exact.length ? exact : group;
      const edge = from.reduce((sum, mark) => sum + mark.x, 0) / from.length;
      if (!crossed(edge)) edges.push(edge);
    }
    group = [];
  };
  for (const mark of marks) {
    if (group.length && mark.x - group[group.length - 1]!.x > tolerance) close();
    group.push(mark);
  }
  close();
  return edges;
}

/** Where the rows' words lie across the page, as disjoint spans. */
function coverageOf(words: readonly Word[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const word of [...words].sort((a, b) => a.x0 - b.x0)) {
    const last = spans[spans.length - 1];
    if (last && word.x0 <= last[1]) last[1] = Math.max(last[1], word.x1);
    else spans.push([word.x0, word.x1]);
  }
  return spans;
}

/**
 * Each line's pieces with the runs that span two or more cells cut where the cells meet, and pieces
 * drawn less than a space apart marked as cells of their own where they meet at a column's edge
 * (which would otherwise be joined as one cell's words). A line without a figure (the header, a
 * title) is cut only where the part after the cut stands over the rows' text and lines up with a
 * column: "Agent # Agent Name" over codes and names is two header cells, but "Writing Agent #"
 * over codes that happen to end where "Writing" does is one.
 */
export function splitRunTogetherCells(lines: readonly Line[]): void {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const tolerance = Math.max(1, (sizes[Math.floor(sizes.length / 2)] ?? 10) * 0.25);
  const data = dataWordsOf(lines);
  const starts = edgesOf(data, tolerance, 'start');
  const ends = edgesOf(data, tolerance, 'end');
  if (starts.length === 0 && ends.length === 0) return;
  const near = (edges: readonly number[], x: number) => edges.find((edge) => Math.abs(edge - x) <= tolerance);
  const covered = coverageOf(data.words);
  const overData = (word: { x0: number; x1: number }) => covered.some(([x0, x1]) => x0 < word.x1 && x1 > word.x0);
  /** Whether a cell starts at `next` (the words or pieces after the boundary: `rest`), and the edges met. */
  const boundary = (
    previousEnd: number,
    next: { x0: number; x1: number },
    rest: readonly { x1: number }[],
    holdsFigure: boolean,
  ) => {
    const left = near(starts, next.x0);
    const right = near(ends, previousEnd);
    // A line without a figure is cut where a column's cells start, or where they end when the part
    // after the cut ends where another column's cells end (headers over figures).
    const cuts = holdsFigure
      ? left !== undefined || right !== undefined
      : (left !== undefined || (right !== undefined && rest.some((later) => near(ends, later.x1) !== undefined))) &&
        overData(next);
    return { cuts, left, right };
  };
  for (const line of lines) {
    const holdsFigure = line.pieces.some((piece) => piece.text.split(' ').some((word) => MONEY.test(word)));
    const pieces = line.pieces.flatMap((piece) => {
      if (!piece.text.includes(' ') || PAGE_FURNITURE_PATTERN.test(piece.text)) return [piece];
      const words = wordsOf(piece);
      const cut: Piece[] = [];
      let current: Piece = { ...piece, text: words[0]!.text, x1: words[0]!.x1 };
      for (let w = 1; w < words.length; w++) {
        const word = words[w]!;
        const { cuts, left, right } = boundary(words[w - 1]!.x1, word, words.slice(w), holdsFigure);
        if (!cuts) {
          current.text += ` ${word.text}`;
          current.x1 = word.x1;
          continue;
        }
        // Snapped to the edge found, so the pieces sit where the column's other cells do.
        if (right !== undefined) current.x1 = Math.min(right, word.x0);
        cut.push(current);
        current = { ...piece, text: word.text, x0: Math.max(left ?? word.x0, current.x1), x1: word.x1, cut: true };
      }
      cut.push(current);
      return cut;
    });
    // Pieces of their own less than a space apart ("Agent #" and "Agent Name" drawn 2 points apart).
    for (let p = 1; p < pieces.length; p++) {
      const piece = pieces[p]!;
      const previous = pieces[p - 1]!;
      if (piece.cut || piece.x0 - previous.x1 > piece.size * SPACE_MAX + 0.02) continue;
      let chain = p + 1;
      while (chain < pieces.length && pieces[chain]!.x0 - pieces[chain - 1]!.x1 <= piece.size * SPACE_MAX + 0.02)
        chain++;
      if (boundary(previous.x1, piece, pieces.slice(p, chain), holdsFigure).cuts) pieces[p] = { ...piece, cut: true };
    }
    line.pieces = pieces;
  }
}
