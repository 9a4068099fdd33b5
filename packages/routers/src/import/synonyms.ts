import type { AGENT_LIST_FIELDS } from '@agentledger/schema';
/**
 * The 22 columns of an agent list (SPEC section 2, Import Agents), and the words agency systems use
 * for them in their exports (SureLC-style producer lists, AgentSync-style appointment lists), matched
 * the same way. An appointment list adds a carrier and a writing number per row. A field's names are
 * listed in order of preference: a list with two columns for one field reads the one listed first.
 */
export const AGENT_LIST_COLUMNS = {
  npn: ['NPN', 'Agent NPN', 'Producer NPN', 'Individual NPN', 'National Producer Number', 'NPN Number'],
  firstName: [
    'First Name',
    'Agent First Name',
    'Producer First Name',
    'Legal First Name',
    'Given Name',
    // "Given Name(s)", "First Name(s)" read as "Given Names", "First Names".
    'Given Names',
    'First Names',
    'Given',
    'Forename',
    'Forenames',
    'First',
  ],
  lastName: ['Last Name', 'Agent Last Name', 'Producer Last Name', 'Legal Last Name', 'Surname', 'Family Name', 'Last'],
  fullName: [
    'Name',
    'Full Name',
    'Agent Name',
    'Agent Full Name',
    'Producer Name',
    'Producer Full Name',
    'Individual Name',
    'Rep Name',
    'Representative Name',
    'Advisor Name',
    // NIPR and contracting systems' "Legal Name", Salesforce's "Contact Full Name", AgentSync's "Related Producer".
    'Legal Name',
    'Producer Legal Name',
    'Contact Name',
    'Contact Full Name',
    'Writing Agent Name',
    'Related Producer',
    // A bare "Agent" or "Producer" column of a roster is the person (a column named for the name comes first).
    'Agent',
    'Producer',
  ],
  middleName: [
    'Middle Name',
    'Agent Middle Name',
    'Producer Middle Name',
    'Middle Initial',
    'MI',
    'Middle Names',
    'Middle',
  ],
  suffix: ['Suffix', 'Name Suffix', 'Agent Suffix', 'Producer Suffix'],
  businessName: ['Business Name', 'Entity Name'],
  type: ['Type', 'Producer Type', 'Agent Type', 'Entity Type', 'DBA Type'],
  gender: ['Gender', 'Sex'],
  // Salesforce files a contact under its Account: the agency.
  agencyName: ['Agency Name', 'Agency', 'Firm Name', 'Agency Firm', 'Account Name'],
  phone: [
    'Phone',
    'Phone Number',
    'Business Phone',
    'Mobile Phone',
    'Cell Phone',
    'Mobile',
    'Mobile Number',
    'Mobile Phone Number',
    'Cell',
    'Cell Number',
    'Cell Phone Number',
    'Primary Phone',
    'Work Phone',
    'Office Phone',
    'Telephone',
    'Telephone Number',
    'Contact Phone',
    'Phone 1',
    'Home Phone',
  ],
  email: [
    'Email',
    'E-mail',
    'Email Address',
    'Agent Email',
    'Producer Email',
    'Business Email',
    'Primary Email',
    'Primary Email Address',
    'Agent Email Address',
    'Producer Email Address',
    'Business Email Address',
    'Work Email',
    'Contact Email',
    'Email 1',
    'Personal Email',
  ],
  // "Birth Date" is also Salesforce's "Birthdate" (the same header key).
  dateOfBirth: ['DoB', 'Date of Birth', 'DOB', 'Birth Date'],
  compLevel: ['Comp Level', 'Commission Level', 'Contract Level'],
  // The upline before a manager, a manager before a recruiter: a list with two of them takes the first.
  uplineName: [
    'Upline Name',
    'Upline',
    'Upline Agent Name',
    'Upline Agent',
    'Upline Manager',
    'Upline Manager Name',
    'Upline Producer Name',
    'Upline Producer',
    'Direct Upline',
    'Direct Upline Name',
    'Parent Producer Name',
    'Parent Producer',
    'Parent Name',
    'Reports To',
    'Manager Name',
    'Manager',
    'Recruiter Name',
    'Recruiter',
  ],
  uplineNPN: [
    'Upline NPN',
    'Upline Agent NPN',
    'Upline Producer NPN',
    'Upline Manager NPN',
    'Direct Upline NPN',
    'Parent NPN',
    'Parent Producer NPN',
    'Reports To NPN',
    'Manager NPN',
    'Recruiter NPN',
  ],
  // The list's own ID of each person (an agency system's record ID): what an Upline ID refers to.
  agentCode: ['Agent ID', 'Producer ID', 'Rep ID', 'Associate ID', 'Contact ID', 'Record ID', 'ID'],
  // The upline by the list's own ID or writing number (roster-upline-codes.ts links it to that row's NPN).
  uplineCode: [
    'Upline ID',
    'Upline Code',
    'Upline Number',
    'Upline Agent ID',
    'Upline Agent Code',
    'Upline Agent Number',
    'Upline Producer ID',
    'Upline Producer Code',
    'Upline Writing Number',
    'Parent ID',
    'Parent Agent ID',
    'Parent Producer ID',
    'Reports To ID',
    'Manager ID',
    'Manager Code',
    'Recruiter ID',
  ],
  status: [
    'Status',
    'Contract Status',
    'Agent Status',
    'Producer Status',
    'Appointment Status',
    'Agreement Status',
    'Contracting Status',
  ],
  npnVerified: ['NPN Verified'],
  solicitingFor: ['Soliciting For'],
  // Business before mailing before home, where a list has more than one (NIPR, Salesforce's Mailing…).
  address: [
    'Address',
    'Street Address',
    'Address Line 1',
    'Business Address',
    'Address 1',
    'Street',
    'Business Address Line 1',
    'Mailing Address',
    'Mailing Address Line 1',
    'Mailing Street',
    'Home Address',
  ],
  city: ['City', 'Business City', 'Mailing City', 'Home City'],
  state: [
    'State',
    'Resident State',
    'Business State',
    'State/Province',
    'Mailing State',
    'Mailing State/Province',
    'Home State',
  ],
  zipcode: [
    'Zipcode',
    'Zip',
    'Zip Code',
    'Postal Code',
    'Zip+4',
    'Zip/Postal Code',
    'Business Zip',
    'Business Zip Code',
    'Business Postal Code',
    'Mailing Zip',
    'Mailing Zip Code',
    'Mailing Postal Code',
    'Mailing Zip/Postal Code',
    'Home Zip',
  ],
  role: ['Role', 'Hierarchy Level', 'Agent Level', 'Position'],
  carrierName: ['Carrier', 'Carrier Name', 'Company', 'Company Name', 'Insurance Company', 'Appointing Carrier'],
  writingNumber: [
    'Writing Number',
    'Agent Number',
    'Writing Agent Number',
    'Agent Code',
    'Carrier Agent Number',
    'Producer Code',
    'Writing Code',
  ],
} as const satisfies Record<(typeof AGENT_LIST_FIELDS)[number], readonly string[]>;

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
  // Dates and amounts as carriers' mainframe reports shorten them ("ISS DT", "CHBK DT", "STMT DT").
  iss: 'issue',
  eff: 'effective',
  term: 'termination',
  trm: 'termination',
  chbk: 'chargeback',
  chgbk: 'chargeback',
  chrgbk: 'chargeback',
  cbk: 'chargeback',
  clwbk: 'clawback',
  rvsl: 'reversal',
  trn: 'transaction',
  txn: 'transaction',
  stmt: 'statement',
  prem: 'premium',
  pmt: 'payment',
  orig: 'original',
  outstg: 'outstanding',
  outstd: 'outstanding',
  // Health and worksite reports' agent of record ("AOR Name", "AOR NPN").
  aor: 'agent',
  // Names and codes as extracts shorten them ("AGT_NM", "PRDCR_CD", "WRTG_AGT_NBR", "INSD_NM", "POL_NBR").
  nm: 'name',
  nme: 'name',
  cd: 'code',
  agnt: 'agent',
  agy: 'agency',
  agcy: 'agency',
  prdcr: 'producer',
  wrtg: 'writing',
  insd: 'insured',
  pol: 'policy',
  dte: 'date',
  lst: 'last',
  frst: 'first',
  sfx: 'suffix',
  cb: 'chargeback',
  unrec: 'unrecovered',
  recov: 'recovery',
  adj: 'adjustment',
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

