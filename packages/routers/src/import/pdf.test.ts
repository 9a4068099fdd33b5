import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableFromPdfPages, type PdfItem, type PdfPage } from './pdf';
import { readUploadedTable } from './read-file';
import { parseReportTable } from './report-parser';
import { CARRIER_FIXTURES, fixturePath } from '../../../../fixtures';

const FIXTURES = CARRIER_FIXTURES;
const today = new Date(2026, 10, 23);

/**
 * A page of lines, each its cells' texts by x position: 14 points apart unless `ys` says where
 * each line is; 10-point text, 5 points a character wide.
 */
function page(lines: Record<number, string>[], ys?: number[]): PdfPage {
  const items: PdfItem[] = lines.flatMap((line, n) =>
    Object.entries(line).map(([x, text]): PdfItem => [text, Number(x), ys?.[n] ?? 40 + n * 14, text.length * 5, 10]),
  );
  return { items };
}

/** A PDF of one blank page with no text on it, as a scan without text recognition is. */
function pdfWithoutText(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

describe('PDF reports', () => {
  it('refuses a PDF with no text (a scan), saying so rather than "no header row"', async () => {
    await expect(readUploadedTable('scan.pdf', pdfWithoutText(), ['pdf'])).rejects.toThrow(
      /The PDF has no text to read: it may be a scan/,
    );
  });

  it('report-carrier3.pdf reads to exactly the rows of report-carrier3.csv', async () => {
    const fromPdf = parseReportTable(
      await readUploadedTable('report-carrier3.pdf', readFileSync(path.join(FIXTURES, 'report-carrier3.pdf')), ['pdf']),
      today,
    );
    const fromCsv = parseReportTable(
      await readUploadedTable('report-carrier3.csv', readFileSync(path.join(FIXTURES, 'report-carrier3.csv')), ['csv']),
      today,
    );
    const shape = (r: (typeof fromCsv.records)[number]) => [r.writingNumber, r.npn, r.name, r.amountCents, r.ageDays];
    expect(fromPdf.errors).toEqual([]);
    expect(fromPdf.records.map(shape)).toEqual(fromCsv.records.map(shape));
    expect(fromPdf.records).toHaveLength(16);
    expect(fromPdf.records.find((r) => r.npn === '17001073')).toMatchObject({
      writingNumber: 'FO4029',
      name: 'Brown, Elizabeth',
      amountCents: 342755,
    });
  });

  it('reads by column position: page titles, footers, the header repeated on the next page and the Total line left out', () => {
    const table = tableFromPdfPages([
      page([
        { 50: 'Carrier statement' },
        { 50: 'NPN', 120: 'Agent Name', 300: 'Balance', 380: 'Days' },
        { 50: '100', 120: 'Ann One', 300: '$10.00', 380: '5' },
        { 50: '281', 120: 'Whole Dollar', 310: '$281', 380: '7' },
        { 250: 'Page 1 of 2' },
      ]),
      page([
        { 50: 'Carrier statement' },
        { 50: 'NPN', 120: 'Agent Name', 300: 'Balance', 380: 'Days' },
        { 50: '200', 120: 'Bob Two', 300: '$20.00', 380: '15' },
        { 50: 'Total', 300: '$311.00' },
        { 250: 'Page 2 of 2' },
      ]),
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.records.map((r) => [r.npn, r.name, r.amountCents, r.ageDays])).toEqual([
      ['100', 'Ann One', 1000, 5],
      ['281', 'Whole Dollar', 28100, 7],
      ['200', 'Bob Two', 2000, 15],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('keeps a section title on a line of its own, never joined to the name beside it', () => {
    const table = tableFromPdfPages([
      page([
        { 50: 'Agent Name', 200: 'Writing Number', 320: 'Balance' },
        { 50: 'ONE, ANN', 200: 'A1', 320: '10.00' },
        { 50: 'Pending Items' },
        { 50: 'TWO, BO', 200: 'A2', 320: '5.00' },
      ]),
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.records.map((r) => [r.name, r.amountCents])).toEqual([
      ['ONE, ANN', 1000],
      ['TWO, BO', 500],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('reads a grouped PDF whose headings give the name, then the writing number', () => {
    const table = tableFromPdfPages([
      page([
        { 50: 'Policy', 150: 'Insured Name', 320: 'Chargeback Amount' },
        { 50: 'SMITH, WILLIAM H (40213)' },
        { 50: 'LB1001', 150: 'DOE, JANE', 330: '250.00' },
        { 50: 'Total for SMITH, WILLIAM H (40213)', 330: '250.00' },
        { 50: 'Agent: KING, ANN (Writing #40216)' },
        { 50: 'LB5001', 150: 'ASH, DI', 330: '5.25' },
      ]),
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['40213', 'SMITH, WILLIAM H', 25000],
      ['40216', 'KING, ANN', 525],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('gives a dollar sign printed at the left edge of an accounting cell to the figure after it', () => {
    const table = tableFromPdfPages([
      page([
        { 50: 'NPN', 120: 'Agent Name', 220: 'Chargeback Date', 400: 'Balance Due' },
        { 50: '100', 120: 'Ann One', 220: '09/01/2026', 330: '$', 420: '100.00' },
        { 50: '200', 120: 'Bo Two', 220: '09/02/2026', 330: '$', 410: '(40.00)' },
        { 120: 'Grand Total', 330: '$', 420: '60.00' },
      ]),
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.records.map((r) => [r.npn, r.amountCents, r.ageDays])).toEqual([
      ['100', 10000, 83],
      ['200', -4000, 82],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('keeps a data line that happens to contain column words, and splits cells run together with wide spaces', () => {
    const table = tableFromPdfPages([
      page([
        { 50: 'NPN', 120: 'Name', 300: 'Balance' },
        { 50: '300', 120: 'Amount Name', 300: '$5.00' },
        { 50: '400      Wide Spaced', 300: '$6.00' },
      ]),
    ]);
    expect(parseReportTable(table, today).records).toMatchObject([
      { npn: '300', name: 'Amount Name', amountCents: 500 },
      { npn: '400', name: 'Wide Spaced', amountCents: 600 },
    ]);
  });

  it('joins header cells wrapped over two lines, and a data cell wrapped onto the next line (cells aligned to the top)', () => {
    const table = tableFromPdfPages([
      page(
        [
          { 50: 'Writing', 120: 'Agent', 300: 'Balance' },
          { 50: 'Agent #', 120: 'Name', 220: 'NPN', 300: 'Due' },
          { 50: 'FO1', 120: 'Washington-Smythe,', 220: '1700001', 300: '$1,000.00' },
          { 120: 'Georgiana T' },
          { 50: 'FO2', 120: 'Lee, Pat', 220: '1700002', 300: '($5.00)' },
        ],
        [40, 51, 66, 77, 92],
      ),
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.layout.columns).toMatchObject({
      writingNumber: 'Writing Agent #',
      name: 'Agent Name',
      amount: 'Balance Due',
    });
    expect(parsed.records.map((r) => [r.writingNumber, r.npn, r.name, r.amountCents])).toEqual([
      ['FO1', '1700001', 'Washington-Smythe, Georgiana T', 100000],
      ['FO2', '1700002', 'Lee, Pat', -500],
    ]);
  });

  it('joins a wrapped cell to the row below when cells are aligned to the bottom, as spreadsheets print', () => {
    const table = tableFromPdfPages([
      page(
        [
          { 50: 'NPN', 120: 'Agent Name', 300: 'Balance' },
          { 50: '100', 120: 'Ann One', 300: '$1.00' },
          { 120: 'Williams-Brown,' },
          { 50: '200', 120: 'John C', 300: '$2.00' },
        ],
        [40, 53, 66, 77],
      ),
    ]);
    expect(parseReportTable(table, today).records.map((r) => [r.npn, r.name])).toEqual([
      ['100', 'Ann One'],
      ['200', 'Williams-Brown, John C'],
    ]);
  });

  it.each([
    'statement-portrait.pdf',
    'statement-landscape.pdf',
    // Printed by Chromium: headers centred over their columns and wrapped over two or three lines,
    // names centred vertically (their first line above the row, the rest below), the browser's own
    // date and page lines; and landscape with headers at their column's left edge over figures
    // aligned to the right.
    'statement-browser.pdf',
    'statement-browser-landscape.pdf',
  ])('%s (printed over several pages, wrapped headers and names) reads exactly as its CSV', async (file) => {
    const dir = fixturePath('pdf-layouts');
    const fromPdf = parseReportTable(await readUploadedTable(file, readFileSync(path.join(dir, file)), ['pdf']), today);
    const csv = readFileSync(path.join(dir, 'statement.csv'));
    const fromCsv = parseReportTable(await readUploadedTable('statement.csv', csv, ['csv']), today);
    const shape = (r: (typeof fromCsv.records)[number]) => [r.writingNumber, r.npn, r.name, r.amountCents, r.ageDays];
    expect(fromCsv.records).toHaveLength(140);
    expect(fromPdf.errors).toEqual([]);
    expect(fromPdf.layout.columns).toEqual(fromCsv.layout.columns);
    expect(fromPdf.records.map(shape)).toEqual(fromCsv.records.map(shape));
  });

  it('narrow-names.pdf: names wrapped over two and three lines (aligned to the bottom) stay with their own row', async () => {
    // LibreOffice prints the top of a wrapped name above its row, a row's padding further from the
    // row before: "Smith, James" (over "A") was read into the header and "Williams-" joined the
    // row above, so people were imported as "A" and "Johnson, Mary B Williams-".
    const dir = fixturePath('pdf-layouts');
    const read = async (file: string, type: string) =>
      parseReportTable(await readUploadedTable(file, readFileSync(path.join(dir, file)), [type]), today);
    const fromPdf = await read('narrow-names.pdf', 'pdf');
    const fromCsv = await read('narrow-names.csv', 'csv');
    const shape = (r: (typeof fromCsv.records)[number]) => [r.writingNumber, r.npn, r.name, r.amountCents];
    expect(fromPdf.errors).toEqual([]);
    expect(fromPdf.layout.columns).toEqual(fromCsv.layout.columns);
    expect(fromPdf.records.map(shape)).toEqual(fromCsv.records.map(shape));
    const balance = (code: string) =>
      fromPdf.records.filter((r) => r.writingNumber === code).reduce((sum, r) => sum + r.amountCents, 0);
    // By hand: 900.00 CR + $683.80 + $2,267.60; 741.62 CR + $842.18 + $2,425.98.
    expect([balance('AG700'), balance('AG702')]).toEqual([205140, 252654]);
    expect(new Set(fromPdf.records.filter((r) => r.writingNumber === 'AG702').map((r) => r.name))).toEqual(
      new Set(['Williams-Brown, Robert C']),
    );
  });

  it('grouped-footer.pdf: a grouped report in narrow columns with a page footer reads as its CSV, each total once', async () => {
    // LibreOffice wraps "Total for 40100" in the narrow Policy column, "Total for" above the line
    // with the figure, which was then read as one more policy (the agent's debt counted twice);
    // its footer's "Page 1 of 4" comes as four words, whose "4" read as an amount; and the title
    // "Agent Debit Balance Detail", cut where a column starts, was taken for the header.
    const dir = fixturePath('pdf-layouts');
    const read = async (file: string, type: string) =>
      parseReportTable(await readUploadedTable(file, readFileSync(path.join(dir, file)), [type]), today);
    const fromPdf = await read('grouped-footer.pdf', 'pdf');
    const fromCsv = await read('grouped-footer.csv', 'csv');
    const shape = (r: (typeof fromCsv.records)[number]) => [r.writingNumber, r.name, r.amountCents, r.ageDays];
    expect(fromPdf.errors).toEqual([]);
    expect(fromPdf.records.map(shape)).toEqual(fromCsv.records.map(shape));
    const balance = (code: string) =>
      fromPdf.records.filter((r) => r.writingNumber === code).reduce((sum, r) => sum + r.amountCents, 0);
    // By hand: (400.00) + 367.21; 981.57 + (51.22) + 715.99 (its "Total for" begins page 4).
    expect([balance('40100'), balance('40233')]).toEqual([-3279, 164634]);
  });

  it('wrapped-dates.pdf: a date wrapped in a narrow column ("Jan 10," above "2026") stays one date of its row', async () => {
    // Each "Jan 10," line was read as a row with no one on it and each row's date as "2026": the
    // whole report was refused row by row (landscape, a long preamble, an empty unlabelled column).
    const dir = fixturePath('pdf-layouts');
    const read = async (file: string, type: string) =>
      parseReportTable(await readUploadedTable(file, readFileSync(path.join(dir, file)), [type]), today);
    const fromPdf = await read('wrapped-dates.pdf', 'pdf');
    const fromCsv = await read('wrapped-dates.csv', 'csv');
    const shape = (r: (typeof fromCsv.records)[number]) => [r.writingNumber, r.name, r.amountCents, r.ageDays];
    expect(fromPdf.errors).toEqual([]);
    expect(fromPdf.layout.columns).toEqual(fromCsv.layout.columns);
    expect(fromPdf.records.map(shape)).toEqual(fromCsv.records.map(shape));
    const f1000 = fromPdf.records.filter((r) => r.writingNumber === 'F1000');
    // By hand: (600.00) on Jan 10, 901.75, (596.50); Jan 10, 2026 is 317 days before Nov 23, 2026.
    expect(f1000.reduce((sum, r) => sum + r.amountCents, 0)).toBe(-29475);
    expect(f1000[0]!.ageDays).toBe(317);
  });

  it('a grouped report (the agent named in a heading, a header of the rows own columns) leaves out page lines', () => {
    const header = { 40: 'Policy', 120: 'Insured', 250: 'Issue Date', 400: 'Amount' };
    const table = tableFromPdfPages([
      page(
        [
          { 40: 'Royal Example Life - Agent Debit Balance Detail' },
          header,
          { 40: 'Agent: 40213 SMITH, WILLIAM H' },
          { 40: 'P100', 120: 'Davis, Robert', 250: '2/15/2026', 405: '212.03' },
          { 40: 'P101', 120: 'Smith, Mary', 250: '8/21/2026', 410: '8.28-' },
          { 40: 'Total for Agent 40213', 405: '203.75' },
          { 40: 'file:///statement.html', 450: '1/2' },
        ],
        [20, 40, 54, 68, 82, 96, 760],
      ),
      page(
        [
          { 40: '11/27/26, 7:31 AM' },
          header,
          { 40: 'P102', 120: 'Jones, Pat', 250: '9/19/2026', 410: '31.07' },
          { 40: 'Agent: 40300 LEE, ANN' },
          { 40: 'P200', 120: 'Lee, Tom', 250: '1/16/2026', 405: '831.05' },
          { 40: 'Report Total', 400: '1,065.87' },
          { 40: 'file:///statement.html', 450: '2/2' },
        ],
        [12, 40, 54, 68, 82, 96, 760],
      ),
    ]);
    const read = parseReportTable(table, today);
    expect(read.errors).toEqual([]);
    expect(read.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['40213', 21203],
      ['40213', -828],
      ['40213', 3107],
      ['40300', 83105],
    ]);
  });

  it('refuses a damaged PDF with a clear message', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    await expect(readUploadedTable('r.pdf', damaged, ['pdf'])).rejects.toThrow(/PDF is damaged or cannot be read/);
  });
});
