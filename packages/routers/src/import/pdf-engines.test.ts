import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../../fixtures';
import { tableFromPdfPages, type PdfItem, type PdfPage } from './pdf';
import { readUploadedTable } from './read-file';
import { parseReportTable } from './report-parser';

const today = new Date(2026, 10, 23);

/** A text item as a report engine draws it: 10-point text, 5 points a character unless `width` says. */
const item = (text: string, x: number, y: number, width = text.length * 5): PdfItem => [text, x, y, width, 10];
/** Right-aligned: the item ends at x. */
const right = (text: string, x: number, y: number): PdfItem => item(text, x - text.length * 5, y);
const pageOf = (...items: PdfItem[]): PdfPage => ({ items });
const read = (...pages: PdfPage[]) => parseReportTable(tableFromPdfPages(pages), today);
const shape = (report: ReturnType<typeof read>) => report.records.map((r) => [r.writingNumber, r.name, r.amountCents]);

describe('PDF reports drawn by report engines (Crystal, SSRS, Jasper, mainframe print-outs)', () => {
  it('joins a name or figure drawn in touching pieces ("SMI" + "TH"), as engines split runs at kerning pairs', () => {
    const report = read(
      pageOf(
        item('Rep Number', 40, 40),
        item('Representative Name', 130, 40),
        right('Advance Balance', 500, 40),
        item('FO-5100', 40, 60),
        item('SMI', 130, 60),
        item('TH, WIL', 145, 60),
        item('LIAM H', 179.5, 60),
        right('34.56', 500, 60),
        item('1,2', 460, 60),
      ),
    );
    expect(report.errors).toEqual([]);
    expect(shape(report)).toEqual([['FO-5100', 'SMITH, WILLIAM H', 123456]]);
  });

  it('reads the second line of a two-line header repeated on the next page as the header, not a group heading', () => {
    const header = (y: number) => [
      item('Writing', 40, y),
      item('Agent #', 40, y + 10),
      item('Agent Name', 120, y + 10),
      right('Debit Balance', 500, y + 10),
    ];
    const report = read(
      pageOf(...header(40), item('AF1', 40, 70), item('ONE, ANN', 120, 70), right('10.00', 500, 70)),
      pageOf(...header(40), item('AF2', 40, 70), item('TWO, BO', 120, 70), right('(5.00)', 500, 70)),
    );
    expect(report.errors).toEqual([]);
    expect(shape(report)).toEqual([
      ['AF1', 'ONE, ANN', 1000],
      ['AF2', 'TWO, BO', -500],
    ]);
  });

  it("keeps a group's heading left alone at the foot of a page, and reads its repeat marked (continued)", () => {
    const header = [item('Policy', 40, 40), item('Insured', 120, 40), right('Chargeback Amount', 500, 40)];
    const report = read(
      pageOf(
        ...header,
        item('Agent: 40213  SMITH, WILLIAM H', 30, 60),
        item('P100', 40, 75),
        item('DOE, JANE', 120, 75),
        right('$412.50', 500, 75),
        right('Agent Total:', 420, 90),
        right('$412.50', 500, 90),
        item('Agent: 40301  NGUYEN, BAO', 30, 110),
        item('Confidential', 30, 750),
      ),
      pageOf(
        ...header,
        item('Agent: 40301  NGUYEN, BAO (continued)', 30, 60),
        item('P200', 40, 75),
        item('TRAN, LINH', 120, 75),
        right('$25.75', 500, 75),
        item('Confidential', 30, 750),
      ),
    );
    expect(report.errors).toEqual([]);
    expect(shape(report)).toEqual([
      ['40213', 'SMITH, WILLIAM H', 41250],
      ['40301', 'NGUYEN, BAO', 2575],
    ]);
  });

  it('reads a mainframe print-out given one text item a line, columns placed by spaces', () => {
    const courier = (text: string, y: number): PdfItem => [text, 36, y, text.length * 4.8, 8];
    const report = read(
      pageOf(
        courier(' MUTUAL OF OMAHA          AGENT DEBIT BALANCE REGISTER          PAGE    1', 30),
        courier(' WRITING    AGENT NAME                      BALANCE DUE', 60),
        courier(' AGENT NO', 71),
        courier(' ---------  ------------------------------  -----------', 82),
        courier(' M104421    ANDERSON, KAREN L                    850.00', 93),
        courier(' M104430    NGUYEN, THANH                         45.00-', 104),
      ),
      pageOf(
        courier(' MUTUAL OF OMAHA          AGENT DEBIT BALANCE REGISTER          PAGE    2', 30),
        courier(' WRITING    AGENT NAME                      BALANCE DUE', 60),
        courier(' AGENT NO', 71),
        courier(' ---------  ------------------------------  -----------', 82),
        courier(' M104452    EKWUEME, OBI                       2,487.50', 93),
      ),
    );
    expect(report.errors).toEqual([]);
    expect(shape(report)).toEqual([
      ['M104421', 'ANDERSON, KAREN L', 85000],
      ['M104430', 'NGUYEN, THANH', -4500],
      ['M104452', 'EKWUEME, OBI', 248750],
    ]);
  });

  it('never reads a title far above the header as a row of it', () => {
    const table = tableFromPdfPages([
      pageOf(
        item('Lincoln Heritage Life Insurance Company', 30, 14),
        right('Report date: November 18, 2026', 580, 14),
        right('Page 1 of 1', 580, 28),
        item('Producer Balance Statement', 30, 40),
        item('Producer Code', 30, 80),
        item('Producer Name', 110, 80),
        item('Region', 270, 80),
        right('Balance', 500, 80),
        item('Dr/Cr', 510, 80),
        item('LH-1', 30, 96),
        item('CALDERON, MIGUEL', 110, 96),
        item('SW REGION', 270, 96),
        right('25.50', 500, 96),
        item('CR', 510, 96),
      ),
    ]);
    const report = parseReportTable(table, today);
    expect(report.errors).toEqual([]);
    expect(shape(report)).toEqual([['LH-1', 'CALDERON, MIGUEL', -2550]]);
    expect(report.layout.columns).toMatchObject({ debitCredit: 'Dr/Cr' });
  });

  it('cuts cells a PDF reader ran together where the rows show a column starts or ends', async () => {
    // Fifteen narrow columns two or three points apart: pdf.js hands over runs such as
    // "CB7001 HARRIS, DEBORAH" and "5 45,678.00 100% 45,678.00 35,678.00 10,000.00 10/30/2026 A".
    const file = fixturePath('pdf-engines', 'corebridge-landscape-dense.pdf');
    const table = await readUploadedTable('dense.pdf', readFileSync(file), ['pdf']);
    const header = table.findIndex((row) => row[0] === 'Agent #');
    expect(table[header]).toEqual([
      'Agent #',
      'Agent Name',
      'Policy #',
      'Insured',
      'Plan',
      'Issue Dt',
      'Term Dt',
      'Mo Pd',
      'Annual Prem',
      'Adv %',
      'Adv Amt',
      'Amt Recov',
      'Balance Due',
      'Chbk Dt',
      'Agt Sts',
    ]);
    expect(table[header + 5]).toEqual([
      'CB7004',
      'MONTGOMERY, ALEXANDRA',
      'L00981455',
      'WRIGHT, ORVILLE',
      'GUL-20',
      '05/05/2026',
      '10/20/2026',
      '5',
      '45,678.00',
      '100%',
      '45,678.00',
      '35,678.00',
      '10,000.00',
      '10/30/2026',
      'A',
    ]);
    expect(table.slice(header + 1).every((row) => row.length === 15)).toBe(true);
  });

  it('leaves a name alone whose words line up down the page (many rows of one surname)', async () => {
    // statement-browser-landscape.pdf: 140 rows, many "Smith, …", so their first names start at one
    // x; other names run across that x, so it is no column's edge and no name is cut.
    const file = fixturePath('pdf-layouts', 'statement-browser-landscape.pdf');
    const report = parseReportTable(await readUploadedTable('s.pdf', readFileSync(file), ['pdf']), today);
    expect(report.errors).toEqual([]);
    expect(report.records.filter((r) => r.name?.startsWith('Smith, ')).length).toBeGreaterThan(10);
    expect(report.records.every((r) => r.name && /^[\p{L}' -]+, [\p{L}' ,.-]+$/u.test(r.name))).toBe(true);
  });
});
