// The parsing worker, in plain JavaScript on purpose: it runs unchanged under tsx, vitest and node,
// and starts in about a tenth of the time a TypeScript worker needs (registering tsx in a thread
// makes loading pdf.js and SheetJS take seconds). It only turns the file's bytes into rows of cells
// (or a PDF's positioned text items); reading those rows as a report or an agent list is TypeScript on the
// calling side. Refusals are posted back as { ok: false, refusal: true, message } and become 400s.
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';
import iconv from 'iconv-lite';
import { parentPort, workerData } from 'node:worker_threads';

class Refusal extends Error {}

// A spare worker is started before the upload it reads arrives (parse-in-worker.ts): the CSV reader,
// small and the most used, loads meanwhile (20-50 ms, then not on the upload's time). SheetJS (~10 MB
// more to hold while idle) and pdf.js load when their file comes, as in a worker started for a file.
// A failed load fails the read that awaits it, not the idle worker.
const loading = workerData?.preload ? { papaparse: import('papaparse') } : {};
for (const module of Object.values(loading)) module.catch(() => {});

/**
 * UTF-16 when a byte-order mark says so (Excel's "Unicode Text"), UTF-8 (with or without BOM), or
 * Windows-1252 when the bytes are not valid UTF-8.
 */
function decodeText(data) {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    // Not TextDecoder: Node 20's 'windows-1252' decodes as Latin-1, so a curly apostrophe (0x92) or
    // an en dash (0x96) would become a control character and a name or a minus would not read.
    return iconv.decode(data, 'windows-1252');
  }
}

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * The delimiter of a "CSV" as exported: commas usually, but semicolons, tabs or pipes from some
 * systems. Each candidate is scored by how many of the first lines it splits into the same number
 * of fields (quoted text aside): a table's rows agree, a title or a stray comma does not. Commas on a tie.
 */
