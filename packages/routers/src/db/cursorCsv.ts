import { csvLines, toCsv, type CsvCell } from '@agentledger/schema';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './types';

/** Rows fetched from the cursor at once: a few megabytes of CSV, whatever the size of the table. */
const EXPORT_PAGE = 5000;

/**
 * A query's rows written as CSV in parts as they are read (issue 15: exports stream from the
 * server, so they work at any size). The query runs once, behind a cursor read in parts (paging
 * it by offset would sort the whole table again for every part); one query, so the file is one
 * moment of the table even while others write.
 */
export async function writeQueryCsv<Row>(
  db: Kysely<DB>,
  query: (trx: Kysely<DB>) => CompiledQuery,
  header: readonly string[],
  cells: (row: Row) => CsvCell[],
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const compiled = query(trx);
    await trx.executeQuery(
      CompiledQuery.raw(`declare csv_export no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
    );
    await write(toCsv(header, []));
    for (;;) {
      const { rows } = await trx.executeQuery<Row>(CompiledQuery.raw(`fetch ${EXPORT_PAGE} from csv_export`));
      if (rows.length) await write(csvLines(rows.map(cells)));
      if (rows.length < EXPORT_PAGE) return;
    }
  });
}
