import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './factory';
import { testDatabaseTargets } from './testDatabase';
import type { DB } from './types';

/**
 * Agents, debts and writing numbers check their carrier and agent per statement (migration T23)
 * instead of by declared foreign keys: what a script or the service layer relies on must hold on
 * both databases — missing references refused with 23503 naming the constraint, an agent's debts
 * and writing numbers going with them, a carrier in use not deleted.
 */
async function aCarrier(db: Kysely<DB>, code: string): Promise<number> {
  const { id } = await db
    .insertInto('carriers')
    .values({ name: `Carrier ${code}`, code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function anAgent(db: Kysely<DB>, name: string, carrierId: number | null): Promise<number> {
  const { id } = await db
    .insertInto('agents')
    .values({ name, carrier_id: carrierId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const aDebt = (db: Kysely<DB>, agentId: number, carrierId: number, amount = '100.00') =>
  db
    .insertInto('debts')
    .values({ agent_id: agentId, carrier_id: carrierId, amount, status: 'outstanding' })
    .returning('id')
    .executeTakeFirstOrThrow();

const aWritingNumber = (db: Kysely<DB>, agentId: number, carrierId: number, number: string) =>
  db
    .insertInto('writing_numbers')
    .values({ agent_id: agentId, carrier_id: carrierId, writing_number: number, writing_number_key: number })
    .execute();

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; constraint?: string }) => ({ code: error.code, constraint: error.constraint }),
  );

async function openTotal(db: Kysely<DB>, agentId: number): Promise<string | null> {
  const row = await db.selectFrom('debt_balances').select('total').where('agent_id', '=', agentId).executeTakeFirst();
  return row ? String(row.total) : null;
}

describe.each(testDatabaseTargets())('references of agents, debts and writing numbers [$kind]', ({ create }) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  it('refuses a record, debt or writing number naming an agent or carrier that does not exist', async () => {
    database = await create();
    const { db } = database;
    const carrier = await aCarrier(db, 'AM');
    const agent = await anAgent(db, 'Ann One', carrier);

    expect(await failureOf(anAgent(db, 'Bo Two', 999_999))).toEqual({
      code: '23503',
      constraint: 'agents_carrier_id_fkey',
    });
    expect(await failureOf(aDebt(db, 999_999, carrier))).toEqual({ code: '23503', constraint: 'debts_agent_id_fkey' });
    expect(await failureOf(aDebt(db, agent, 999_999))).toEqual({ code: '23503', constraint: 'debts_carrier_id_fkey' });
    expect(await failureOf(aWritingNumber(db, 999_999, carrier, 'W1'))).toEqual({
      code: '23503',
      constraint: 'writing_numbers_agent_id_fkey',
    });
    expect(await failureOf(aWritingNumber(db, agent, 999_999, 'W1'))).toEqual({
      code: '23503',
      constraint: 'writing_numbers_carrier_id_fkey',
    });
    // Moving a debt to someone who does not exist is refused too; nothing of the refused statements stayed.
    const { id: debt } = await aDebt(db, agent, carrier);
    expect(
      await failureOf(db.updateTable('debts').set({ agent_id: 999_999 }).where('id', '=', debt).execute()),
    ).toEqual({ code: '23503', constraint: 'debts_agent_id_fkey' });
    expect(
      await failureOf(db.updateTable('agents').set({ carrier_id: 999_999 }).where('id', '=', agent).execute()),
    ).toEqual({ code: '23503', constraint: 'agents_carrier_id_fkey' });
    const debts = await db.selectFrom('debts').select(['agent_id', 'carrier_id']).execute();
    expect(debts).toEqual([{ agent_id: agent, carrier_id: carrier }]);
    expect(await db.selectFrom('writing_numbers').selectAll().execute()).toEqual([]);
    expect((await db.selectFrom('agents').select('name').execute()).map((a) => a.name)).toEqual(['Ann One']);
  });

  it('accepts many rows in one statement when every reference exists, and a record with no carrier', async () => {
    database = await create();
    const { db } = database;
    const carrier = await aCarrier(db, 'AM');
    const agents = await Promise.all(['Ann One', 'Bo Two', 'Cy Three'].map((name) => anAgent(db, name, carrier)));
    await anAgent(db, 'Dee Four', null);
    await sql`insert into debts (agent_id, carrier_id, amount, status)
      select a, ${carrier}, 10.00, 'outstanding' from unnest(${agents}::int[]) a`.execute(db);
    const { n } = await db
      .selectFrom('debts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
  });

  it("deletes an agent's debts and writing numbers with them, and their kept balance", async () => {
    database = await create();
    const { db } = database;
    const carrier = await aCarrier(db, 'AM');
    const gone = await anAgent(db, 'Ann One', carrier);
    const stays = await anAgent(db, 'Bo Two', carrier);
    await aDebt(db, gone, carrier, '120.50');
    await aDebt(db, stays, carrier, '80.25');
    await aWritingNumber(db, gone, carrier, 'W1');
    await aWritingNumber(db, stays, carrier, 'W2');
    expect(await openTotal(db, gone)).toBe('120.50');

    await db.deleteFrom('agents').where('id', '=', gone).execute();

    expect(await db.selectFrom('debts').select(['agent_id', 'amount']).execute()).toEqual([
      { agent_id: stays, amount: '80.25' },
    ]);
    expect(await db.selectFrom('writing_numbers').select('writing_number').execute()).toEqual([
      { writing_number: 'W2' },
    ]);
    expect(await openTotal(db, gone)).toBeNull();
    expect(await openTotal(db, stays)).toBe('80.25');
  });

  it('does not delete a carrier that a record, debt or writing number still names', async () => {
    database = await create();
    const { db } = database;
    const used = await aCarrier(db, 'AM');
    const unused = await aCarrier(db, 'FO');
    const other = await aCarrier(db, 'MO');
    const agent = await anAgent(db, 'Ann One', null);
    await aDebt(db, agent, used);

    expect(await failureOf(db.deleteFrom('carriers').where('id', '=', used).execute())).toEqual({
      code: '23503',
      constraint: 'debts_carrier_id_fkey',
    });
    await anAgent(db, 'Bo Two', other);
    expect(await failureOf(db.deleteFrom('carriers').where('id', '=', other).execute())).toEqual({
      code: '23503',
      constraint: 'agents_carrier_id_fkey',
    });
    await db.deleteFrom('carriers').where('id', '=', unused).execute();
    const left = await db.selectFrom('carriers').select('code').orderBy('code').execute();
    expect(left.map((c) => c.code)).toEqual(['AM', 'MO']);
  });
});