function guessDelimiter(text) {
  // Quoted text is taken out before the lines are split: a quoted cell may hold line breaks.
  const lines = text
    .slice(0, 200_000)
    .replace(/"[^"]*"/g, '')
    .split(/\r?\n/, 60);
  let best = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const tally = new Map();
    for (const line of lines) {
      const count = line.split(delimiter).length - 1;
      if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
    }
    const score = Math.max(0, ...tally.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * `="000903"`: how many systems write a cell to a CSV so that Excel keeps its leading zeros (a
 * writing number, an NPN, a ZIP code). The cell is the text inside; read as written, the column of
 * writing numbers would not be one. `'001001` is the other way (Excel's text prefix, which some
 * exports write out): a code after an apostrophe (digits, letters and dashes, no space) is the code.
 * Names are left as written ("'T HOOFT, ANN" has a space).
 */
const APOSTROPHE_CODE = /^'[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/;

function unwrapFormulaText(row) {
  for (let c = 0; c < row.length; c++) {
    const cell = row[c];
    if (cell.length >= 3 && cell.charCodeAt(0) === 61 && cell.charCodeAt(1) === 34 && cell.endsWith('"')) {
      row[c] = cell.slice(2, -1).replaceAll('""', '"');
    } else if (cell.length >= 2 && cell.charCodeAt(0) === 39 && APOSTROPHE_CODE.test(cell)) {
      row[c] = cell.slice(1);
    }
  }
  return row;
}

/** The separators of a part sent as text (see readCsv): the ASCII unit and record separators. */
const CELL = '\u001f';
const ROW = '\u001e';

/** Rows of a CSV are sent to the calling side this many at a time, as they are read. */
const CSV_PART_ROWS = 5000;
/** Longer than this, a "row" is not a table's row but a damaged file or a hostile one. */
const MAX_ROW_CHARS = 1_000_000;

/**
 * A CSV is one sheet without a name. Papa Parse reads it row by row (three times the speed of
 * csv-parse on a 100,000-row report here); the rows go to the calling side in parts as they are
 * read, so this thread never holds the whole table (tens of megabytes) while the calling side
 * builds its own copy; the final reply says the sheet's rows were streamed. Unbalanced or
 * malformed quotes refuse the file: reading on would shift every later cell.
 */
async function readCsv(data, limits) {
  const { default: Papa } = await (loading.papaparse ?? import('papaparse'));
  const decoded = decodeText(data);
  // The line break that ends the last row starts no row of its own (as a spreadsheet reads it).
  const text = decoded.endsWith('\r\n')
    ? decoded.slice(0, -2)
    : decoded.endsWith('\n')
      ? decoded.slice(0, -1)
      : decoded;
  let part = [];
  // A part goes as one text, its rows and cells between separators no cell holds (the calling side
  // splits it again): cloning a hundred thousand small strings one by one cost the calling side more
  // than the reading itself. A part with a cell holding a separator goes as rows of cells.
  let plain = true;
  const send = () => {
    if (part.length) {
      parentPort.postMessage(plain ? { text: part.map((row) => row.join(CELL)).join(ROW) } : { part });
    }
    part = [];
    plain = true;
  };
  let rows = 0;
  let rowStart = 0;
  let refusal = null;
  Papa.parse(text, {
    delimiter: guessDelimiter(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      const [error] = result.errors;
      const length = result.meta.cursor - rowStart;
      rowStart = result.meta.cursor;
      if (error || length > MAX_ROW_CHARS) {
        const reason = error
          ? error.message
          : `a row is longer than ${MAX_ROW_CHARS.toLocaleString('en-US')} characters`;
        refusal = new Refusal(`The CSV file cannot be read: ${reason} (row ${rows + 1})`);
        parser.abort();
        return;
      }
      const row = unwrapFormulaText(result.data);
      if (plain) for (const cell of row) if (cell.includes(CELL) || cell.includes(ROW)) plain = false;
      part.push(row);
      if (part.length === CSV_PART_ROWS) send();
      // The cap's one row over the limit is read, so that the calling side can say the file is too long.
      if (++rows === limits.maxLines) parser.abort();
    },
  });
  if (refusal) throw refusal;
  send();
  return [{ name: null, streamed: true }];
}

/** Excel's error values by code, for an error cell read without its text. */
const ERROR_TEXTS = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

/**
 * A number shown with a ledger mark its format puts beside the figure: `#,##0.00 "CR"` shows 40 as
 * "40.00 CR". A number cell's shown text has letters only where its format writes them, so the mark
 * in the shown text is the format's.
 */
const LEDGER_MARK = /^(?:CR|DR)(?=[\s\d$(+-])|[\s\d).-](?:CR|DR)$/i;

/**
 * A number that is money, never an identifier (an NPN, a writing number): a fraction, below zero,
 * or shown with a currency sign, parentheses, thousands or cents ("1.99E+07", an NPN Excel shortened, aside).
 */
function isMoneyFigure(cell) {
  if (cell.t !== 'n' || typeof cell.v !== 'number') return false;
  if (!Number.isInteger(cell.v) || cell.v < 0) return true;
  const shown = typeof cell.w === 'string' ? cell.w : '';
  return /[$€£¥(,]|\.\d|CR|DR/i.test(shown) && !/E[+-]\d/i.test(shown);
}

/**
 * A row that adds up others (as report-line-words.ts's SUMMARY_ROW_PATTERN reads a row as a total):
 * not a row of the agent's own, whatever cell is merged over it.
 */
const TOTAL_WORDS = /\b(?:sub-?\s*totals?|totals?|sum|(?:balance|bal|brought|carried|carry)\s+(?:forward|fwd|over))\b/i;

/**
 * What a person sees in a number cell where the value SheetJS gives is not it, or null when the value is:
 * - a number shown with leading zeros (a writing number `000903` stored as 903 with a "000000"
 *   format): identifiers are what is shown, not the number behind them;
 * - a number its format marks CR or DR ("40.00 CR"): the mark is part of the amount, and the
 *   reader's ledger-mark rule reads it (a CR is a credit). Other formats leave the number, every digit of it.
 */
function shownText(cell) {
  if (cell.t !== 'n' || typeof cell.w !== 'string') return null;
  const shown = cell.w.trim();
  if (/^0\d+$/.test(shown)) return shown;
  // Cheaply first: most numbers show no letter at either end.
  const first = shown.charAt(0).toUpperCase();
  const last = shown.charAt(shown.length - 1).toUpperCase();
  return (first === 'C' || first === 'D' || last === 'R') && LEDGER_MARK.test(shown) ? shown : null;
}

/**
 * An error cell's text (#N/A, #DIV/0!), which SheetJS gives as empty; null for an error cell
 * without a value (a formula saved without its result), which holds nothing.
 */
function errorText(cell) {
  return typeof cell.w === 'string' && cell.w ? cell.w : (ERROR_TEXTS[cell.v] ?? null);
}

/**
 * The cells a person reads in every row a vertical merge spans (several rows of one column, or a
 * block's first column): the writing number, name and NPN merged down over an agent's policy rows
 * hold their value in each of them, as its top cell does. Only in rows of figures (a number or a
 * date beside it), the data rows: a header's rows hold words, and a two-row header's cells merged
 * down over both rows are read by the header logic as they are (as are merges across columns:
 * titles and group headings). Not in a row that adds up others (a Total's row stays a total); and
 * a merged amount is not repeated: one balance shown over an agent's rows is owed once, not once a
 * row, so the rows beneath its top read 0.
 */
function fillVerticalMerges(merges, cells, rows) {
  if (!merges) return;
  const isDataRow = new Map();
  // Read from the cells as SheetJS typed them: a row of figures is one of typed numbers or dates.
  const dataRow = (r) => {
    if (!isDataRow.has(r)) {
      let figures = false;
      let total = false;
      for (const cell of cells[r] ?? []) {
        if (!cell) continue;
        if (cell.t === 'n' || cell.t === 'd') figures = true;
        else if (cell.t === 's' && typeof cell.v === 'string' && TOTAL_WORDS.test(cell.v)) total = true;
      }
      isDataRow.set(r, figures && !total);
    }
    return isDataRow.get(r);
  };
  for (const { s, e } of merges) {
    if (e.r <= s.r || !rows[s.r]) continue;
    const top = cells[s.r]?.[s.c];
    if (!top) continue;
    if (isMoneyFigure(top)) {
      // One balance over an agent's rows is owed once: the rows beneath its top add nothing (0), and
      // are not rows whose amount could not be read.
      for (let r = s.r + 1; r <= e.r && r < rows.length; r++) {
        if (dataRow(r) && (rows[r][s.c] === null || rows[r][s.c] === undefined || rows[r][s.c] === ''))
          rows[r][s.c] = 0;
      }
      continue;
    }
    const value = rows[s.r][s.c];
    if (value === null || value === undefined || value === '') continue;
    for (let r = s.r + 1; r <= e.r && r < rows.length; r++) if (dataRow(r)) rows[r][s.c] = value;
  }
}

/**
 * A sheet's rows with typed cells (numbers and dates as such), from the sheet's first row and
 * column (row N of the sheet is row N of the rows, so a row error names the row a person sees),
 * with the text a person sees where it differs (shownText) and vertical merges filled
 * (fillVerticalMerges). An error cell (#N/A, #DIV/0!) in a column of money (an amount) is its
 * text, so that the row error quotes it; elsewhere it stays empty, as before: a name or a writing
 * number whose lookup failed is no one's name or number.
 */
function sheetRows(XLSX, sheet) {
  // A sheet without a cell: no rows (read whatever its size, it has a one-cell range).
  if (!sheet['!ref'] || (sheet['!data'] && !sheet['!data'].some(Boolean))) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  range.s.r = 0;
  range.s.c = 0;
  const cells = sheet['!data'];
  const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true, range });
  if (!cells) return rows;
  const moneyColumns = [];
  // Where the error cells are, as row and column pairs (a sheet of them stays small).
  const errors = [];
  // The workbook is read dense (rows of cells, a fraction of the memory of one object per address).
  for (let r = 0; r <= range.e.r && r < rows.length; r++) {
    const line = cells[r];
    if (!line) continue;
    for (let c = 0; c < line.length && c <= range.e.c; c++) {
      const cell = line[c];
      if (!cell) continue;
      if (cell.t === 'e') {
        errors.push(r, c);
        continue;
      }
      if (!moneyColumns[c] && isMoneyFigure(cell)) moneyColumns[c] = true;
      const shown = shownText(cell);
      if (shown !== null) rows[r][c] = shown;
    }
  }
  for (let i = 0; i < errors.length; i += 2) {
    const r = errors[i];
    const c = errors[i + 1];
    const text = moneyColumns[c] ? errorText(cells[r][c]) : null;
    if (text !== null) rows[r][c] = text;
  }
  fillVerticalMerges(sheet['!merges'], cells, rows);
  return rows;
}

/** Whether a sheet is hidden ("hidden" or "veryHidden" in the workbook): a person never reads it. */
function isHidden(workbook, index, name) {
  const props = workbook.Workbook?.Sheets ?? [];
  const own = props[index]?.name === name ? props[index] : props.find((sheet) => sheet?.name === name);
  return Boolean((own ?? props[index])?.Hidden);
}

/**
 * Every sheet of an .xlsx or .xls a person sees, by name, in workbook order: hidden sheets (last
 * month's figures kept out of sight) are left out, unless every sheet is hidden. Every cell is read,
 * whatever size the sheet records for itself (`<dimension>`, which some writers leave stale): as Excel does.
 */
async function readSpreadsheet(data, limits, markup = false) {
  const XLSX = await import('xlsx');
  let workbook;
  try {
    // An HTML table's cells are read as the text shown (raw), as a CSV's are: "000903" keeps its
    // zeros and "(45.00)" is read by the report's own money reading, not SheetJS's guess.
    workbook = XLSX.read(markup ? decodeText(data) : data, {
      type: markup ? 'string' : 'buffer',
      raw: markup,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      dense: true,
      nodim: true,
      sheetRows: limits.maxLines,
    });
  } catch {
    throw new Refusal('The spreadsheet is damaged or not an Excel file and cannot be read');
  }
  const present = workbook.SheetNames.map((name, index) => ({ name, index })).filter(
    ({ name }) => workbook.Sheets[name],
  );
  const visible = present.filter(({ name, index }) => !isHidden(workbook, index, name));
  const sheets = (visible.length ? visible : present).map(({ name }) => ({
    name,
    rows: sheetRows(XLSX, workbook.Sheets[name]),
  }));
  if (sheets.length === 0) throw new Refusal('The spreadsheet has no sheets');
  return sheets;
}

/**
 * The text of a PDF as positioned items, page after page: [text, x, y, width, height] with y
 * measured down from the page's top. No scripts run (isEvalSupported: false). Columns are found
 * from these positions on the calling side.
 */
async function readPdfPages(data, limits) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
    if (doc.numPages > limits.maxPdfPages) throw new Refusal(`The PDF has more than ${limits.maxPdfPages} pages`);
    const pages = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const { height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = [];
      for (const item of content.items) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform;
        const size = item.height || Math.abs(item.transform[3]) || 10;
        items.push([item.str, round(x), round(height - y - size), round(item.width), round(size)]);
      }
      pages.push({ items });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(
      error?.name === 'PasswordException'
        ? 'The PDF is password-protected; export it again without a password, or upload the report as CSV or Excel'
        : 'The PDF is damaged or cannot be read; upload the report as CSV or Excel instead',
    );
  } finally {
    await doc?.destroy().catch(() => undefined);
  }
}

