import type { Kysely } from 'kysely';
import { dropBalanceTrigger } from './2026-11-25T12-debt-balances';
import { createSetBalanceTriggers } from './2026-11-25T13-balance-triggers-by-set';

/**
 * The update and delete balance triggers drop the pairs left with no open debt by looking each
 * touched pair up by its key, instead of joining the touched pairs to every kept balance with no
 * open debt. The planner knows no kept balance has a count of 0 (none has, between statements), so
 * it put that join's side first, estimated at one row, and went over the touched pairs again for
 * each: a carrier report that changed 20,000 agents' balances (each old debt deleted) spent 51 s in
 * that one statement at 60,000 kept balances, against 0.36 s now. The look-up by key cannot be
 * planned the other way round, for one pair or for 100,000.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function recreate(db: Kysely<any>, emptiedByKey: boolean) {
  await dropBalanceTrigger(db, 'update');
  await dropBalanceTrigger(db, 'delete');
  await createSetBalanceTriggers(db, { owedSince: true, events: ['update', 'delete'], emptiedByKey });
}
