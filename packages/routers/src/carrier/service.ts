import { DEFAULT_CARRIERS, type TCarrierInput, type TCarrierUpdateInput } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { conflict, notFound } from '../errors';
import { toCarrier } from './mapper';
import { assertNameFree, carrierNamed, lockCarrierNames } from './unique-name';
import { countCarrierUses, findCarrierRow, listCarrierRows } from './queries';

export async function listCarriers(db: Kysely<DB>) {
  return (await listCarrierRows(db)).map(toCarrier);
}

async function assertCodeFree(db: Kysely<DB>, code: string, exceptId?: number) {
  let query = db.selectFrom('carriers').select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A company with the code ${code} already exists`);
}

export async function createCarrier(db: Kysely<DB>, input: TCarrierInput) {
  const row = await db.transaction().execute(async (trx) => {
    await lockCarrierNames(trx);
    await assertNameFree(trx, input.name);
    await assertCodeFree(trx, input.code);
    return trx
      .insertInto('carriers')
      .values({ name: input.name, code: input.code, active: input.active, accepts_pdf: input.acceptsPdf ?? false })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toCarrier(row);
}

/** Only the fields given change (PUT is a partial update). */
export async function updateCarrier(db: Kysely<DB>, id: number, input: TCarrierUpdateInput) {
  const row = await db.transaction().execute(async (trx) => {
    if (input.name !== undefined) {
      await lockCarrierNames(trx);
      // An unknown id is a 404 before its new name is compared with the others.
      if (!(await findCarrierRow(trx, id))) throw notFound('Company', id);
      await assertNameFree(trx, input.name, id);
    }
    if (input.code !== undefined) await assertCodeFree(trx, input.code, id);
    return trx
      .updateTable('carriers')
      .set({
        id: sql<number>`id`,
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.code === undefined ? {} : { code: input.code }),
        ...(input.active === undefined ? {} : { active: input.active }),
        ...(input.acceptsPdf === undefined ? {} : { accepts_pdf: input.acceptsPdf }),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) throw notFound('Company', id);
  return toCarrier(row);
}

/**
 * A company still referenced by agent records, debts, writing numbers, e-mail templates or e-mail
 * schedules is kept: 409 naming what uses it, nothing deleted. (Templates and schedules would
 * otherwise lose their carrier silently: a template would then apply to every carrier.) The row is
 * locked first, so a record added to it meanwhile is either counted or refused by its foreign key.
 */
export async function deleteCarrier(db: Kysely<DB>, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('carriers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('Company', id);
    const uses = await countCarrierUses(trx, id);
    const named = (
      [
        [uses.agents, 'agent record'],
        [uses.debts, 'debt'],
        [uses.writingNumbers, 'writing number'],
        [uses.templates, 'e-mail template'],
        [uses.schedules, 'e-mail schedule'],
      ] as const
    )
      .filter(([count]) => Number(count) > 0)
      .map(([count, what]) => `${count} ${what}${Number(count) === 1 ? '' : 's'}`);
    if (named.length) {
      const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
      throw conflict(`Company ${row.code} is still used by ${list}; nothing was deleted`);
    }
    await trx.deleteFrom('carriers').where('id', '=', id).execute();
    return toCarrier(row);
  });
}

/**
 * Creates the default carriers when they are missing, with ids 1-3 where those ids are free (so
 * the carrier with id 3 is the one that accepts PDF); a default whose id another company took is
 * created with the next id. Running it again changes nothing.
 */
export async function initDefaultCarriers(db: Kysely<DB>) {
  await db.transaction().execute(async (trx) => {
    await lockCarrierNames(trx);
    // A default whose name a company already has (under another code) is that company: not made twice.
    const named = await Promise.all(DEFAULT_CARRIERS.map((carrier) => carrierNamed(trx, carrier.name)));
    const missing = DEFAULT_CARRIERS.filter((_, index) => !named[index]);
    for (const carrier of missing) {
      await trx
        .insertInto('carriers')
        .values({ id: carrier.id, name: carrier.name, code: carrier.code, accepts_pdf: carrier.acceptsPdf })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // Explicit ids do not advance the serial; keep it past the highest id.
    await sql`select setval(pg_get_serial_sequence('carriers', 'id'), greatest((select max(id) from carriers), 1))`.execute(
      trx,
    );
    for (const carrier of missing) {
      await trx
        .insertInto('carriers')
        .values({ name: carrier.name, code: carrier.code, accepts_pdf: carrier.acceptsPdf })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  });
  return listCarriers(db);
}
