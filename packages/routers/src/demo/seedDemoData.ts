import { DEFAULT_CARRIERS, fillTemplate, toMoneyString } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { initDefaultCarriers } from '../carrier/service';
import type { DB } from '../db/types';
import { getSettings } from '../settings/service';
import { addDefaultTemplatesIfNone } from '../system/service';
import { buildDemoAgency, type DemoCarrierCode } from './agency';

export type DemoSeedResult = {
  seeded: boolean;
  people: number;
  agentRecords: number;
  debts: number;
  notices: number;
  uploads: number;
};

const SEED_LOCK = 7_350_002;
const DAY_MS = 86_400_000;
const NOTHING: DemoSeedResult = { seeded: false, people: 0, agentRecords: 0, debts: 0, notices: 0, uploads: 0 };

const DEMO_UPLOADS = [
  {
    filename: 'amam-chargebacks-october.csv',
    carrier: 'AMAM',
    kind: 'carrier_report',
    processed: 84,
    imported: 81,
    daysAgo: 34,
  },
  {
    filename: 'aetna-debit-balances-q3.xlsx',
    carrier: 'AETNA',
    kind: 'carrier_report',
    processed: 57,
    imported: 57,
    daysAgo: 21,
  },
  {
    filename: 'foresters-negative-balances.pdf',
    carrier: 'FORESTERS',
    kind: 'carrier_report',
    processed: 43,
    imported: 40,
    daysAgo: 12,
  },
  {
    filename: 'aetna-debit-balances-october.xls',
    carrier: 'AETNA',
    kind: 'carrier_report',
    processed: 0,
    imported: 0,
    daysAgo: 6,
    error: 'The file has no sheet with an agent and an amount column',
  },
  { filename: 'agency-roster.csv', carrier: null, kind: 'agent_list', processed: 156, imported: 156, daysAgo: 3 },
] as const;

/** An agency that already has agents or debts is never seeded over. */
async function hasAgencyData(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('agents').select('id')).as('agents'),
      eb.exists(eb.selectFrom('debts').select('id')).as('debts'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.agents) || Boolean(row.debts);
}

/** A new database: no carriers and no agents yet. */
export async function isNewDatabase(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('carriers').select('id')).as('carriers'),
      eb.exists(eb.selectFrom('agents').select('id')).as('agents'),
    ])
    .executeTakeFirstOrThrow();
  return !row.carriers && !row.agents;
}

/**
 * Fills an empty database with a realistic agency (see agency.ts): people in a four-level upline
 * tree at one to three of the default carriers, their writing numbers, debts of every age, a
 * template per age range, a few notices and imported files. Multi-row inserts in one transaction;
 * when agents or debts exist it does nothing and says so (`seeded: false`).
 */
