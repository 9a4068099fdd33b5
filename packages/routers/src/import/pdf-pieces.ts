/**
 * A piece of text on a PDF page: where it starts and ends, its baseline and its text height;
 * `cut` when it was cut from the run before it at a column's edge (pdf-split.ts), so it starts a
 * cell however close it sits.
 */
export type Piece = { text: string; x0: number; x1: number; y: number; size: number; cut?: true };

/**
 * Pieces that touch are one word split by the engine ("SMI" + "TH", "1,2" + "34.56"): report
 * engines write a run in parts at kerning pairs, font changes or clipping boxes, and a PDF reader
 * keeps the parts apart when each is a text object of its own. Any gap narrower than a tenth of
 * the text height is no space (a space is a quarter of it or more); a small overlap is kerning.
 */
const TOUCHING_GAP = 0.1;
const KERNING_OVERLAP = 0.25;

/**
 * A rule drawn with characters, as mainframe print-outs underline their headers ("---------",
 * "=========="): no text of the table.
 */
const RULE = /^(?:-{3,}|={3,}|_{3,})$/;

/**
 * Pieces at most a space apart are one cell's words ("Balance" "Due"). The widest space is a
 * monospaced font's, 0.6 of the text height ("LAST PMT" printed by a mainframe in Courier), as far
 * as PDF readers themselves join text with a space (positions are rounded to a hundredth of a point).
 */
export const SPACE_MAX = 0.6;

const CURRENCY_SIGN = /^(?:\$|US\$|USD)$/;
const FIGURE = /^[(-]?[\d.,]+\)?-?$/;
const PAGE_WORD = /^page:?$/i;

/** A line's pieces, left to right, as the table's cells will be read from them. */
export function tidyPieces(sorted: readonly Piece[]): Piece[] {
  return withPageNumbersJoined(
    withCurrencyJoined(withTouchingJoined(sorted.filter((piece) => !RULE.test(piece.text)))),
  );
}

/** Text of one size (readers round heights; a footnote mark's is far smaller). */
const sameSize = (a: Piece, b: Piece) => Math.abs(a.size - b.size) <= Math.max(a.size, b.size) * 0.05;

function withTouchingJoined(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const last = joined[joined.length - 1];
    const gap = last ? piece.x0 - last.x1 : Infinity;
    if (last && gap < piece.size * TOUCHING_GAP && gap > -piece.size * KERNING_OVERLAP && sameSize(piece, last)) {
      joined[joined.length - 1] = { ...last, text: `${last.text}${piece.text}`, x1: piece.x1 };
    } else joined.push({ ...piece });
  }
  return joined;
}

/**
 * An accounting format prints the dollar sign at the cell's left edge and the figure at its right
 * ("$      100.00"): the sign belongs to the figure after it, and the figure's place says the column.
 */
function withCurrencyJoined(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (next && CURRENCY_SIGN.test(piece.text) && FIGURE.test(next.text)) {
      joined.push({ ...next, text: `${piece.text}${next.text}` });
      i++;
    } else joined.push(piece);
  }
  return joined;
}

const PAGE_NUMBER = /^\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/**
 * "PAGE" and its number are one piece however far apart a print-out spaces them ("PAGE    2"):
 * the number alone would read as an amount where it sits over a money column. A page count comes
 * with it, "Page 1 of 4" whether one piece or four (LibreOffice draws a footer's page-number and
 * page-count fields and the words between them each on their own): the "4" alone read as $4.00.
 */
function withPageNumbersJoined(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    let taken = 0;
    if (PAGE_WORD.test(piece.text)) {
      for (let k = 1; k <= 3 && i + k < pieces.length; k++) {
        const number = pieces
          .slice(i + 1, i + 1 + k)
          .map((next) => next.text)
          .join(' ');
        if (PAGE_NUMBER.test(number)) taken = k;
      }
    }
    if (taken === 0) {
      joined.push(piece);
      continue;
    }
    const number = pieces.slice(i + 1, i + 1 + taken);
    joined.push({ ...piece, text: [piece, ...number].map((part) => part.text).join(' '), x1: number.at(-1)!.x1 });
    i += taken;
  }
  return joined;
}
