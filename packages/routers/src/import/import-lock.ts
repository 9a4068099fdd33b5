import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { conflict } from '../errors';

/**
 * Imports are serialised by advisory transaction locks (released at commit or rollback, shared by
 * every server process on the database). Keys are pairs (IMPORT_LOCKS, n): n = 0 is "the people",
 * n = a carrier id is that carrier's balances.
 *
 * - A carrier report takes the people lock SHARED, then its carrier's lock: two reports of one
 *   carrier run one after the other (the second sees the first's result, so a double click applies
 *   the report once); reports of different carriers run side by side.
 * - An agent list takes the people lock EXCLUSIVE: it waits for running reports and they wait for it.
 * - Single-record writes that may create a record at a carrier take that carrier's lock too.
 * Locks are always taken in this order (people, then carrier), so they cannot deadlock each other.
 */
const IMPORT_LOCKS = 7_310_001;
const PEOPLE = 0;

/**
 * Holds imports back until the transaction ends, when none is running (the people lock taken
 * EXCLUSIVE without waiting): false when one is. The planner statistics are taken under it, so a
 * table is never analysed halfway through an import's insert (it would be recorded nearly empty,
 * and the import's own next statements planned for that).
 */
export async function tryHoldImportsBack(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    select pg_try_advisory_xact_lock(${IMPORT_LOCKS}::int, ${PEOPLE}::int) as held`.execute(trx);
  return rows[0]?.held === true;
}

/**
 * Runs `run` inside an import's transaction while no OTHER import is running: the people lock taken
 * EXCLUSIVE without waiting, for the session, and let go as soon as `run` ends (held for the whole
 * transaction, it would stop reports of other carriers for as long). An import's own shared or
 * exclusive lock does not stand in its way. False, and `run` not run, when another import is running.
 */
export async function whileNoOtherImport(trx: Transaction<DB>, run: () => Promise<unknown>): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    select pg_try_advisory_lock(${IMPORT_LOCKS}::int, ${PEOPLE}::int) as held`.execute(trx);
  if (rows[0]?.held !== true) return false;
  try {
    await run();
  } finally {
    await sql`select pg_advisory_unlock(${IMPORT_LOCKS}::int, ${PEOPLE}::int)`.execute(trx);
  }
  return true;
}

/** How long an import waits for another import of the same carrier before it is refused with 409. */
export const IMPORT_LOCK_WAIT_MS = 30_000;

export type LockOptions = { waitMs?: number };

function isLockTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';
}

async function boundWait(trx: Transaction<DB> | Kysely<DB>, waitMs: number) {
  // SET LOCAL takes no bind parameters: the value is a whole number of milliseconds we made.
  await sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(waitMs))}`).execute(trx);
}

/** Serialises carrier report imports per carrier; 409 naming the carrier when the wait runs out. */
export async function lockCarrierImport(
  trx: Transaction<DB>,
  carrier: { id: number; name: string },
  { waitMs = IMPORT_LOCK_WAIT_MS }: LockOptions = {},
) {
  await boundWait(trx, waitMs);
  try {
    await sql`select pg_advisory_xact_lock_shared(${IMPORT_LOCKS}::int, ${PEOPLE}::int)`.execute(trx);
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCKS}::int, ${carrier.id}::int)`.execute(trx);
  } catch (error) {
    if (isLockTimeout(error)) {
      throw conflict(
        `Another import is changing ${carrier.name}'s balances; nothing was imported. Try again when it has finished.`,
      );
    }
    throw error;
  }
  await sql`set local lock_timeout = 0`.execute(trx);
}

/** One agent list at a time, and never while a carrier report is being applied. */
export async function lockAgentListImport(trx: Transaction<DB>, { waitMs = IMPORT_LOCK_WAIT_MS }: LockOptions = {}) {
  await boundWait(trx, waitMs);
  try {
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCKS}::int, ${PEOPLE}::int)`.execute(trx);
  } catch (error) {
    if (isLockTimeout(error)) {
      throw conflict('Another import is running; nothing was imported. Try again when it has finished.');
    }
    throw error;
  }
  await sql`set local lock_timeout = 0`.execute(trx);
}

/** For a single write that may create an agent record or writing number at a carrier. */
export async function lockCarrierRecords(trx: Transaction<DB>, carrierId: number) {
  await sql`select pg_advisory_xact_lock_shared(${IMPORT_LOCKS}::int, ${PEOPLE}::int)`.execute(trx);
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCKS}::int, ${carrierId}::int)`.execute(trx);
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction again when the database chose it as a deadlock or serialisation victim
 * (nothing of it was applied), up to `attempts` times; the last failure is passed on (mapped to 409).
 */
export async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}
