import { ZAgentEditCarrierState, ZId, type TAgentEditCarrierState } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/types';
import { notFound } from '../errors';
import { isOpenDebt, openTotal } from '../ledger';
import { protectedProcedure } from '../trpc';
import { existingRecordAt } from './record-at-carrier';

/**
 * What the Edit Agent dialog's Carriers & Writing Numbers rows open with, one per carrier, as
 * agent.saveEdit reads them back: the writing number and the open total (summed as numeric in SQL)
 * of the person's record at the carrier (existingRecordAt), failing that of this record.
 */
export async function agentEditCarriers(db: Kysely<DB>, id: number): Promise<TAgentEditCarrierState[]> {
  const record = await db.selectFrom('agents').select('carrier_id').where('id', '=', id).executeTakeFirst();
  if (!record) throw notFound('Agent', id);
  const edited = { id, carrierId: record.carrier_id };
  const carriers = await db.selectFrom('carriers').select('id').orderBy('id').execute();
  const holders = new Map<number, number | null>();
  for (const { id: carrierId } of carriers) holders.set(carrierId, await existingRecordAt(db, edited, carrierId));
  const holderIds = [id, ...[...holders.values()].filter((holder): holder is number => holder !== null)];
  const [numbers, debts] = await Promise.all([
    db
      .selectFrom('writing_numbers')
      .select(['agent_id', 'carrier_id', 'writing_number'])
      .where('agent_id', 'in', holderIds)
      .execute(),
    db
      .selectFrom('debts')
      .select([
        'agent_id',
        'carrier_id',
        sql<string | null>`${openTotal()} filter (where ${isOpenDebt()})`.as('open_total'),
      ])
      .where('agent_id', 'in', holderIds)
      .groupBy(['agent_id', 'carrier_id'])
      .execute(),
  ]);
  const numberOf = (agentId: number | null | undefined, carrierId: number) =>
    numbers.find((n) => n.agent_id === agentId && n.carrier_id === carrierId)?.writing_number;
  const debtOf = (agentId: number | null | undefined, carrierId: number) =>
    debts.find((d) => d.agent_id === agentId && d.carrier_id === carrierId);
  return carriers.map(({ id: carrierId }) => {
    const debt = debtOf(holders.get(carrierId), carrierId) ?? debtOf(id, carrierId);
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
