import { fileExtension } from '@agentledger/schema';
import { badRequest } from '../errors';

/** How a file is read: `markup` is a table in HTML or Excel 2003 XML, as web portals export "Excel" files. */
export type FileKind = 'csv' | 'xlsx' | 'xls' | 'pdf' | 'markup';

/** Excel's "Unicode Text" and some systems' CSVs are UTF-16 with a byte-order mark: text, though full of zero bytes. */
function isUtf16Text(data: Buffer): boolean {
  const bom = data.subarray(0, 2);
  return bom.equals(Buffer.from([0xff, 0xfe])) || bom.equals(Buffer.from([0xfe, 0xff]));
}

function sniff(data: Buffer): 'zip' | 'ole' | 'pdf' | 'text' | 'binary' {
  if (isUtf16Text(data)) return 'text';
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole';
  if (data.subarray(0, 1024).includes('%PDF-'))
    return data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : 'text';
  return data.subarray(0, 64 * 1024).includes(0) ? 'binary' : 'text';
}

/** Text that starts as HTML or XML does (after a byte-order mark and white space). */
function isMarkup(data: Buffer): boolean {
  const start = data
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^(\xEF\xBB\xBF|\xFF\xFE|\xFE\xFF)/, '');
  return /^[\s\0]*<[\0]?[!?a-zA-Z]/.test(start);
}

const EXPECTED = { csv: 'text', txt: 'text', xlsx: 'zip', xls: 'ole', pdf: 'pdf' } as const;
const LABEL = {
  zip: 'a zip (.xlsx) file',
  ole: 'an Excel 97-2003 (.xls) file',
  pdf: 'a PDF',
  text: 'a text file',
  binary: 'a binary file',
};

/**
 * The file's kind, by its name AND its first bytes: a PDF renamed .csv or an .xlsx that is not a
 * zip is refused before any parser sees it.
 */
export function detectFileKind(filename: string, data: Buffer, allowed: readonly string[]): FileKind {
  const extension = fileExtension(filename);
  if (!allowed.includes(extension)) {
    throw badRequest(
      `Invalid file type: .${extension || '(none)'} is not accepted here (${allowed.map((e) => `.${e}`).join(', ')})`,
    );
  }
  if (data.length === 0) throw badRequest('The file is empty');
  const kind = extension as keyof typeof EXPECTED;
  const content = sniff(data);
  const excel = kind === 'xls' || kind === 'xlsx';
  // What Excel itself opens under an Excel name: the other Excel format, a web portal's HTML table
  // or Excel 2003 XML, or tab- or comma-separated text ("Export to Excel" from many carrier portals).
  if (excel && content === 'zip') return 'xlsx';
  if (excel && content === 'ole') return 'xls';
  if (kind === 'xls' && content === 'text') return isMarkup(data) ? 'markup' : 'csv';
  if (content !== EXPECTED[kind]) {
    throw badRequest(`The file is named .${extension} but its content is ${LABEL[content]}; nothing was imported`);
  }
  // A portal's .txt export is a CSV by another name (its delimiter, tab or comma, is read from its lines).
  return kind === 'txt' ? 'csv' : kind;
}
