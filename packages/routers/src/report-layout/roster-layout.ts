import { ZRosterLayoutInput, type TRosterLayout, type TRosterLayoutInput } from '@agentledger/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, RosterLayoutTable } from '../db/types';
import { notFound } from '../errors';
import { tableLayoutOf } from './table-layout';

function toRosterLayout(row: Selectable<RosterLayoutTable>): TRosterLayout {
  return tableLayoutOf(row);
}

export async function getRosterLayout(db: Kysely<DB>): Promise<TRosterLayout | null> {
  const row = await db.selectFrom('roster_layouts').selectAll().executeTakeFirst();
  return row ? toRosterLayout(row) : null;
}

export async function requireRosterLayout(db: Kysely<DB>): Promise<TRosterLayout> {
  const layout = await getRosterLayout(db);
  if (!layout) throw notFound('Agent list layout', 'of this agency');
  return layout;
}

/** Saves (or replaces) the agency's roster layout: used for agent lists whose header matches it. */
export async function saveRosterLayout(db: Kysely<DB>, input: TRosterLayoutInput): Promise<TRosterLayout> {
  const layout = ZRosterLayoutInput.parse(input);
  const values = {
    header_row: layout.headerRow,
    header_rows: layout.headerRows,
    headers: JSON.stringify(layout.headers),
    columns: JSON.stringify(layout.columns),
  };
  const row = await db
    .insertInto('roster_layouts')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRosterLayout(row);
}

export async function deleteRosterLayout(db: Kysely<DB>): Promise<{ success: true }> {
  const deleted = await db.deleteFrom('roster_layouts').executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('Agent list layout', 'of this agency');
  return { success: true };
}
