import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { allowedReportExtensions } from '@agentledger/schema';
import { detectFileKind } from './file-type';
import { PARSE_LIMITS, prepareParseWorker, readInWorker } from './parse-in-worker';
import { readUploadedTable } from './read-file';
import { assertSafeZip } from './zip-guard';

/** A little-endian record of `size` bytes with each [offset, width, value] written in. */
function record(size: number, fields: [offset: number, width: 2 | 4, value: number][]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, offset);
    else bytes.writeUInt32LE(value, offset);
  }
  return bytes;
}

/** A one-entry zip whose central directory declares `declaredSize` uncompressed bytes. */
function zipOf(name: string, data: Buffer, declaredSize = data.length): Buffer {
  const fileName = Buffer.from(name);
  const compressed = deflateRawSync(data);
  const crc = crc32(data);
  // Local file header, then the central directory entry: signature, versions, deflate, sizes, name length.
  const local = record(30, [
    [0, 4, 0x04034b50],
    [4, 2, 20],
    [8, 2, 8],
    [14, 4, crc],
    [18, 4, compressed.length],
    [22, 4, declaredSize],
    [26, 2, fileName.length],
  ]);
  const central = record(46, [
    [0, 4, 0x02014b50],
    [4, 2, 20],
    [6, 2, 20],
    [10, 2, 8],
    [16, 4, crc],
    [20, 4, compressed.length],
    [24, 4, declaredSize],
    [28, 2, fileName.length],
  ]);
  const directory = Buffer.concat([central, fileName]);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, 1],
    [10, 2, 1],
    [12, 4, directory.length],
    [16, 4, 30 + fileName.length + compressed.length],
  ]);
  return Buffer.concat([local, fileName, compressed, directory, end]);
}

describe('file type by extension and content', () => {
  const all = allowedReportExtensions(true);
  it('accepts each kind with its own magic bytes', () => {
    expect(detectFileKind('r.CSV', Buffer.from('a,b\n'), all)).toBe('csv');
    expect(detectFileKind('r.xlsx', Buffer.from('PK\x03\x04rest'), all)).toBe('xlsx');
    expect(detectFileKind('r.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), all)).toBe('xls');
    expect(detectFileKind('r.pdf', Buffer.from('%PDF-1.7\n'), all)).toBe('pdf');
  });

  it.each([
    ['r.csv', '%PDF-1.4\n', /named \.csv but its content is a PDF/],
    ['r.xlsx', 'Writing Number,NPN\n', /named \.xlsx but its content is a text file/],
    ['r.xls', '\x00\x01\x02binary', /named \.xls but its content is a binary file/],
    ['r.pdf', 'NPN,Balance\n', /named \.pdf but its content is a text file/],
    ['r.csv', '', /empty/],
    ['r.doc', 'a', /Invalid file type/],
    ['r.txt', '%PDF-1.4\n', /named \.txt but its content is a PDF/],
    ['r.txt', 'PK\x03\x04rest', /named \.txt but its content is a zip/],
  ])('refuses %s holding %j', (name, content, message) => {
    expect(() => detectFileKind(name, Buffer.from(content, 'latin1'), all)).toThrow(message);
  });

  it('reads what Excel opens under an Excel name: the other Excel format, an HTML table, Excel 2003 XML, text', () => {
    expect(detectFileKind('r.xls', Buffer.from('PK\x03\x04rest'), all)).toBe('xlsx');
    expect(detectFileKind('r.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), all)).toBe('xls');
    expect(detectFileKind('r.xls', Buffer.from('\uFEFF  <html><table>'), all)).toBe('markup');
    expect(detectFileKind('r.xls', Buffer.from('<?xml version="1.0"?><Workbook>'), all)).toBe('markup');
    expect(detectFileKind('r.xls', Buffer.from('Writing Number\tBalance\n'), all)).toBe('csv');
  });

  it('reads a .txt export as a CSV, whatever its delimiter', () => {
    expect(detectFileKind('r.txt', Buffer.from('Writing Number\tBalance\n'), all)).toBe('csv');
    expect(detectFileKind('R.TXT', Buffer.from('Writing Number,Balance\n'), all)).toBe('csv');
  });

  it('refuses an extension the carrier does not take', () => {
    expect(() => detectFileKind('r.pdf', Buffer.from('%PDF-1.7'), ['csv', 'xlsx', 'xls'])).toThrow(/Invalid file type/);
  });
});

describe('zip bomb check', () => {
  it('passes a real .xlsx', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['NPN', 'Balance']]), 'S');
    await expect(
      assertSafeZip(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer),
    ).resolves.toBeUndefined();
  });

  it('refuses a zip that declares more uncompressed data than the cap, without inflating it', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.from('<x/>'), 0xfffffff0);
    await expect(assertSafeZip(bomb)).rejects.toThrow(/expands to more data/);
  });

  it('refuses too many entries and a truncated zip', async () => {
    const data = zipOf('a.xml', Buffer.from('<a/>'));
    await expect(assertSafeZip(data, { maxUncompressedBytes: 1e9, maxEntries: 0 })).rejects.toThrow(/expands/);
    await expect(assertSafeZip(data.subarray(0, data.length - 10))).rejects.toThrow(/damaged or truncated/);
  });
});

