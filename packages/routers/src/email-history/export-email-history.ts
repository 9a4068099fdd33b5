import { fileDate, type CsvCell, type TEmailHistoryExportInput } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import { writeQueryCsv } from '../db/cursorCsv';
import type { DB } from '../db/types';
import { historyRows, type EmailHistoryListRow } from './queries';
import { toEmailHistoryRow } from './window-email-history';

/** The Email History tab's columns, as its table shows them (the export is what the tab shows). */
export const EMAIL_HISTORY_CSV_HEADER = ['ID', 'Agent', 'Subject', 'Template', 'Status', 'Sent At'];

/** Who a notice went to: the agent's name now, or the record's id if it has since been deleted. */
const agentOf = (row: EmailHistoryListRow) =>
  row.agent_name ?? (row.agent_id === null ? null : `Agent ${row.agent_id}`);

function cells(row: EmailHistoryListRow): CsvCell[] {
  const notice = toEmailHistoryRow(row);
  return [notice.id, agentOf(row), notice.subject, notice.templateName, notice.status, notice.sentAt];
}

export const emailHistoryExportFilename = () => `email-history-${fileDate()}.csv`;

/** GET /api/email-history/export.csv: the notices the filters keep, in their order, streamed. */
export function writeEmailHistoryCsv(
  db: Kysely<DB>,
  filter: TEmailHistoryExportInput,
  write: (chunk: string) => Promise<void>,
): Promise<void> {
  return writeQueryCsv(db, (trx) => historyRows(filter).compile(trx), EMAIL_HISTORY_CSV_HEADER, cells, write);
}
