import {
  csvLines,
  fileDate,
  moneyCell,
  toCsv,
  ZUnifiedAgentListInput,
  type CsvCell,
  type TUnifiedAgent,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { listCarrierRows } from '../carrier/queries';
import type { DB } from '../db/types';
import { peopleOrder } from './people-order';
import { countPeople, peopleFilter, selectPeople } from './queries';
import { toUnifiedAgent } from './service';

/** What the unified export may be narrowed and ordered by: the filters of GET /api/unified-agents, without paging. */
export const ZUnifiedExportInput = ZUnifiedAgentListInput.unwrap().omit({ limit: true, offset: true });
export type TUnifiedExportInput = z.output<typeof ZUnifiedExportInput>;

type CarrierColumn = { id: number; code: string };

/** SPEC's file: 8 person columns, an agent-id/debt/status group per carrier (19 columns with three), created and updated. */
export function unifiedCsvHeader(carriers: readonly CarrierColumn[]): string[] {
  return [
    'Agent Name',
    'NPN',
    'Email',
    'Phone',
    'Upline',
    'Status',
    'Total Debt',
    'Active Carriers',
    ...carriers.flatMap((c) => [`${c.code} Agent ID`, `${c.code} Debt`, `${c.code} Status`]),
    'Created At',
    'Updated At',
  ];
}

const day = (iso: string) => iso.slice(0, 10);

/** One person's line: a carrier where they have no record says No Record with a debt of 0.00. */
export function unifiedCsvCells(person: TUnifiedAgent, carriers: readonly CarrierColumn[]): CsvCell[] {
  return [
    person.name,
    person.npn ?? '',
    person.email ?? '',
    person.phone ?? '',
    person.upline ?? '',
    person.status,
    moneyCell(person.totalDebt),
    person.activeCarriers,
    ...carriers.flatMap((c) => {
      const entry = person.carrierDebts.find((d) => d.carrierId === c.id);
      return entry
        ? [entry.agentId ?? '', moneyCell(entry.amount), entry.status ?? 'No Record']
        : ['', moneyCell(0), 'No Record'];
    }),
    day(person.createdAt),
    day(person.updatedAt),
  ];
}

/** People read and written at once: each part sums the debts of its own people only. */
const EXPORT_PAGE = 2000;

export const unifiedExportFilename = () => `unified_agents_export_${fileDate()}.csv`;

/** How many people the export holds (its X-Total-Count, for the screen's 'Exported N unified agents'). */
export function countUnifiedExport(db: Kysely<DB>, filter: TUnifiedExportInput): Promise<number> {
  return countPeople(db, peopleFilter(filter));
}

/**
 * GET /api/unified-agents/export.csv: the people the filters keep (everyone without filters, as
 * SPEC's export has it), in the list's order, written in parts of EXPORT_PAGE as they are read from
 * one repeatable-read transaction, so the file is one moment of the table at any size (issue 15).
 */
export async function writeUnifiedCsv(
  db: Kysely<DB>,
  filter: TUnifiedExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const carriers = await listCarrierRows(trx);
      const where = peopleFilter(filter);
      const order = peopleOrder(filter);
      const total = await countPeople(trx, where);
      await write(toCsv(unifiedCsvHeader(carriers), []));
      for (let offset = 0; offset < total; offset += EXPORT_PAGE) {
        // Paged, so each part picks its people by index and sums their debts alone.
        const part = await selectPeople(trx, { limit: EXPORT_PAGE, offset }, where, order);
        await write(csvLines(part.map((row) => unifiedCsvCells(toUnifiedAgent(row), carriers))));
      }
    });
}