describe('CSV limits', () => {
  const readCsv = (text: string | Buffer) => readUploadedTable('r.csv', Buffer.from(text), ['csv']);

  it('refuses more than 500 columns and unbalanced quotes', async () => {
    await expect(readCsv(`${'c,'.repeat(600)}c\n`)).rejects.toThrow(/more than 500 columns/);
    await expect(readCsv('a,"b\n1,2\n')).rejects.toThrow(/CSV file cannot be read/);
  });

  it('refuses a quote left open or closed mid-cell, and a row of more than a million characters', async () => {
    await expect(readCsv('NPN,Name\n1,"Ann" One\n2,Bo\n')).rejects.toThrow(/CSV file cannot be read: .*row 2/);
    await expect(readCsv(`NPN,Name\n1,${'x'.repeat(1_000_001)}\n`)).rejects.toThrow(
      /CSV file cannot be read: a row is longer than 1,000,000 characters \(row 2\)/,
    );
  });

  it('reads quoted cells over lines, Windows line breaks, blank lines and a quote inside a bare cell', async () => {
    expect(await readCsv('NPN,Name,Note\r\n1,"Smith, Ann","two\r\nlines"\r\n\r\n2,Bo,12" binder\r\n')).toEqual([
      ['NPN', 'Name', 'Note'],
      ['1', 'Smith, Ann', 'two\r\nlines'],
      [''],
      ['2', 'Bo', '12" binder'],
    ]);
  });

  it('reads a BOM and Windows-1252 text', async () => {
    expect(await readCsv('\uFEFFNPN,Name\n1,Ann\n')).toEqual([
      ['NPN', 'Name'],
      ['1', 'Ann'],
    ]);
    expect(await readCsv(Buffer.from([0x4a, 0x6f, 0x73, 0xe9]))).toEqual([['José']]);
  });

  it('reads UTF-16 text with its byte-order mark (Excel\'s "Unicode Text", tab-separated), either byte order', async () => {
    const text = 'Agent Name\tNPN\tBalance Due\r\nJosé Pérez\t14181561\t$1,000.00\r\n';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little);
    big.swap16();
    expect(detectFileKind('unicode.csv', little, ['csv'])).toBe('csv');
    expect(detectFileKind('unicode.csv', big, ['csv'])).toBe('csv');
    const expected = [
      ['Agent Name', 'NPN', 'Balance Due'],
      ['José Pérez', '14181561', '$1,000.00'],
    ];
    expect(await readCsv(little)).toEqual(expected);
    expect(await readCsv(big)).toEqual(expected);
  });

  it('refuses more rows than the cap', async () => {
    const rows = `NPN,Balance\n${'1,2\n'.repeat(200_030)}`;
    await expect(readCsv(rows)).rejects.toThrow('The file has more than 200,000 rows; split it and import the parts');
  });
});

