import type { TCarrierReportResult, TReportChanges } from '@agentledger/schema';

export type ReportUploadResult = TCarrierReportResult;

/** Which sheet, header row and balance column a report was read with. */
export function describeLayout(layout: ReportUploadResult['layout']): string {
  const where = [
    layout.sheet ? `sheet "${layout.sheet}"` : null,
    `header row ${layout.headerRow}`,
    layout.columns.amount ? `balance from "${layout.columns.amount}"` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${layout.source === 'saved' ? 'saved layout' : 'detected layout'}: ${where}`;
}

/** What happened to people's balances, in words ("2 new, 1 increased, 1 cleared"); nothing when nothing changed. */
export function describeChanges(changes: TReportChanges): string {
  const parts = (['new', 'increased', 'decreased', 'cleared'] as const)
    .filter((kind) => changes[kind] > 0)
    .map((kind) => `${changes[kind]} ${kind}`);
  return parts.length ? parts.join(', ') : 'no balance changed';
}

/**
 * The success toast's text, SPEC's own: "Processed N records, imported M". What changed, what waits
 * for review and how the report was read are in the upload's dialog the toast sits over.
 */
export function describeUploadResult(result: Pick<ReportUploadResult, 'recordsProcessed' | 'recordsImported'>): string {
  return `Processed ${result.recordsProcessed} records, imported ${result.recordsImported}`;
}

/** A refusal that mapping the report's columns can fix. */
export function needsLayoutMapping(message: string): boolean {
  return /Report layout/.test(message);
}
