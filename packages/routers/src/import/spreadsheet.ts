import * as XLSX from 'xlsx';
import { badRequest } from '../errors';
import { checkShape, MAX_ROWS } from './table';
import type { Cell } from './values';

/** The first sheet of an .xlsx or .xls, with typed cells (numbers and dates as such). */
export function readSpreadsheet(data: Buffer): Cell[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      sheetRows: MAX_ROWS + 26,
    });
  } catch {
    throw badRequest('The spreadsheet is damaged or not an Excel file and cannot be read');
  }
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw badRequest('The spreadsheet has no sheets');
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  return checkShape(rows);
}
