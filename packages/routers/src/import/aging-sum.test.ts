import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { initDefaultCarriers } from '../carrier/service';
import type { Database } from '../db/factory';
import { testDatabaseTargets } from '../db/testDatabase';
import type { DB } from '../db/types';
import { importCarrierReport } from './import-carrier-report';

/**
 * An aging report printed without a Total column (Current, 1-30, 31-60, 61-90, Over 90 only): each
 * agent owes what their aging columns add up to, to the cent, and the result says the balance was
 * added up. Such a report was refused for want of a balance column.
 */
const NO_TOTAL =
  'Agent Code,Agent Name,Current,1-30,31-60,61-90,Over 90\n' +
  'A1,Ann One,10.00,,,,250.00\n' +
  'A2,Bo Two,40.00,,35.50,,\n' +
  'A3,Cy Three,"$1,200.10",(0.10),,,\n' +
  'A4,Di Four,12.00,n/a,,,\n' +
  ',Report Total,"1,262.10",(0.10),35.50,,250.00\n';

async function debtsByName(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('debts')
    .innerJoin('agents', 'agents.id', 'debts.agent_id')
    .select(['agents.name', 'debts.amount', sql<number>`current_date - debts.incurred_on`.as('age')])
    .orderBy('agents.name')
    .execute();
  return rows.map((row) => [row.name, Number(row.amount), Number(row.age)]);
}

describe.each(testDatabaseTargets())('an aging report without a Total column [$kind]', ({ create }) => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  it('owes each agent their aging columns added up, aged by the oldest holding money, and says so', async () => {
    database = await create();
    const { db } = database;
    await initDefaultCarriers(db);
    const result = await importCarrierReport(db, { carrierId: 1, filename: 'aging.csv', data: Buffer.from(NO_TOTAL) });
    expect(result.layout.columns).toMatchObject({
      amount: 'Current + 1-30 + 31-60 + 61-90 + Over 90 (added up)',
      writingNumber: 'Agent Code',
      name: 'Agent Name',
    });
    expect(result.layout.agingColumns).toEqual(['Current', '1-30', '31-60', '61-90', 'Over 90']);
    expect(result.errors).toEqual(['Row 5: the amount "n/a" under "1-30" is not a number']);
    // 260.00 + 75.50 + 1,200.00 (1,200.10 less a 0.10 credit); Di Four's row changed nothing.
    expect(result.changes).toMatchObject({ new: 3, totalAfter: 1535.5 });
    expect(await debtsByName(db)).toEqual([
      ['Ann One', 260, 91],
      ['Bo Two', 75.5, 31],
      ['Cy Three', 1200, 0],
    ]);
  });
});
