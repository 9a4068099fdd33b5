import { z } from 'zod';
import { columnChoiceProblem, findColumn } from './columnReference';
import { IDENTIFYING_REPORT_FIELDS, ZReportField } from './reportField';

// A carrier's report layout as staff map it when detection was unsure or wrong (its input and its
// checks, as stored), and what the mapping dialog is shown of a report to map it.

/**
 * How a carrier writes names without a comma (`SMITH JOHN A` or `John A Smith`): decided per report
 * from the people its names match ('detect'), or said once by staff in the carrier's layout, for a
 * carrier whose reports name people not known yet.
 */
export const ZReportNameOrder = z.enum(['detect', 'first-last', 'last-first']);
export type TReportNameOrder = z.infer<typeof ZReportNameOrder>;

/**
 * A carrier's report layout, mapped once by staff when detection was unsure or wrong: the sheet, the
 * header row (as the header's cells read), which header holds which field, and whether a debt is
 * printed as a positive number (the usual) or a negative one.
 */
export const ZReportLayoutFields = z.object({
  sheet: z.string().max(200).nullable().default(null),
  headerRow: z.number().int().min(1).max(1000),
  headerRows: z.literal([1, 2], 'must be 1 or 2 (how many rows the header spans)').default(1),
  // A list that is not one ends the checks, as a wrong type does: the layout's checks below would
  // go on to find every chosen column missing from it.
  headers: z
    .array(z.string().max(300, { message: 'is too long (at most 300 characters)', abort: true }), {
      error: (issue) =>
        issue.input === undefined
          ? 'is required'
          : `must be a list of the header texts, such as ["Agent Code", "Balance"], not ${
              typeof issue.input === 'object' && issue.input !== null ? 'an object' : `a ${typeof issue.input}`
            }`,
    })
    .min(1, { message: 'must list at least one header', abort: true })
    .max(500, { message: 'must list at most 500 headers', abort: true }),
  // An empty choice is said once, and ends the checks too: the layout's checks would repeat it
  // ("choose the balance column", '"" is not one of the headers').
  columns: z.partialRecord(
    ZReportField,
    z
      .string()
      .min(1, { message: 'is empty: give the header of the column to read it from (one of headers)', abort: true })
      .max(300),
  ),
  amountSign: z.enum(['owed-positive', 'owed-negative']).default('owed-positive'),
  nameOrder: ZReportNameOrder.default('detect'),
});

/** A layout must name the balance and the agent, from among its own headers, one field a column. */
export function checkReportLayout(layout: z.output<typeof ZReportLayoutFields>, context: z.RefinementCtx) {
  if (!layout.columns.amount) {
    context.addIssue({ code: 'custom', path: ['columns', 'amount'], message: 'choose the balance column' });
  }
  if (!IDENTIFYING_REPORT_FIELDS.some((field) => layout.columns[field])) {
    context.addIssue({
      code: 'custom',
      path: ['columns'],
      message: 'choose a column that names the agent (writing number, NPN or name)',
    });
  }
  const chosen = Object.entries(layout.columns) as [string, string][];
  for (const [field, header] of chosen) {
    const problem = columnChoiceProblem(layout.headers, header);
    if (problem) context.addIssue({ code: 'custom', path: ['columns', field], message: problem });
  }
  const columnsUsed = chosen.map(([, header]) => findColumn(layout.headers, header)).filter((column) => column >= 0);
  if (new Set(columnsUsed).size !== columnsUsed.length) {
    context.addIssue({ code: 'custom', path: ['columns'], message: 'a column can hold one field only' });
  }
}

export const ZReportLayoutInput = ZReportLayoutFields.superRefine(checkReportLayout);
export type TReportLayoutInput = z.input<typeof ZReportLayoutInput>;

export const ZReportLayout = z.object({
  carrierId: z.number().int(),
  sheet: z.string().nullable(),
  headerRow: z.number().int(),
  headerRows: z.number().int(),
  headers: z.array(z.string()),
  columns: z.partialRecord(ZReportField, z.string()),
  amountSign: z.enum(['owed-positive', 'owed-negative']),
  nameOrder: ZReportNameOrder,
  updatedAt: z.iso.datetime(),
});
export type TReportLayout = z.infer<typeof ZReportLayout>;

/** POST /upload/{carrierId}/inspect: a report's first rows per sheet, and what detection made of them. */
export const ZReportInspection = z.object({
  sheets: z.array(z.object({ name: z.string().nullable(), rows: z.array(z.array(z.string())) })),
  detected: z
    .object({
      sheet: z.string().nullable(),
      headerRow: z.number().int(),
      headerRows: z.number().int(),
      headers: z.array(z.string()),
      columns: z.partialRecord(ZReportField, z.string()),
    })
    .nullable(),
  problem: z.string().nullable(),
  saved: ZReportLayout.nullable(),
});
export type TReportInspection = z.infer<typeof ZReportInspection>;

/**
 * Two header rows read as one ("Writing" over "Agent #" is "Writing Agent #"): a merged top cell
 * spans the empty cells to its right that have a header beneath them.
 */
export function combineHeaderRows(top: readonly string[], bottom: readonly string[]): string[] {
  const width = Math.max(top.length, bottom.length);
  const combined: string[] = [];
  let carried = '';
  for (let c = 0; c < width; c++) {
    const upper = top[c] ?? '';
    const lower = bottom[c] ?? '';
    if (upper) carried = upper;
    else if (!lower) carried = '';
    const head = upper || (lower ? carried : '');
    combined.push([head, lower].filter(Boolean).join(' '));
  }
  return combined;
}
