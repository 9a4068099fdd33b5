import { z } from 'zod';
import { ZRequiredText } from './common';

export const ZCarrier = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  acceptsPdf: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TCarrier = z.infer<typeof ZCarrier>;

export const ZCarrierCode = ZRequiredText('Company code', 32).transform((c) => c.toUpperCase());

export const ZCarrierInput = z.object({
  name: ZRequiredText('Company name'),
  code: ZCarrierCode,
  active: z.boolean().default(true),
  acceptsPdf: z.boolean().optional(),
});
export type TCarrierInput = z.infer<typeof ZCarrierInput>;

/** PUT /api/carriers/{id}: a field left out keeps its stored value; none may be cleared (null is a 400). */
export const ZCarrierUpdateInput = z.object({
  name: ZRequiredText('Company name').optional(),
  code: ZCarrierCode.optional(),
  active: z.boolean().optional(),
  acceptsPdf: z.boolean().optional(),
});
export type TCarrierUpdateInput = z.infer<typeof ZCarrierUpdateInput>;

/** The carriers `POST /api/init-companies` creates, with ids 1-3; id 3 accepts PDF reports. */
export const DEFAULT_CARRIERS = [
  { id: 1, name: 'American Amicable', code: 'AMAM', acceptsPdf: false },
  { id: 2, name: 'Aetna', code: 'AETNA', acceptsPdf: false },
  { id: 3, name: 'Foresters Financial', code: 'FORESTERS', acceptsPdf: true },
] as const;

/** `.txt` is text read as a CSV is (commas, tabs, semicolons or pipes, by content): carrier portals export it. */
export const REPORT_EXTENSIONS = ['csv', 'txt', 'xlsx', 'xls'] as const;
/** An agent list's file types: the same text and Excel files, never PDF. */
export const AGENT_LIST_EXTENSIONS: readonly string[] = REPORT_EXTENSIONS;
export const PDF_EXTENSION = 'pdf';

/** The file types the server reads as a carrier's report: SPEC section 5's and a portal's `.txt` (for scripts). */
export function allowedReportExtensions(acceptsPdf: boolean): string[] {
  return acceptsPdf ? [...REPORT_EXTENSIONS, PDF_EXTENSION] : [...REPORT_EXTENSIONS];
}

/** What the screens' file pickers and drop zones take (SPEC section 5): .csv, .xlsx and .xls, PDF where accepted. */
export const PICKED_FILE_EXTENSIONS: readonly string[] = ['csv', 'xlsx', 'xls'];

/** SPEC section 5: a report picked or dropped on a screen; anything else is 'Invalid file type'. */
export function pickedReportExtensions(acceptsPdf: boolean): string[] {
  return acceptsPdf ? [...PICKED_FILE_EXTENSIONS, PDF_EXTENSION] : [...PICKED_FILE_EXTENSIONS];
}

export function invalidReportTypeHint(acceptsPdf: boolean): string {
  return acceptsPdf ? 'Please upload CSV, Excel, or PDF files' : 'Please upload CSV or Excel files only';
}

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}
