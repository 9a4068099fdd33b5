import type { TCarrierReportResult } from '@agentledger/schema';

export type ReportUploadResult = TCarrierReportResult;

/** What a carrier report upload did, in one sentence, with the layout and the balance column it read. */
export function describeUploadResult(result: ReportUploadResult): string {
  const where = [
    result.layout.sheet ? `sheet "${result.layout.sheet}"` : null,
    `header row ${result.layout.headerRow}`,
    result.layout.columns.amount ? `balance from "${result.layout.columns.amount}"` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const how = result.layout.source === 'saved' ? 'saved layout' : 'detected layout';
  return `Processed ${result.recordsProcessed} records, imported ${result.recordsImported} (${how}: ${where})`;
}

/** A refusal that mapping the report's columns can fix. */
export function needsLayoutMapping(message: string): boolean {
  return /Report layout/.test(message);
}
