import type { TReportInspection } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { draftProblem, headersOf, initialDraft, layoutInput } from './layoutDraft';

const inspection: TReportInspection = {
  sheets: [
    { name: 'Summary', rows: [['Total', '10']] },
    {
      name: 'Detail',
      rows: [
        ['Writing', 'Agent', 'Balance', 'Net'],
        ['Agent #', 'Name', 'Due', 'Balance'],
        ['A1', 'Ann', '1.00', '2.00'],
      ],
    },
  ],
  detected: null,
  problem: 'Two columns could be the balance owed',
  saved: null,
};

describe('the layout mapping draft', () => {
  it('starts on the first sheet and row when nothing was detected or saved', () => {
    expect(initialDraft(inspection)).toEqual({
      sheetIndex: 0,
      headerRow: 1,
      headerRows: 1,
      columns: {},
      amountSign: 'owed-positive',
      nameOrder: 'detect',
    });
  });

  it('starts from the saved layout when there is one', () => {
    const saved = {
      carrierId: 1,
      sheet: 'Detail',
      headerRow: 1,
      headerRows: 2,
      headers: ['Writing Agent #', 'Agent Name', 'Balance Due', 'Net Balance'],
      columns: { writingNumber: 'Writing Agent #', amount: 'Net Balance' },
      amountSign: 'owed-negative' as const,
      nameOrder: 'last-first' as const,
      updatedAt: '2026-11-24T00:00:00.000Z',
    };
    expect(initialDraft({ ...inspection, saved })).toMatchObject({
      sheetIndex: 1,
      headerRows: 2,
      amountSign: 'owed-negative',
      nameOrder: 'last-first',
    });
  });

  it('reads two header rows as one, and builds the body the server takes', () => {
    const draft = {
      sheetIndex: 1,
      headerRow: 1,
      headerRows: 2 as const,
      columns: { writingNumber: 'Writing Agent #', amount: 'Net Balance', date: '' },
      amountSign: 'owed-positive' as const,
      nameOrder: 'detect' as const,
    };
    expect(headersOf(inspection, draft)).toEqual(['Writing Agent #', 'Agent Name', 'Balance Due', 'Net Balance']);
    expect(layoutInput(inspection, draft)).toEqual({
      sheet: 'Detail',
      headerRow: 1,
      headerRows: 2,
      headers: ['Writing Agent #', 'Agent Name', 'Balance Due', 'Net Balance'],
      columns: { writingNumber: 'Writing Agent #', amount: 'Net Balance' },
      amountSign: 'owed-positive',
      nameOrder: 'detect',
    });
  });

  it('says what is missing before anything is sent', () => {
    const base = {
      sheetIndex: 1,
      headerRow: 1,
      headerRows: 1 as const,
      amountSign: 'owed-positive' as const,
      nameOrder: 'detect' as const,
    };
    expect(draftProblem({ ...base, columns: { name: 'Agent' } })).toMatch(/balance owed/);
    expect(draftProblem({ ...base, columns: { amount: 'Net' } })).toMatch(/names the agent/);
    expect(draftProblem({ ...base, columns: { amount: 'Net', name: 'Net' } })).toMatch(/one field only/);
    expect(draftProblem({ ...base, columns: { amount: 'Net', name: 'Agent' } })).toBeNull();
  });
});
