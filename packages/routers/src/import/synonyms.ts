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

/** Abbreviations carriers use in headers, read as the word they stand for. */
const WORD_FORMS: Record<string, string> = {
  no: 'number',
  nbr: 'number',
  num: 'number',
  amt: 'amount',
  bal: 'balance',
  adv: 'advance',
  dt: 'date',
  agt: 'agent',
  wrt: 'writing',
  natl: 'national',
};

/**
 * A header as words: camelCase and snake_case split, case and punctuation ignored, "#" read as
 * "number", common abbreviations spelled out (`clawback_created_at` → clawback created at,
 * `AgentNPN` → agent npn, `Writing Agt #` → writing agent number).
 */
export function headerWords(header: unknown): string[] {
  return String(header ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => WORD_FORMS[word] ?? word);
}

export function headerKey(header: unknown): string {
  return headerWords(header).join('');
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
