import { normalizePersonName, normalizeWritingNumber } from '@agentledger/schema';
import type { ReportRecord } from './report-parser';

/**
 * The rows of one report that name the same person the same way, added up. Matching depends only
 * on the identifiers, so grouping before the database sees the rows changes no result and sends
 * one row per person instead of one per chargeback (100,000 rows for 20,000 agents become 20,000).
 */
export type ReportGroup = {
  /** The first row of the group, as the person sees it in the file. */
  rowNumber: number;
  writingNumber: string | null;
  writingKey: string | null;
  npn: string | null;
  name: string | null;
  nameKey: string | null;
  /** Who a new record would be for: the NPN, else the writing number, else the name (prefixed by kind). */
  personKey: string;
  cents: number;
  ageDays: number;
  rows: number;
};

export function groupReportRows(records: readonly ReportRecord[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const record of records) {
    const key = `${record.writingNumber ?? ''}\u0000${record.npn ?? ''}\u0000${record.name ?? ''}`;
    const group = groups.get(key);
    if (group) {
      group.cents += record.amountCents;
      group.ageDays = Math.max(group.ageDays, record.ageDays);
      group.rows += 1;
      continue;
    }
    const writingKey = record.writingNumber ? normalizeWritingNumber(record.writingNumber) || null : null;
    const nameKey = record.name ? normalizePersonName(record.name) || null : null;
    groups.set(key, {
      rowNumber: record.rowNumber,
      writingNumber: writingKey ? record.writingNumber : null,
      writingKey,
      npn: record.npn,
      name: record.name,
      nameKey,
      personKey: record.npn ? `npn:${record.npn}` : writingKey ? `wn:${writingKey}` : `name:${nameKey ?? ''}`,
      cents: record.amountCents,
      ageDays: record.ageDays,
      rows: 1,
    });
  }
  return [...groups.values()];
}
