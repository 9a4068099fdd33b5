import { describe, expect, it } from 'vitest';
import { describeChanges, describeUploadResult, needsLayoutMapping, type ReportUploadResult } from './uploadResult';

describe('upload result wording', () => {
  const result: ReportUploadResult = {
    uploadId: 7,
    status: 'success',
    recordsProcessed: 3,
    recordsImported: 2,
    errors: [],
    changes: { new: 2, increased: 0, decreased: 0, cleared: 0, unchanged: 0, totalBefore: 0, totalAfter: 3 },
    layout: {
      source: 'saved' as const,
      sheet: 'Detail',
      headerRow: 4,
      columns: { amount: 'Net Balance' },
      summaryRowsSkipped: 1,
    },
    people: [],
    reviewCount: 0,
    review: [],
  };

  it('says how many records were read, what changed, and how the report was read', () => {
    expect(describeUploadResult(result)).toBe(
      'Processed 3 records, imported 2 (2 new; saved layout: sheet "Detail", header row 4, balance from "Net Balance")',
    );
    expect(
      describeUploadResult({
        ...result,
        reviewCount: 1,
        errors: ['Row 3: the amount "x" is not a number'],
        layout: { ...result.layout, source: 'detected', sheet: null },
      }),
    ).toBe(
      'Processed 3 records, imported 2 (2 new; 1 to review; 1 row errors; detected layout: header row 4, balance from "Net Balance")',
    );
  });

  it('names every kind of change, and says so when nothing changed', () => {
    expect(describeChanges({ ...result.changes, new: 0, increased: 1, decreased: 2, cleared: 41 })).toBe(
      '1 increased, 2 decreased, 41 cleared',
    );
    expect(describeChanges({ ...result.changes, new: 0, unchanged: 5 })).toBe('no balance changed');
  });

  it('knows the refusals that mapping the columns fixes', () => {
    expect(
      needsLayoutMapping(
        'No balance column (header row 2): found A. Map the balance column under Companies → Report layout.',
      ),
    ).toBe(true);
    expect(needsLayoutMapping('Invalid file type: Please upload CSV or Excel files only')).toBe(false);
  });
});
