import { DEFAULT_SETTINGS, type TSettings, type TSettingsUpdate } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** The saved settings, or DEFAULT_SETTINGS while none have been saved. */
export async function getSettings(db: Kysely<DB>): Promise<TSettings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    organisationName: row.organisation_name,
    agencyOwnerName: row.agency_owner_name,
    agencyOwnerNpn: row.agency_owner_npn,
    administratorName: row.administrator_name,
    defaultAgencyName: row.default_agency_name,
  };
}

/** Fields left out keep their value; the one row is written whole, so it never mixes two saves. */
export async function updateSettings(db: Kysely<DB>, input: TSettingsUpdate): Promise<TSettings> {
  return db.transaction().execute(async (trx) => {
    // The row lock (or, on a first save, the primary key) serialises concurrent saves.
    await trx.selectFrom('settings').select('id').where('id', '=', 1).forUpdate().execute();
    const current = await getSettings(trx);
    const next: TSettings = {
      organisationName: input.organisationName ?? current.organisationName,
      agencyOwnerName: input.agencyOwnerName === undefined ? current.agencyOwnerName : input.agencyOwnerName,
      agencyOwnerNpn: input.agencyOwnerNpn === undefined ? current.agencyOwnerNpn : input.agencyOwnerNpn,
      administratorName: input.administratorName ?? current.administratorName,
      defaultAgencyName: input.defaultAgencyName === undefined ? current.defaultAgencyName : input.defaultAgencyName,
    };
    const columns = {
      organisation_name: next.organisationName,
      agency_owner_name: next.agencyOwnerName,
      agency_owner_npn: next.agencyOwnerNpn,
      administrator_name: next.administratorName,
      default_agency_name: next.defaultAgencyName,
      updated_at: sql<Date>`now()`,
    };
    await trx
      .insertInto('settings')
      .values({ id: 1, ...columns })
      .onConflict((oc) => oc.column('id').doUpdateSet(columns))
      .execute();
    return next;
  });
}
