import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export function listCarrierRows(db: Kysely<DB>) {
  return db.selectFrom('carriers').selectAll().orderBy('id').execute();
}

export function findCarrierRow(db: Kysely<DB>, id: number) {
  return db.selectFrom('carriers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countCarrierUses(db: Kysely<DB>, carrierId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('agents').select(eb.fn.countAll<number>().as('n')).where('carrier_id', '=', carrierId).as('agents'),
      eb.selectFrom('debts').select(eb.fn.countAll<number>().as('n')).where('carrier_id', '=', carrierId).as('debts'),
      eb
        .selectFrom('writing_numbers')
        .select(eb.fn.countAll<number>().as('n'))
        .where('carrier_id', '=', carrierId)
        .as('writingNumbers'),
      eb
        .selectFrom('email_templates')
        .select(eb.fn.countAll<number>().as('n'))
        .where('carrier_id', '=', carrierId)
        .as('templates'),
      eb
        .selectFrom('email_schedules')
        .select(eb.fn.countAll<number>().as('n'))
        .where('carrier_id', '=', carrierId)
        .as('schedules'),
    ])
    .executeTakeFirstOrThrow();
  return {
    agents: Number(row.agents),
    debts: Number(row.debts),
    writingNumbers: Number(row.writingNumbers),
    templates: Number(row.templates),
    schedules: Number(row.schedules),
  };
}
