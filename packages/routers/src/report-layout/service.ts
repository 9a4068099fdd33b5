import { ZReportLayoutInput, ZReportNameOrder, type TReportLayout, type TReportLayoutInput } from '@agentledger/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ReportLayoutTable } from '../db/types';
import { notFound } from '../errors';
import { tableLayoutOf } from './table-layout';

function toReportLayout(row: Selectable<ReportLayoutTable>): TReportLayout {
  return {
    carrierId: row.carrier_id,
    sheet: row.sheet,
    ...tableLayoutOf(row),
    amountSign: row.amount_sign === 'owed-negative' ? 'owed-negative' : 'owed-positive',
    nameOrder: ZReportNameOrder.catch('detect').parse(row.name_order),
  };
}

export async function getReportLayout(db: Kysely<DB>, carrierId: number): Promise<TReportLayout | null> {
  const row = await db.selectFrom('report_layouts').selectAll().where('carrier_id', '=', carrierId).executeTakeFirst();
  return row ? toReportLayout(row) : null;
}

/** The saved layout, or 404 saying there is none (REST GET). */
export async function requireReportLayout(db: Kysely<DB>, carrierId: number): Promise<TReportLayout> {
  const layout = await getReportLayout(db, carrierId);
  if (!layout) throw notFound('Report layout of carrier', carrierId);
  return layout;
}

/** Saves (or replaces) a carrier's layout; the carrier must exist. */
export async function saveReportLayout(
  db: Kysely<DB>,
  carrierId: number,
  input: TReportLayoutInput,
): Promise<TReportLayout> {
  const layout = ZReportLayoutInput.parse(input);
  const carrier = await db.selectFrom('carriers').select('id').where('id', '=', carrierId).executeTakeFirst();
  if (!carrier) throw notFound('Carrier', carrierId);
  const values = {
    sheet: layout.sheet,
    header_row: layout.headerRow,
    header_rows: layout.headerRows,
    headers: JSON.stringify(layout.headers),
    columns: JSON.stringify(layout.columns),
    amount_sign: layout.amountSign,
    name_order: layout.nameOrder,
  };
  const row = await db
    .insertInto('report_layouts')
    .values({ carrier_id: carrierId, ...values })
    .onConflict((conflict) => conflict.column('carrier_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReportLayout(row);
}

export async function deleteReportLayout(db: Kysely<DB>, carrierId: number): Promise<{ success: true }> {
  const deleted = await db.deleteFrom('report_layouts').where('carrier_id', '=', carrierId).executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('Report layout of carrier', carrierId);
  return { success: true };
}
