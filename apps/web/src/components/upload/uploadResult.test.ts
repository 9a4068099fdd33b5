import { describe, expect, it } from 'vitest';
import { describeUploadResult, needsLayoutMapping } from './uploadResult';

describe('upload result wording', () => {
  const result = {
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
  };

  it('says how many records were read and how the report was read', () => {
    expect(describeUploadResult(result)).toBe(
      'Processed 3 records, imported 2 (saved layout: sheet "Detail", header row 4, balance from "Net Balance")',
    );
    expect(describeUploadResult({ ...result, layout: { ...result.layout, source: 'detected', sheet: null } })).toBe(
      'Processed 3 records, imported 2 (detected layout: header row 4, balance from "Net Balance")',
    );
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
