import type { ColumnShape } from './column-shapes';
import type { ReportField } from './report-vocabulary';

/**
 * Whether a column's values are what its header says (column-shapes.ts): an NPN column holds
 * digits, a balance money, a name letters. A header names the candidates; this confirms them.
 */
const FITS: Record<ReportField, (shape: ColumnShape) => boolean> = {
  npn: (shape) => shape.npn >= 0.8,
  writingNumber: (shape) => (shape.code + shape.npn > 0 && shape.name < 0.5) || shape.codeAndName >= 0.8,
  name: (shape) => shape.name >= 0.6 || shape.codeAndName >= 0.8,
  firstName: (shape) => shape.name >= 0.6,
  middleName: () => true,
  lastName: (shape) => shape.name >= 0.6,
  suffix: () => true,
  amount: (shape) => shape.money >= 0.5,
  date: (shape) => shape.date >= 0.5,
  days: (shape) => shape.npn >= 0.5,
  debitCredit: (shape) => shape.debitCredit >= 0.8,
  credit: (shape) => shape.money >= 0.5,
  // A carrier's name or code: never money or dates (a header that says carrier over figures is not one).
  carrier: (shape) => shape.money < 0.5 && shape.date < 0.5,
  // Words of a kind of line: never money or dates.
  transactionType: (shape) => shape.money < 0.5 && shape.date < 0.5,
};

export function shapeFits(field: ReportField, shape: ColumnShape): boolean {
  return FITS[field](shape);
}
