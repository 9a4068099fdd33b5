import { sql, type Kysely, type Transaction } from 'kysely';
import { tryHoldImportsBack, whileNoOtherImport } from '../import/import-lock';
import type { DB } from './types';

/**
 * The planner's statistics, kept current right after large writes. The embedded PGlite runs no
 * autovacuum, so without this its tables would never be analysed and its plans would guess:
 * sorting 20,000 people by their debt took 33 s there (a scan of every balance per person)
 * against 0.1 s once analysed. PostgreSQL's autovacuum analyses a table once enough of it
 * changed, but only on its next round (a minute apart by default, later when busy): in between,
 * the same sort right after the first large import took 29 s on PostgreSQL against 0.2-0.3 s.
 *
 * A table is stale when it was never analysed and holds rows, when its size in pages moved by
 * more than a tenth (at least 8 pages) since it was (PGlite keeps no modification counters, but
 * its size is always known), or when more than a tenth of its rows (at least 50) were written
 * since (PostgreSQL's counter, as autovacuum reads it). Returns the tables it analysed, or null
 * when an import is running: a table analysed in the middle of an import's insert would be
 * recorded nearly empty, and on PostgreSQL the import's next statement was then planned for an
 * empty agents table and took 70 s instead of 3 s. The caller tries again once it is over.
 */
export async function analyzeStaleTables(db: Kysely<DB>): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryHoldImportsBack(trx))) return null;
    return analyzeStale(trx);
  });
}

/**
 * The same, inside an import's transaction, under its lock: before it reads anything, and after it
 * wrote many rows that its next statements read. The check above waits for imports to end, so an
 * import started right after another (a roster, then its carrier reports) was planned on the
 * statistics from before the first: uploading a 20,000-agent roster again right after the first
 * time took 32 s instead of 2.4 s, and a roster's appointments, matched to the 40,000 records it had
 * just written to an empty table, 6.1 s instead of 0.1 s. Taken only while no other import is
 * running (another's uncommitted rows would be recorded as missing); the import's own rows count.
 * Best effort: a failed analysis is rolled back to before it, and the import goes on.
 */
export async function refreshStatisticsInImport(trx: Transaction<DB>): Promise<void> {
  await whileNoOtherImport(trx, async () => {
    await sql`savepoint planner_statistics`.execute(trx);
    try {
      // A smaller sample (6,000 rows, not 30,000) while the import waits; the check after the import takes
      // the full one once its writes have made the table stale again. Set back before the import's own
      // analyses (of its staged rows), or undone with the savepoint.
      const { rows } = await sql<{ target: string }>`
        select current_setting('default_statistics_target') as target`.execute(trx);
      await sql`select set_config('default_statistics_target', ${String(IN_IMPORT_STATISTICS_TARGET)}, true)`.execute(
        trx,
      );
      await analyzeStale(trx, PLANNED_IN_IMPORTS);
      await sql`select set_config('default_statistics_target', ${rows[0]!.target}, true)`.execute(trx);
      await sql`release savepoint planner_statistics`.execute(trx);
    } catch {
      await sql`rollback to savepoint planner_statistics`.execute(trx);
    }
  });
}

/** PostgreSQL samples 300 rows per unit of the target (its default is 100). */
const IN_IMPORT_STATISTICS_TARGET = 20;

/**
 * The tables an import joins its rows to. The ones it only writes (its kept rows, journal and
 * changes) are left to the check after it: analysing them too cost each report ~0.3 s.
 */
const PLANNED_IN_IMPORTS = ['agents', 'writing_numbers', 'debts', 'debt_balances'];

async function analyzeStale(db: Kysely<DB>, only?: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from (
      select c.relname as name, c.relpages as analysed_pages, c.reltuples,
             pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
             coalesce(s.n_mod_since_analyze, 0) as modified
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
      where n.nspname = current_schema() and c.relkind = 'r'
        -- Every table, or only those listed.
        and coalesce(c.relname = any(${only ?? null}::text[]), true)
    ) t
    where (reltuples < 0 and pages > 0) or abs(pages - analysed_pages) > greatest(8, analysed_pages / 10)
       or modified > greatest(50, reltuples / 10)
    order by name`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.table(name)}`.execute(db);
  return rows.map((row) => row.name);
}
