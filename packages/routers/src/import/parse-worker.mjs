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
  const { default: Papa } = await import('papaparse');
  const decoded = decodeText(data);
  // The line break that ends the last row starts no row of its own (as a spreadsheet reads it).
  const text = decoded.endsWith('\r\n')
    ? decoded.slice(0, -2)
    : decoded.endsWith('\n')
      ? decoded.slice(0, -1)
      : decoded;
  let part = [];
  const send = () => {
    if (part.length) parentPort.postMessage({ part });
    part = [];
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
      part.push(result.data);
      if (part.length === CSV_PART_ROWS) send();
      // The cap's one row over the limit is read, so that the calling side can say the file is too long.
      if (++rows === limits.maxLines) parser.abort();
    },
  });
  if (refusal) throw refusal;
  send();
  return [{ name: null, streamed: true }];
}

/**
 * A sheet's rows with typed cells (numbers and dates as such), except that a number shown with
 * leading zeros (a writing number `000903` stored as 903 with a "000000" format) keeps the text
 * the carrier sees: identifiers are what is shown, not the number behind it.
 */
function sheetRows(XLSX, sheet) {
  const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  const cells = sheet['!data'];
  if (!range || !cells) return rows;
  // The workbook is read dense (rows of cells, a fraction of the memory of one object per address).
  for (let r = range.s.r; r <= range.e.r; r++) {
    const line = cells[r];
    if (!line) continue;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = line[c];
      const shown = typeof cell?.w === 'string' ? cell.w.trim() : '';
      if (cell?.t !== 'n' || !/^0\d+$/.test(shown)) continue;
      const row = rows[r - range.s.r];
      if (row) row[c - range.s.c] = shown;
    }
  }
  return rows;
}

/** Every sheet of an .xlsx or .xls, by name, in workbook order. */
async function readSpreadsheet(data, limits) {
  const XLSX = await import('xlsx');
  let workbook;
  try {
    workbook = XLSX.read(data, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      dense: true,
      sheetRows: limits.maxLines,
    });
  } catch {
    throw new Refusal('The spreadsheet is damaged or not an Excel file and cannot be read');
  }
  const sheets = workbook.SheetNames.filter((name) => workbook.Sheets[name]).map((name) => ({
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

const READERS = { csv: readCsv, xlsx: readSpreadsheet, xls: readSpreadsheet, pdf: readPdfPages };

const { kind, data, limits } = workerData;
READERS[kind](Buffer.from(data), limits).then(
  (rows) => parentPort.postMessage({ ok: true, rows }),
  (error) =>
    parentPort.postMessage({
      ok: false,
      refusal: error instanceof Refusal,
      message: error instanceof Error ? error.message : String(error),
    }),
);
