import { csvLines, fileDate, toCsv, ZDebtListInput, type CsvCell, type TDebtRow } from '@agentledger/schema';
import { CompiledQuery, type Kysely } from 'kysely';
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
  debt.amount,
  debt.debtAge,
  debt.status,
  debt.notes,
  debt.createdAt,
];

/** Rows fetched from the cursor at once: a few megabytes of CSV, whatever the size of the table. */
const EXPORT_PAGE = 5000;

export const debtExportFilename = () => `debts-${fileDate()}.csv`;

/**
 * The debts the filters keep, in their order, written as CSV in parts as they are read (issue 15:
 * exports stream from the server, so they work at any size). The query runs once, behind a cursor
 * read in parts (paging it by offset would sort the whole table again for every part); one query,
 * so the file is one moment of the table even while others write.
 */
export async function writeDebtsCsv(
  db: Kysely<DB>,
  filter: TDebtExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const query = debtsWithNames(trx, filter).compile();
    await trx.executeQuery(
      CompiledQuery.raw(`declare debts_export no scroll cursor for ${query.sql}`, [...query.parameters]),
    );
    await write(toCsv(DEBT_CSV_HEADER, []));
    for (;;) {
      const { rows } = await trx.executeQuery<DebtWithNamesRow>(
        CompiledQuery.raw(`fetch ${EXPORT_PAGE} from debts_export`),
      );
      if (rows.length) await write(csvLines(rows.map((row) => cells(toDebtRow(row)))));
      if (rows.length < EXPORT_PAGE) return;
    }
  });
}
