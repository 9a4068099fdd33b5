/**
 * The one table of column names carriers use, by the field they mean. Headers are compared
 * after `headerKey`: case, spaces and punctuation ignored, '#' read as 'number'. Add new
 * spellings here.
 */
export const REPORT_COLUMNS = {
  writingNumber: [
    'Writing Number',
    'Writing #',
    'Writing No',
    'Agent Number',
    'Agent #',
    'Agent No',
    'Agent ID',
    'Agent Code',
    'Producer ID',
    'Producer Number',
    'Producer #',
    'Producer Code',
    'Writing Code',
  ],
  npn: ['NPN', 'National Producer Number', 'Agent NPN', 'Producer NPN'],
  name: ['Agent Name', 'Name', 'Producer Name', 'Agent Name (Last, First)', 'Full Name', 'Agent Full Name'],
  firstName: ['First Name', 'Agent First Name', 'First'],
  lastName: ['Last Name', 'Agent Last Name', 'Last', 'Surname'],
  amount: [
    'Debt',
    'Debt Amount',
    'Balance',
    'Balance Due',
    'Debt Balance',
    'Outstanding Balance',
    'Amount Owed',
    'Chargeback',
    'Chargeback Balance',
    'Chargeback Amount',
    'Unearned Advance Balance',
    'Advance Balance',
    'Amount',
    'Amount Due',
  ],
  date: ['As Of Date', 'As Of', 'Debt Date', 'Chargeback Date', 'Date', 'Balance Date'],
  days: ['Debt Age', 'Days', 'Days Outstanding', 'Age (Days)', 'Age', 'Days Past Due'],
} as const;

export type ReportField = keyof typeof REPORT_COLUMNS;

/** The 22 columns of an agent list (SPEC section 2, Import Agents), matched the same way. */
export const AGENT_LIST_COLUMNS = {
  npn: ['NPN'],
  firstName: ['First Name'],
  lastName: ['Last Name'],
  middleName: ['Middle Name'],
  businessName: ['Business Name'],
  type: ['Type'],
  gender: ['Gender'],
  agencyName: ['Agency Name'],
  phone: ['Phone'],
  email: ['Email', 'E-mail'],
  dateOfBirth: ['DoB', 'Date of Birth', 'DOB'],
  compLevel: ['Comp Level', 'Commission Level'],
  uplineName: ['Upline Name'],
  uplineNPN: ['Upline NPN'],
  status: ['Status'],
  npnVerified: ['NPN Verified'],
  solicitingFor: ['Soliciting For'],
  address: ['Address'],
  city: ['City'],
  state: ['State'],
  zipcode: ['Zipcode', 'Zip', 'Zip Code', 'Postal Code'],
  role: ['Role'],
} as const;

export type AgentListField = keyof typeof AGENT_LIST_COLUMNS;

export function headerKey(header: unknown): string {
  return String(header ?? '')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/\bno\b\.?/g, ' number ')
    .replace(/[^a-z0-9]+/g, '');
}

/** header key → field, for one synonym table. */
export function synonymIndex<F extends string>(table: Record<F, readonly string[]>): Map<string, F> {
  const index = new Map<string, F>();
  for (const [field, names] of Object.entries(table) as [F, readonly string[]][]) {
    for (const name of names) index.set(headerKey(name), field);
  }
  return index;
}

/** Which column holds which field, for a header row; unknown columns are ignored. */
export function mapHeader<F extends string>(row: readonly unknown[], index: Map<string, F>): Map<F, number> {
  const columns = new Map<F, number>();
  row.forEach((cell, column) => {
    const field = index.get(headerKey(cell));
    if (field && !columns.has(field)) columns.set(field, column);
  });
  return columns;
}
