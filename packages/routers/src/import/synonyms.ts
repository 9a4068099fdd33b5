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
