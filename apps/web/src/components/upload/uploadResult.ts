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

/** What a carrier report upload did, in one sentence (SPEC's "Processed N records, imported M" first). */
export function describeUploadResult(result: ReportUploadResult): string {
  const extra = [
    describeChanges(result.changes),
    result.reviewCount ? `${result.reviewCount} to review` : null,
    result.errors.length ? `${result.errors.length} row errors` : null,
  ].filter(Boolean);
  return `Processed ${result.recordsProcessed} records, imported ${result.recordsImported} (${extra.join('; ')}; ${describeLayout(result.layout)})`;
}

/** A refusal that mapping the report's columns can fix. */
export function needsLayoutMapping(message: string): boolean {
  return /Report layout/.test(message);
}
