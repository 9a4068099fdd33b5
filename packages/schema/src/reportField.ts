import { z } from 'zod';

// The fields a carrier report's columns are read for, and how staff see them named: shared by the
// layout a report was read with (import.ts) and the layout staff save for a carrier (reportLayout.ts).

/** The fields of a carrier report a column can be read for. */
export const REPORT_FIELDS = [
  'writingNumber',
  'npn',
  'name',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'amount',
  'date',
  'days',
  'debitCredit',
  'credit',
  'carrier',
  'transactionType',
] as const;
export const ZReportField = z.enum(REPORT_FIELDS);

/** Fields that name the agent: a layout needs at least one (or both name parts). */
export const IDENTIFYING_REPORT_FIELDS = ['writingNumber', 'npn', 'name', 'lastName'] as const;

/** How each report field is named to staff (the layout mapping dialog). */
export const REPORT_FIELD_LABELS: Record<(typeof REPORT_FIELDS)[number], string> = {
  amount: 'Balance owed',
  writingNumber: 'Writing number',
  npn: 'NPN',
  name: 'Agent name',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  suffix: 'Suffix',
  date: 'Debt date',
  days: 'Days outstanding',
  debitCredit: 'Debit or credit (DR/CR)',
  credit: 'Credit (taken off the balance)',
  carrier: 'Carrier (rows for other companies are left out)',
  transactionType: 'Transaction type (payments and recoveries taken off)',
};
