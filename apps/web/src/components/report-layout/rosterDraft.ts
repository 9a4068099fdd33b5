import {
  combineHeaderRows,
  type AGENT_LIST_FIELDS,
  type TRosterInspection,
  type TRosterLayoutInput,
} from '@agentledger/schema';

export type AgentListField = (typeof AGENT_LIST_FIELDS)[number];

export type RosterDraft = { headerRow: number; headerRows: 1 | 2; columns: Partial<Record<AgentListField, string>> };

export function rosterHeaders(inspection: TRosterInspection, draft: Pick<RosterDraft, 'headerRow' | 'headerRows'>) {
  const top = inspection.rows[draft.headerRow - 1] ?? [];
  return draft.headerRows === 2 ? combineHeaderRows(top, inspection.rows[draft.headerRow] ?? []) : [...top];
}

/** Where the dialog starts: the saved layout, else the header found, else the first row. */
export function initialRosterDraft(inspection: TRosterInspection): RosterDraft {
  const start = inspection.saved ?? inspection.detected;
  const headerRows = inspection.saved?.headerRows === 2 ? 2 : 1;
  return { headerRow: start?.headerRow ?? 1, headerRows, columns: { ...(start?.columns ?? {}) } };
}

/** Why the draft cannot be saved yet, or null (the server checks the same rules). */
export function rosterDraftProblem(draft: RosterDraft): string | null {
  if (!draft.columns.npn) return 'Choose the NPN column.';
  if (!draft.columns.firstName && !draft.columns.lastName && !draft.columns.fullName)
    return 'Choose a first, last or full name column.';
  return null;
}

export function rosterLayoutInput(inspection: TRosterInspection, draft: RosterDraft): TRosterLayoutInput {
  return {
    headerRow: draft.headerRow,
    headerRows: draft.headerRows,
    headers: rosterHeaders(inspection, draft),
    columns: Object.fromEntries(Object.entries(draft.columns).filter(([, header]) => !!header)),
  };
}
