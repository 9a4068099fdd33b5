import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/**
 * The planner's statistics, kept where nothing else keeps them. PostgreSQL's autovacuum analyses a
 * table once enough of it changed; the embedded PGlite runs no autovacuum, so without this its
 * tables would never be analysed and its plans would guess: sorting 20,000 people by their debt
 * took 33 s there (a scan of every balance per person) against 0.1 s once analysed.
 *
 * A table is stale when it was never analysed and holds rows, or when its size in pages moved by
 * more than a tenth (at least 8 pages) since it was: PGlite keeps no modification counters, but
 * its size is always known. Returns the tables it analysed.
 */
export async function analyzeStaleTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from (
      select c.relname as name, c.relpages as analysed_pages, c.reltuples,
             pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
    ) t
    where (reltuples < 0 and pages > 0) or abs(pages - analysed_pages) > greatest(8, analysed_pages / 10)
    order by name`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.table(name)}`.execute(db);
  return rows.map((row) => row.name);
}