const round = (value) => Math.round(value * 100) / 100;

/** A character reference SheetJS leaves in an HTML cell's text (it decodes `&amp;` and `&nbsp;` only). */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * An HTML table or Excel 2003 XML saved under an Excel name, as web portals export "Excel" files.
 * Character references are read as the characters a browser shows ("O&#39;NEIL" is O'NEIL, "&Ntilde;" Ñ).
 */
async function readMarkup(data, limits) {
  const { decodeHTML } = await import('entities');
  const sheets = await readSpreadsheet(data, limits, true);
  for (const sheet of sheets) {
    for (const row of sheet.rows) {
      for (let c = 0; c < row.length; c++) {
        const cell = row[c];
        if (typeof cell === 'string' && CHARACTER_REFERENCE.test(cell)) row[c] = decodeHTML(cell);
      }
    }
  }
  return sheets;
}

const READERS = { csv: readCsv, xlsx: readSpreadsheet, xls: readSpreadsheet, markup: readMarkup, pdf: readPdfPages };

/** Reads the one file this worker is for. */
function read({ kind, data, limits }) {
  // The message's bytes are this thread's own copy: viewed, not copied again.
  return READERS[kind](Buffer.from(data.buffer, data.byteOffset, data.byteLength), limits);
}

// The file comes in the first message (a worker is started before the upload it reads arrives).
parentPort.once('message', (job) =>
  read(job).then(
    (rows) => parentPort.postMessage({ ok: true, rows }),
    (error) =>
      parentPort.postMessage({
        ok: false,
        refusal: error instanceof Refusal,
        message: error instanceof Error ? error.message : String(error),
      }),
  ),
);
