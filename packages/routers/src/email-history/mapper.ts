import type { TEmailHistory } from '@agentledger/schema';
import type { EmailHistoryRow } from '../db/types';
import { isoAt } from '../db/convert';

export function toEmailHistory(row: EmailHistoryRow, agentName: string | null = null): TEmailHistory {
  return {
    id: row.id,
    agentId: row.agent_id,
    agentName,
    templateId: row.template_id,
    to: row.to_address,
    cc: row.cc_address,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    sentAt: isoAt(row.sent_at),
  };
}
