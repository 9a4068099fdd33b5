import {
  csvLines,
  fileDate,
  moneyCell,
  toCsv,
  type CsvCell,
  type TAgent,
  type TAgentExportInput,
} from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { agentListOrder, agentListWhere } from './list-order';
import { toAgent } from './mapper';
import { selectAgentRows } from './queries';

/** SPEC section 2: the columns of the dashboard's agents-{date}.csv. */
export const AGENT_CSV_HEADER = [
  'Name',
  'AgentId',
  'Carrier',
  'Status',
  'TotalDebt',
  'DebtAge',
  'Upline',
  'NPN',
  'Email',
  'Phone',
];

/** The Database Viewer's Agents tab, as its table shows it. */
export const DATABASE_AGENT_CSV_HEADER = [
  'ID',
  'Name',
  'Carrier',
  'Status',
  'Email',
  'Phone',
  'NPN',
  'Upline',
  'Created',
];

const dashboardCells = (agent: TAgent): CsvCell[] => [
  agent.name,
  agent.agentId,
  agent.carrier?.name ?? null,
  agent.status,
  moneyCell(agent.totalDebt),
  agent.debtAge,
  agent.upline,
  agent.npn,
  agent.email,
  agent.phone,
];

const databaseCells = (agent: TAgent): CsvCell[] => [
  agent.id,
  agent.name,
  agent.carrier?.name ?? null,
  agent.status,
  agent.email,
  agent.phone,
  agent.npn,
  agent.upline,
  agent.createdAt,
];

const COLUMNS = {
  dashboard: { header: AGENT_CSV_HEADER, cells: dashboardCells },
  database: { header: DATABASE_AGENT_CSV_HEADER, cells: databaseCells },
};

/** Records read and written at once: a few hundred kilobytes of CSV, whatever the size of the list. */
const EXPORT_PAGE = 2000;

/**
 * SPEC names the Dashboard's export agents-{date}.csv. The Database Viewer's has other columns, so
 * it has its own name: two files of one name and different columns would be mistaken for each other.
 */
export const agentExportFilename = (filter: Pick<TAgentExportInput, 'columns'>) =>
  filter.columns === 'database' ? `agent-records-${fileDate()}.csv` : `agents-${fileDate()}.csv`;

/**
 * The agent records the filters keep, in their order, with the columns asked for, written as CSV in parts as they are read
 * (issue 15: exports stream from the server). The records' ids are taken in order first, in one
 * repeatable-read transaction with every part, so the file is one moment of the table even while
 * others write, and each part computes its records' totals only.
 */
export async function writeAgentsCsv(
  db: Kysely<DB>,
  filter: TAgentExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        select a.id from agents a where ${agentListWhere(filter)} order by ${agentListOrder(filter)}`.execute(trx);
      const { header, cells } = COLUMNS[filter.columns];
      await write(toCsv(header, []));
      for (let from = 0; from < rows.length; from += EXPORT_PAGE) {
        const ids = rows.slice(from, from + EXPORT_PAGE).map((row) => row.id);
        const place = new Map(ids.map((id, index) => [id, index]));
        const part = (await selectAgentRows(trx, sql`a.id = any(${ids}::int[])`)).map(toAgent);
        part.sort((x, y) => place.get(x.id)! - place.get(y.id)!);
        await write(csvLines(part.map(cells)));
      }
    });
}