const RANKS = new WeakMap<ReadonlyMap<string, unknown>, Map<string, number>>();

/**
 * A header key's place in its synonym table (lower is preferred): the order a field's names are
 * listed in, so "Upline NPN" is taken before "Recruiter NPN" wherever each stands.
 */
export function synonymRank(index: ReadonlyMap<string, unknown>, key: string): number {
  let ranks = RANKS.get(index);
  if (!ranks) {
    ranks = new Map([...index.keys()].map((name, rank) => [name, rank]));
    RANKS.set(index, ranks);
  }
  return ranks.get(key) ?? Number.POSITIVE_INFINITY;
}

/**
 * Which column holds which field, for a header row; unknown columns are ignored. Two columns for one
 * field: the one whose name the table lists first, else the leftmost.
 */
export function mapHeader<F extends string>(row: readonly unknown[], index: Map<string, F>): Map<F, number> {
  return mapHeaderKeys(row.map(headerKey), index);
}

/** mapHeader for headers already read as keys (`headerKey`); '' for a column read as none. */
export function mapHeaderKeys<F extends string>(keys: readonly string[], index: Map<string, F>): Map<F, number> {
  const columns = new Map<F, number>();
  const ranks = new Map<F, number>();
  keys.forEach((key, column) => {
    const field = index.get(key);
    if (!field) return;
    const rank = synonymRank(index, key);
    if (rank < (ranks.get(field) ?? Number.POSITIVE_INFINITY)) {
      columns.set(field, column);
      ranks.set(field, rank);
    }
  });
  return columns;
}
