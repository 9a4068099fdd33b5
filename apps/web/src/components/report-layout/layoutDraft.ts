import {
  combineHeaderRows,
  REPORT_FIELDS,
  type TReportInspection,
  type TReportLayoutInput,
  type TReportNameOrder,
} from '@agentledger/schema';

export type ReportField = (typeof REPORT_FIELDS)[number];

/** What staff are choosing in the mapping dialog. */
export type LayoutDraft = {
  sheetIndex: number;
  headerRow: number;
  headerRows: 1 | 2;
  /** field → header text ('' = not in this report) */
  columns: Partial<Record<ReportField, string>>;
  amountSign: 'owed-positive' | 'owed-negative';
  nameOrder: TReportNameOrder;
};

/** The header cells of the chosen row (or two rows read as one). */
export function headersOf(
  inspection: TReportInspection,
  draft: Pick<LayoutDraft, 'sheetIndex' | 'headerRow' | 'headerRows'>,
) {
  const rows = inspection.sheets[draft.sheetIndex]?.rows ?? [];
  const top = rows[draft.headerRow - 1] ?? [];
  return draft.headerRows === 2 ? combineHeaderRows(top, rows[draft.headerRow] ?? []) : [...top];
}

/** Where the dialog starts: the saved layout, else what detection found, else the first row. */
export function initialDraft(inspection: TReportInspection): LayoutDraft {
  const start = inspection.saved ?? inspection.detected;
  const sheetIndex = Math.max(
    0,
    inspection.sheets.findIndex((sheet) => sheet.name === (start?.sheet ?? null)),
  );
  return {
    sheetIndex,
    headerRow: start?.headerRow ?? 1,
    headerRows: start?.headerRows === 2 ? 2 : 1,
    columns: { ...(start?.columns ?? {}) },
    amountSign: inspection.saved?.amountSign ?? 'owed-positive',
    nameOrder: inspection.saved?.nameOrder ?? 'detect',
  };
}

/** Why the draft cannot be saved yet, or null. The server checks the same rules. */
export function draftProblem(draft: LayoutDraft): string | null {
  if (!draft.columns.amount) return 'Choose the column with the balance owed.';
  if (!(['writingNumber', 'npn', 'name', 'lastName'] as const).some((field) => draft.columns[field])) {
    return 'Choose a column that names the agent: writing number, NPN or name.';
  }
  const chosen = Object.values(draft.columns).filter(Boolean);
  if (new Set(chosen).size !== chosen.length) return 'A column can hold one field only.';
  return null;
}

/** The body of PUT /api/carriers/{id}/report-layout. */
export function layoutInput(inspection: TReportInspection, draft: LayoutDraft): TReportLayoutInput {
  const columns = Object.fromEntries(Object.entries(draft.columns).filter(([, header]) => !!header));
  return {
    sheet: inspection.sheets[draft.sheetIndex]?.name ?? null,
    headerRow: draft.headerRow,
    headerRows: draft.headerRows,
    headers: headersOf(inspection, draft),
    columns,
    amountSign: draft.amountSign,
    nameOrder: draft.nameOrder,
  };
}
