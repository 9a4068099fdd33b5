import { fileDate, moneyCell, ZDebtListInput, type CsvCell, type TDebtRow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { writeQueryCsv } from '../db/cursorCsv';
import { z } from 'zod';
import type { DB } from '../db/types';
import { toDebtRow } from './mapper';
import { debtsWithNames, type DebtWithNamesRow } from './queries';

/** What a debts export may be narrowed and ordered by: the filters of GET /api/debts, without paging. */
export const ZDebtExportInput = ZDebtListInput.unwrap().omit({ limit: true, offset: true });
export type TDebtExportInput = z.output<typeof ZDebtExportInput>;

/** The Debts tab's columns, as its table shows them (SPEC: the export is what the tab shows). */
export const DEBT_CSV_HEADER = ['ID', 'Agent', 'Carrier', 'Amount', 'Age (days)', 'Status', 'Notes', 'Created'];

const cells = (debt: TDebtRow): CsvCell[] => [
  debt.id,
  debt.agentName,
  debt.carrierName,
  moneyCell(debt.amount),
  debt.debtAge,
  debt.status,
  debt.notes,
  debt.createdAt,
];

export const debtExportFilename = () => `debts-${fileDate()}.csv`;

/** The debts the filters keep, in their order, written as CSV in parts as they are read. */
export function writeDebtsCsv(
  db: Kysely<DB>,
  filter: TDebtExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  return writeQueryCsv(
    db,
    (trx) => debtsWithNames(trx, filter).compile(),
    DEBT_CSV_HEADER,
    (row: DebtWithNamesRow) => cells(toDebtRow(row)),
    write,
  );
}