export async function seedDemoData(db: Kysely<DB>): Promise<DemoSeedResult> {
  if (await hasAgencyData(db)) return NOTHING;
  // The default carriers first (idempotent, its own transaction); everything else in one.
  await initDefaultCarriers(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasAgencyData(trx)) return NOTHING;
    const settings = await getSettings(trx);
    const carriers = await trx
      .selectFrom('carriers')
      .select(['id', 'code', 'name'])
      .where(
        'code',
        'in',
        DEFAULT_CARRIERS.map((c) => c.code),
      )
      .execute();
    const carrierOf = (code: DemoCarrierCode) => {
      const carrier = carriers.find((c) => c.code === code);
      if (!carrier) throw new Error(`The default carrier ${code} is missing`);
      return carrier;
    };
    const now = Date.now();
    const agency = buildDemoAgency({
      ownerName: settings.agencyOwnerName,
      ownerNpn: settings.agencyOwnerNpn,
      dayOfMonth: new Date(now).getUTCDate(),
    });
    const { people } = agency;

    const agentRows = people.flatMap((person) => {
      const upline = person.uplineIndex === null ? null : people[person.uplineIndex];
      const createdAt = new Date(now - person.createdDaysAgo * DAY_MS);
      return person.records.map((record) => ({
        name: `${person.firstName} ${person.lastName}`,
        agent_id: record.agentId,
        carrier_id: carrierOf(record.carrierCode).id,
        status: record.status,
        npn: person.npn,
        upline: upline ? `${upline.firstName} ${upline.lastName}` : null,
        upline_id: upline?.npn ?? null,
        email: person.email,
        phone: person.phone,
        address: person.address,
        first_name: person.firstName,
        middle_name: person.middleName,
        last_name: person.lastName,
        business_name: person.businessName,
        type: person.type,
        gender: person.gender,
        agency_name: settings.defaultAgencyName,
        date_of_birth: person.dateOfBirth,
        city: person.city,
        state: person.state,
        zipcode: person.zipcode,
        comp_level: person.compLevel,
        soliciting_for: person.records.map((r) => carrierOf(r.carrierCode).name).join(', '),
        npn_verified: person.npnVerified,
        role: person.role,
        created_at: createdAt,
        updated_at: createdAt,
      }));
    });
    const inserted = await trx.insertInto('agents').values(agentRows).returning(['id', 'npn', 'carrier_id']).execute();
    const recordIds = new Map(inserted.map((row) => [`${row.npn}|${row.carrier_id}`, row.id]));
    const recordIdOf = (personIndex: number, code: DemoCarrierCode) => {
      const id = recordIds.get(`${people[personIndex]?.npn}|${carrierOf(code).id}`);
      if (id === undefined) throw new Error(`No agent record for person ${personIndex} at ${code}`);
      return id;
    };

    await trx
      .insertInto('writing_numbers')
      .values(
        people.flatMap((person, personIndex) =>
          person.records.map((record) => ({
            agent_id: recordIdOf(personIndex, record.carrierCode),
            carrier_id: carrierOf(record.carrierCode).id,
            writing_number: record.writingNumber,
            // Digits only, so the match key is the number itself.
            writing_number_key: record.writingNumber,
            identifier_type: 'writingNumber',
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('debts')
      .values(
        agency.debts.map((debt) => ({
          agent_id: recordIdOf(debt.personIndex, debt.carrierCode),
          carrier_id: carrierOf(debt.carrierCode).id,
          amount: toMoneyString(debt.amountCents / 100),
          status: debt.status,
          notes: debt.notes,
          incurred_on: sql<string>`current_date - ${debt.ageDays}::integer`,
          created_at: new Date(now - debt.ageDays * DAY_MS),
        })),
      )
      .execute();

    await addDefaultTemplatesIfNone(trx);
    const templates = await trx.selectFrom('email_templates').selectAll().where('active', '=', true).execute();
    const noticeRows = agency.notices.map((notice) => {
      const person = people[notice.personIndex];
      const record = person?.records.find((r) => r.carrierCode === notice.carrierCode);
      if (!person || !record) throw new Error('A demo notice names no agent record');
      const template = templates.find(
        (t) => t.debt_age_min <= notice.ageDaysAtSend && notice.ageDaysAtSend <= t.debt_age_max,
      );
      const values = {
        agentName: `${person.firstName} ${person.lastName}`,
        agentId: record.agentId,
        carrier: carrierOf(notice.carrierCode).name,
        debtAmount: notice.amountCents / 100,
        debtAgeDays: notice.ageDaysAtSend,
        senderName: settings.administratorName,
      };
      return {
        agent_id: recordIdOf(notice.personIndex, notice.carrierCode),
        template_id: template?.id ?? null,
        to_address: person.email,
        subject: fillTemplate(template?.subject ?? 'Outstanding balance with {carrier}', values).text,
        body: fillTemplate(template?.body ?? '', values).text,
        status: notice.status,
        error: notice.error,
        sent_at: new Date(now - notice.daysAgo * DAY_MS),
      };
    });
    if (noticeRows.length) await trx.insertInto('email_history').values(noticeRows).execute();

    await trx
      .insertInto('file_uploads')
      .values(
        DEMO_UPLOADS.map((upload) => ({
          filename: upload.filename,
          carrier_id: upload.carrier ? carrierOf(upload.carrier).id : null,
          kind: upload.kind,
          records_processed: upload.processed,
          records_imported: upload.imported,
          status: 'error' in upload ? 'failed' : 'success',
          error: 'error' in upload ? upload.error : null,
          uploaded_at: new Date(now - upload.daysAgo * DAY_MS),
        })),
      )
      .execute();

    return {
      seeded: true,
      people: people.length,
      agentRecords: inserted.length,
      debts: agency.debts.length,
      notices: noticeRows.length,
      uploads: DEMO_UPLOADS.length,
    };
  });
}
