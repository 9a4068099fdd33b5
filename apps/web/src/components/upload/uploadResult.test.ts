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

  it("says SPEC's words and nothing else in the success toast", () => {
    expect(describeUploadResult(result)).toBe('Processed 3 records, imported 2');
    expect(describeUploadResult({ ...result, recordsProcessed: 26, recordsImported: 25 })).toBe(
      'Processed 26 records, imported 25',
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
