import type { TRosterInspection } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { initialRosterDraft, rosterDraftProblem, rosterLayoutInput } from './rosterDraft';

const inspection: TRosterInspection = {
  rows: [['Our Roster'], ['License Ref', 'Given', 'Family'], ['1', 'Rosa', 'Parks']],
  detected: null,
  problem: 'No header row found',
  saved: null,
};

describe('the roster mapping draft', () => {
  it('starts on the first row, needs the NPN and a name, and builds the body the server takes', () => {
    const draft = initialRosterDraft(inspection);
    expect(draft).toEqual({ headerRow: 1, headerRows: 1, columns: {} });
    expect(rosterDraftProblem(draft)).toMatch(/NPN/);
    const chosen = {
      headerRow: 2,
      headerRows: 1 as const,
      columns: { npn: 'License Ref', lastName: 'Family', email: '' },
    };
    expect(rosterDraftProblem({ ...chosen, columns: { npn: 'License Ref' } })).toMatch(/first, last or full name/);
    expect(rosterDraftProblem(chosen)).toBeNull();
    expect(rosterLayoutInput(inspection, chosen)).toEqual({
      headerRow: 2,
      headerRows: 1,
      headers: ['License Ref', 'Given', 'Family'],
      columns: { npn: 'License Ref', lastName: 'Family' },
    });
  });
});
