import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableFromPdfLines } from './pdf';
import { readUploadedTable } from './read-file';
import { parseReportTable } from './report-parser';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../shared/fixtures');
const today = new Date(2026, 10, 23);

describe('PDF reports', () => {
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

  it('reads lines whose columns run together, by the shapes of the values', () => {
    const table = tableFromPdfLines([
      'CARRIER Statement',
      'Agent #Agent NameNPNBalance DueAs Of Date',
      'FO4029Brown, Elizabeth17001073$3,427.5507/07/26',
      "QA-777 Young, O'Brien 17000518 (554.12) 2026-06-18",
      'FO4031 Miller, José 17001295 -2,737.51 05/26/2026',
    ]);
    expect(parseReportTable(table, today).records).toEqual([
      {
        rowNumber: 3,
        writingNumber: 'FO4029',
        npn: '17001073',
        name: 'Brown, Elizabeth',
        amountCents: 342755,
        ageDays: 139,
      },
      {
        rowNumber: 4,
        writingNumber: 'QA-777',
        npn: '17000518',
        name: "Young, O'Brien",
        amountCents: -55412,
        ageDays: 158,
      },
      {
        rowNumber: 5,
        writingNumber: 'FO4031',
        npn: '17001295',
        name: 'Miller, José',
        amountCents: -273751,
        ageDays: 181,
      },
    ]);
  });

  it('skips page headers, footers and the header repeated on the next page, and the Total line', () => {
    const table = tableFromPdfLines([
      'report',
      'Page 1',
      'NPN Agent Name Balance Days',
      '100 Ann One $10.00 5',
      'Page 2',
      'NPN Agent Name Balance Days',
      '200 Bob Two $20.00 15',
      'Total $30.00',
    ]);
    const parsed = parseReportTable(table, today);
    expect(parsed.records.map((r) => [r.npn, r.name, r.amountCents, r.ageDays])).toEqual([
      ['100', 'Ann One', 1000, 5],
      ['200', 'Bob Two', 2000, 15],
    ]);
    expect(parsed.recordsProcessed).toBe(2);
  });

  it('keeps a data line that happens to contain column words', () => {
    const table = tableFromPdfLines(['NPN Name Balance', '300 Amount Name $5.00']);
    expect(parseReportTable(table, today).records).toMatchObject([
      { npn: '300', name: 'Amount Name', amountCents: 500 },
    ]);
  });

  it('refuses a damaged PDF with a clear message', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    await expect(readUploadedTable('r.pdf', damaged, ['pdf'])).rejects.toThrow(/PDF is damaged or cannot be read/);
  });
});
