import { csvLines, fileDate, toCsv, ZDebtListInput, type CsvCell, type TDebtRow } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/types';
import { debtWindow } from './window-debts';

/** What a debts export may be narrowed and ordered by: the filters of GET /api/debts, without paging. */
export const ZDebtExportInput = ZDebtListInput.unwrap().omit({ limit: true, offset: true });
export type TDebtExportInput = z.output<typeof ZDebtExportInput>;

/** The Debts tab's columns, as its table shows them (SPEC: the export is what the tab shows). */
export const DEBT_CSV_HEADER = ['ID', 'Agent', 'Carrier', 'Amount', 'Age (days)', 'Status', 'Notes', 'Created'];

const cells = (debt: TDebtRow): CsvCell[] => [
  debt.id,
  debt.agentName,
  debt.carrierName,
  debt.amount,
  debt.debtAge,
  debt.status,
  debt.notes,
  debt.createdAt,
];

/** Rows read per query: a few megabytes of CSV, whatever the size of the table. */
const EXPORT_PAGE = 5000;

export const debtExportFilename = () => `debts-${fileDate()}.csv`;

/**
 * The debts the filters keep, in their order, written as CSV in parts as they are read (issue 15:
 * exports stream from the server, so they work at any size). One repeatable-read transaction, so
 * the file is one moment of the table even while others write.
 */
export async function writeDebtsCsv(
  db: Kysely<DB>,
  filter: TDebtExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await write(toCsv(DEBT_CSV_HEADER, []));
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const { rows } = await debtWindow(trx, { ...filter, offset, limit: EXPORT_PAGE }, { count: false });
        if (rows.length) await write(csvLines(rows.map(cells)));
        if (rows.length < EXPORT_PAGE) return;
      }
    });
}
