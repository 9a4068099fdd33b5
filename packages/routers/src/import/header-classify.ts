import { REPORT_VOCABULARY, type ReportField } from './report-vocabulary';
import {
  AMOUNT_PREFERENCE,
  AS_OF_DATE_WORDS,
  CHARGEBACK_WORDS,
  DATE_PREFERENCE,
  DEBT_DATE_WORDS,
  LAST_MOVED_WORDS,
  NOT_A_BALANCE_WORDS,
} from './report-preference';
import { headerDay } from './header-day';
import { nameOrderOfHeader } from './name-order-header';
import { headerKey, headerWords } from './synonyms';

/**
 * A field a header may stand for, how much it is preferred among columns of that field (1 best),
 * and how specific the match is (the words of a vocabulary entry matched exactly; 0 when read from
 * words alone), so that "Writing Agent Number" over two header rows beats "Agent Number" alone.
 */
export type FieldCandidate = { field: ReportField; rank: number; specificity: number };

const VOCABULARY = new Map<string, ReportField>();
for (const [field, names] of Object.entries(REPORT_VOCABULARY) as [ReportField, readonly string[]][]) {
  for (const name of names) if (!VOCABULARY.has(headerKey(name))) VOCABULARY.set(headerKey(name), field);
}

const has = (words: readonly string[], any: readonly string[]) => words.some((word) => any.includes(word));

/** Whose name or number it is when it is not the agent's. */
const OTHER_PARTY = ['insured', 'owner', 'policyholder', 'annuitant', 'client', 'customer', 'upline', 'manager'];
const OTHER_THING = ['agency', 'company', 'carrier', 'product', 'plan', 'file', 'policy', 'contract', 'certificate'];
// A commission statement's payee (or recipient) is the agent (or their agency) the money goes to and comes back from.
const PERSON_WORDS = [
  'agent',
  'producer',
  'rep',
  'representative',
  'advisor',
  'broker',
  'writing',
  'payee',
  'recipient',
  // A worksite carrier's enroller is the agent who wrote the business.
  'enroller',
];
/** The agent's part in the sale: "Servicing Agent", "Selling Agent", "Sales Agent" name the agent (by name or by code). */
const AGENT_ROLES = ['servicing', 'selling', 'soliciting', 'producing', 'primary', 'payee', 'writing', 'sales'];
const NUMBER_WORDS = ['number', 'id', 'code'];
/** Dates of the policy or the person, or of a repayment: never when the debt arose. */
const NOT_THE_DEBT_DATE = [
  ...['birth', 'dob', 'issue', 'termination', 'term', 'hire', 'appointment', 'paid', 'application', 'app'],
  ...['expiration', 'expiry', 'payment', 'repayment', 'repaid'],
];
/** A policy's end that takes its commission back. */
const POLICY_END_WORDS = [
  'lapse',
  'lapsed',
  'cancel',
  'cancelled',
  'canceled',
  'cancellation',
  'surrender',
  'surrendered',
];
/** A policy's effective date is not the debt's; a chargeback's or a transaction's effective date is. */
const notTheDebtDate = (words: readonly string[]) =>
  has(words, NOT_THE_DEBT_DATE) || (words.includes('effective') && !has(words, DEBT_DATE_WORDS));
/** Headers of counts, numbers and terms, not money, whatever money words they hold ("Months Remaining"). */
const NOT_MONEY_WORDS = ['days', 'age', 'count', 'percent', 'months', 'mos', 'years', 'number', 'id'];

/** "Agent of Record #", "Producer of Record": the agent ("Agent #", "Producer"), as health carriers name them. */
function withoutOfRecord(words: string[]): string[] {
  const at = words.findIndex(
    (word, i) => PERSON_WORDS.includes(word) && words[i + 1] === 'of' && words[i + 2] === 'record',
  );
  return at < 0 ? words : [...words.slice(0, at + 1), ...words.slice(at + 3)];
}

function rankBy(preference: readonly { rank: number; words: readonly string[] }[], words: readonly string[]) {
  return preference.find((entry) => has(words, entry.words))?.rank ?? 3;
}

/**
 * Commission is what the carrier pays the agent ("Net Commission", "Commission Due"); only taken
 * back ("Commission Reversal", "Reversed Commission Owed", "Commission Chargeback") is it owed.
 */
const COMMISSION_WORDS = ['commission', 'commissions', 'comm'];
const TAKEN_BACK_WORDS = [...CHARGEBACK_WORDS, 'owed', 'owing', 'debt', 'debit', 'unearned', 'advance'];

function isNotABalance(words: readonly string[]): boolean {
  const text = ` ${words.join(' ')} `;
  if (has(words, COMMISSION_WORDS) && !has(words, TAKEN_BACK_WORDS)) return true;
  return NOT_A_BALANCE_WORDS.some((phrase) => text.includes(` ${phrase} `));
}

