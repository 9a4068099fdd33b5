import { ZAgentEditCarrierState, ZId, type TAgentEditCarrierState } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { isOpenDebt, openTotal } from '../ledger';
import { protectedProcedure } from '../trpc';
import { personRecordAt } from './queries';

/**
 * What the Edit Agent dialog's Carriers & Writing Numbers rows open with, one per carrier, as
 * agent.saveEdit reads them back: the writing number of the person's record at the carrier (this
 * record's at its own carrier, or at any carrier when it has none; failing that, one this record
 * holds there), and this record's open total at the carrier, summed as numeric in SQL.
 */
export async function agentEditCarriers(db: Kysely<DB>, id: number): Promise<TAgentEditCarrierState[]> {
  const record = await db.selectFrom('agents').select('carrier_id').where('id', '=', id).executeTakeFirst();
  if (!record) throw notFound('Agent', id);
  const carriers = await db.selectFrom('carriers').select('id').orderBy('id').execute();
  const holders = new Map<number, number | null>();
  for (const { id: carrierId } of carriers) {
    const own = record.carrier_id === null || record.carrier_id === carrierId;
    holders.set(carrierId, own ? id : await personRecordAt(db, id, carrierId));
  }
  const holderIds = [id, ...[...holders.values()].filter((holder): holder is number => holder !== null)];
  const [numbers, debts] = await Promise.all([
    db
      .selectFrom('writing_numbers')
      .select(['agent_id', 'carrier_id', 'writing_number'])
      .where('agent_id', 'in', holderIds)
      .execute(),
    db
      .selectFrom('debts')
      .select(['carrier_id', sql<string | null>`${openTotal()} filter (where ${isOpenDebt()})`.as('open_total')])
      .where('agent_id', '=', id)
      .groupBy('carrier_id')
      .execute(),
  ]);
  const numberOf = (agentId: number | null | undefined, carrierId: number) =>
    numbers.find((n) => n.agent_id === agentId && n.carrier_id === carrierId)?.writing_number;
  return carriers.map(({ id: carrierId }) => {
    const debt = debts.find((d) => d.carrier_id === carrierId);
    return {
      carrierId,
      writingNumber: numberOf(holders.get(carrierId), carrierId) ?? numberOf(id, carrierId) ?? null,
      openDebt: debt ? Number(debt.open_total ?? 0) : null,
    };
  });
}

export const agentEditCarriersProcedure = protectedProcedure
  .input(z.object({ id: ZId }))
  .output(z.array(ZAgentEditCarrierState))
  .query(({ ctx, input }) => agentEditCarriers(ctx.db, input.id));