describe('reading in a worker thread', () => {
  const csv = Buffer.from('NPN,Agent Name,Balance\n100,Ann One,$5.00\n');

  it('reads a CSV off the main thread', async () => {
    expect(await readInWorker('csv', csv)).toEqual([
      {
        name: null,
        rows: [
          ['NPN', 'Agent Name', 'Balance'],
          ['100', 'Ann One', '$5.00'],
        ],
      },
    ]);
  });

  it.each([
    ['semicolons', 'NPN;Agent Name;Balance\n100;"Lee, Ann";5,00\n'],
    ['tabs', 'NPN\tAgent Name\tBalance\n100\tLee, Ann\t5,00\n'],
    ['pipes', 'NPN|Agent Name|Balance\n100|Lee, Ann|5,00\n'],
  ])('reads a "CSV" separated by %s as systems export them', async (_, text) => {
    const [sheet] = await readInWorker('csv', Buffer.from(text));
    expect(sheet!.rows).toEqual([
      ['NPN', 'Agent Name', 'Balance'],
      ['100', 'Lee, Ann', '5,00'],
    ]);
  });

  it('gives back every row and cell of a long CSV as written, control characters and empty rows included', async () => {
    // Parts of 5,000 rows travel from the worker as one text each, unless a cell holds a separator.
    const rows = [['NPN', 'Agent Name', 'Note', 'Balance']];
    for (let i = 0; i < 12_345; i++) {
      rows.push([String(1000 + i), `Agent ${i}`, i % 997 === 0 ? '' : `note, "quoted" ${i}`, `$${i}.00`]);
    }
    rows.push(['']);
    rows.push(['7', 'Unit\u001fSeparator', 'Record\u001eSeparator', '$1.00']);
    rows.push(['8', 'Line\nbreak', '', '']);
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const text = rows.map((row) => row.map(quote).join(',')).join('\r\n');
    const [sheet] = await readInWorker('csv', Buffer.from(text));
    expect(sheet!.rows).toEqual(rows);
  });

  it('reads every sheet of a workbook by name, keeping leading zeros a number format shows', async () => {
    const XLSX = await import('xlsx');
    const summary = XLSX.utils.aoa_to_sheet([['Summary'], ['Total', 10]]);
    const detail = XLSX.utils.aoa_to_sheet([
      ['Writing Number', 'Balance'],
      [903, 10],
    ]);
    detail['A2']!.z = '000000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, summary, 'Summary');
    XLSX.utils.book_append_sheet(book, detail, 'Detail');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const sheets = await readInWorker('xlsx', data);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Detail']);
    expect(sheets[1]!.rows).toEqual([
      ['Writing Number', 'Balance'],
      ['000903', 10],
    ]);
  });

  it('passes a refusal back as a 400 with its message', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 1)]);
    await expect(readInWorker('xls', ole)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/cannot be read/),
    });
  });

  it('reads files one after another and side by side with the worker started ahead (as the server does)', async () => {
    prepareParseWorker();
    const expected = [
      ['NPN', 'Agent Name', 'Balance'],
      ['100', 'Ann One', '$5.00'],
    ];
    expect((await readInWorker('csv', csv))[0]!.rows).toEqual(expected);
    const [first, second, third] = await Promise.all([
      readInWorker('csv', csv),
      readInWorker('csv', Buffer.from('NPN,Agent Name,Balance\n200,Bo Two,$7.00\n')),
      readInWorker('xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(600, 1)])).catch(
        (error: Error) => error.message,
      ),
    ]);
    expect(first![0]!.rows).toEqual(expected);
    expect(second![0]!.rows[1]).toEqual(['200', 'Bo Two', '$7.00']);
    expect(third).toMatch(/cannot be read/);
    // A file that stopped its worker leaves the next one a worker that reads.
    expect((await readInWorker('csv', csv))[0]!.rows).toEqual(expected);
  });

  it('stops a read that runs past the time limit', async () => {
    await expect(readInWorker('csv', csv, { ...PARSE_LIMITS, timeoutMs: 1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The file took too long to read; nothing was imported',
    });
  });
});