/**
 * The fields a header may stand for: the vocabulary first, then the words it is made of ("Writing
 * Agent Nbr" is a writing number, "Total Balance Owed" a balance, "clawback_created_at" a date). A
 * bare "Agent" may be a name or a number: both are offered, and the column's values decide.
 */
export function classifyHeader(header: unknown): FieldCandidate[] {
  // "Balance 10/31/2026": a balance as of the day its header ends with (the latest such column wins).
  const dated = headerDay(header);
  if (dated) return classifyHeader(dated.words).filter((candidate) => candidate.field === 'amount');
  const words = withoutOfRecord(headerWords(header));
  if (words.length === 0) return [];
  const known = VOCABULARY.get(words.join(''));
  const specificity = words.length;
  if (known === 'amount') {
    return isNotABalance(words) ? [] : [{ field: 'amount', rank: rankBy(AMOUNT_PREFERENCE, words), specificity }];
  }
  if (known === 'date') return [{ field: 'date', rank: rankBy(DATE_PREFERENCE, words), specificity }];
  if (known) return [{ field: known, rank: 1, specificity }];
  // Beyond the vocabulary only short headers of words are read (not titles, not "Statement line 60").
  if (words.length > 5 || words.some((word) => /^\d+$/.test(word))) return [];
  // "Agent/Agency Name": the name of whoever the line is for, a person or their agency.
  if (words.length === 3 && words[0] === 'agent' && words[1] === 'agency' && words[2] === 'name') {
    return [{ field: 'name', rank: 2, specificity: 0 }];
  }
  // A policy's lapse or cancellation is what its chargeback arose from: "Policy Lapse Date" is read as "Lapse Date" is.
  const policyEnd = has(words, ['date', 'dt', 'dte']) && has(words, POLICY_END_WORDS);
  if (has(words, OTHER_PARTY) || (has(words, OTHER_THING) && !has(words, ['balance', 'owed', 'due']) && !policyEnd)) {
    return [];
  }
  const role = words.length === 2 && AGENT_ROLES.includes(words[0]!) && PERSON_WORDS.includes(words[1]!);
  if ((words.length === 1 && PERSON_WORDS.includes(words[0]!)) || role) {
    return [
      { field: 'name', rank: 2, specificity: 0 },
      { field: 'writingNumber', rank: 2, specificity: 0 },
    ];
  }
  if (has(words, ['npn']) || (has(words, ['national']) && has(words, ['producer'])))
    return [{ field: 'npn', rank: 1, specificity: 0 }];
  // "Producer Name (Last, First)", "Name (First Last)", "Last, First MI": one column of whole names, in the order it says.
  if (nameOrderOfHeader(header)) return [{ field: 'name', rank: 2, specificity: 0 }];
  const person = has(words, PERSON_WORDS);
  if (person && has(words, ['first'])) return [{ field: 'firstName', rank: 2, specificity: 0 }];
  if (person && has(words, ['last'])) return [{ field: 'lastName', rank: 2, specificity: 0 }];
  if (person && has(words, ['middle'])) return [{ field: 'middleName', rank: 2, specificity: 0 }];
  if (person && has(words, ['name'])) return [{ field: 'name', rank: 2, specificity: 0 }];
  if (person && has(words, NUMBER_WORDS)) return [{ field: 'writingNumber', rank: 2, specificity: 0 }];
  // "Statement Month" and "Period" hold statement months ("Oct 2026"): the values confirm them.
  const dateWords =
    has(words, ['date', 'trdt', 'month', 'period']) || (has(words, ['created', 'posted']) && has(words, ['at', 'on']));
  // A date never holds money, even one that is not the debt's ("Chargeback Paid Date").
  if (dateWords) {
    return notTheDebtDate(words) ? [] : [{ field: 'date', rank: rankBy(DATE_PREFERENCE, words), specificity: 0 }];
  }
  // "Last Activity", "Most Recent Transaction": when the balance last moved, if its values are dates
  // (they may name the activity instead: then the column is not read, and no row is an error for it).
  if (has(words, LAST_MOVED_WORDS) && has(words, ['activity', 'transaction', 'trans', 'tran', 'posted', 'posting'])) {
    return [{ field: 'date', rank: rankBy(DATE_PREFERENCE, words), specificity: 0 }];
  }
  const moneyWords = AMOUNT_PREFERENCE.some((entry) => has(words, entry.words));
  if (moneyWords && !isNotABalance(words) && !has(words, NOT_MONEY_WORDS)) {
    return [{ field: 'amount', rank: rankBy(AMOUNT_PREFERENCE, words), specificity: 0 }];
  }
  return [];
}

/**
 * A date column that says when the report saw the balance ("Statement Date", "Balance As Of",
 * "Period"), not when the debt arose ("Chargeback Date", "Trdt", a plain "Date").
 */
export function isAsOfDateHeader(header: unknown): boolean {
  const words = headerWords(header);
  if (rankBy(DATE_PREFERENCE, words) === 1) return false;
  return has(words, AS_OF_DATE_WORDS) || (words.includes('as') && words.includes('of'));
}
