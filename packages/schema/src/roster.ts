import { z } from 'zod';
import { columnChoiceProblem } from './columnReference';

/**
 * POST /import-agents: new people, people updated (by NPN), writing numbers recorded per carrier (an
 * appointment list), and the skipped rows as `Row N: why`.
 */
export const ZAgentListResult = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  /** Of the updated, those the list changed nothing of (the same list uploaded again: all of them). */
  unchanged: z.number().int().optional(),
  writingNumbers: z.number().int(),
  /** Rows whose upline was given by name only and linked to the one person of that name (their NPN). */
  uplinesByName: z.number().int().optional(),
  errors: z.array(z.string()),
  /**
   * What the list gave that was not recorded, said once for the list rather than on each row: writing
   * numbers beside no Carrier column, a carrier's column ("Lincoln Heritage Agent #") naming no company;
   * and how many people an appointment list gives different statuses at different carriers (each
   * carrier's record takes its row's, the person the most active of them).
   */
  notes: z.array(z.string()).optional(),
});
export type TAgentListResult = z.infer<typeof ZAgentListResult>;

/**
 * The fields of an agent list (roster) a column can be read for: SPEC's 22, a suffix, the whole name
 * in one column (as many agency systems export it), and appointments.
 */
export const AGENT_LIST_FIELDS = [
  'npn',
  'firstName',
  'lastName',
  'fullName',
  'middleName',
  'suffix',
  'businessName',
  'type',
  'gender',
  'agencyName',
  'phone',
  'email',
  'dateOfBirth',
  'compLevel',
  'uplineName',
  'uplineNPN',
  'agentCode',
  'uplineCode',
  'status',
  'npnVerified',
  'solicitingFor',
  'address',
  'city',
  'state',
  'zipcode',
  'role',
  'carrierName',
  'writingNumber',
] as const;
export const ZAgentListField = z.enum(AGENT_LIST_FIELDS);

/**
 * The agency's roster layout, for agent lists whose headers the product cannot read: the header row
 * (as its cells read) and which header holds which field. Needs the NPN and a name column.
 */
export const ZRosterLayoutInput = z
  .object({
    headerRow: z.number().int().min(1).max(1000),
    headerRows: z.union([z.literal(1), z.literal(2)]).default(1),
    headers: z.array(z.string().max(300)).min(1).max(500),
    columns: z.partialRecord(ZAgentListField, z.string().min(1).max(300)),
  })
  .superRefine((layout, context) => {
    if (!layout.columns.npn)
      context.addIssue({ code: 'custom', path: ['columns', 'npn'], message: 'choose the NPN column' });
    if (!layout.columns.firstName && !layout.columns.lastName && !layout.columns.fullName) {
      context.addIssue({ code: 'custom', path: ['columns'], message: 'choose a first, last or full name column' });
    }
    for (const [field, header] of Object.entries(layout.columns)) {
      const problem = columnChoiceProblem(layout.headers, header);
      if (problem) context.addIssue({ code: 'custom', path: ['columns', field], message: problem });
    }
  });
export type TRosterLayoutInput = z.input<typeof ZRosterLayoutInput>;

export const ZRosterLayout = z.object({
  headerRow: z.number().int(),
  headerRows: z.number().int(),
  headers: z.array(z.string()),
  columns: z.partialRecord(ZAgentListField, z.string()),
  updatedAt: z.iso.datetime(),
});
export type TRosterLayout = z.infer<typeof ZRosterLayout>;

/** POST /import-agents/inspect: an agent list's first rows and what was found in them. */
export const ZRosterInspection = z.object({
  rows: z.array(z.array(z.string())),
  detected: z
    .object({
      headerRow: z.number().int(),
      headers: z.array(z.string()),
      columns: z.partialRecord(ZAgentListField, z.string()),
    })
    .nullable(),
  problem: z.string().nullable(),
  saved: ZRosterLayout.nullable(),
});
export type TRosterInspection = z.infer<typeof ZRosterInspection>;

/** How each agent-list field is named to staff (the roster mapping dialog). */
export const AGENT_LIST_FIELD_LABELS: Record<(typeof AGENT_LIST_FIELDS)[number], string> = {
  npn: 'NPN',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (one column)',
  middleName: 'Middle name',
  suffix: 'Suffix',
  businessName: 'Business name',
  type: 'Type',
  gender: 'Gender',
  agencyName: 'Agency name',
  phone: 'Phone',
  email: 'E-mail',
  dateOfBirth: 'Date of birth',
  compLevel: 'Comp level',
  uplineName: 'Upline name',
  uplineNPN: 'Upline NPN',
  agentCode: "Agent ID (the list's own)",
  uplineCode: 'Upline ID (an agent ID of the list)',
  status: 'Status',
  npnVerified: 'NPN verified',
  solicitingFor: 'Soliciting for',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  role: 'Role',
  carrierName: 'Carrier (appointments)',
  writingNumber: 'Writing number (appointments)',
};
