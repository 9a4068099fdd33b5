import { splitAgentCodeAndName } from './agent-code-name';
import { headingWithoutStatusFlags, withoutStatusFlags } from './name-flags';
import { headingNamesakeMark } from './namesake-mark';
import { isFirstLastName, isLastFirstName, splitNameThenCode } from './name-then-code';
import { REPORT_VOCABULARY } from './report-vocabulary';
import { AMOUNT_PREFERENCE } from './report-preference';
import { SECTION_WORDS, SUMMARY_ROW_PATTERN, withoutContinuedMark } from './report-line-words';
import { filledCount, headingAlone, headingText } from './report-row-shapes';
import { headerWords } from './synonyms';

/**
 * A heading that names the agent once for the policy rows beneath it, in the forms carriers print:
 * "Agent: 40213  SMITH, WILLIAM H", "Agent: SMITH, WILLIAM H (40213)", "Producer 40213 - SMITH,
 * WILLIAM H", "AGENT NAME: SMITH, WILLIAM H   AGENT #: 40213", "Agent 40213", "Agent: SMITH, WILLIAM H",
 * "Agent Name: SMITH, WILLIAM H (40213)", "Agent: SMITH, WILLIAM H (Writing #40213)", "Producer: SMITH,
 * WILLIAM H - 40213", and with no label at all "40213 SMITH, WILLIAM H", "SMITH, WILLIAM H (40213)",
 * "SMITH, WILLIAM H - 40213" or "SMITH, WILLIAM H  40213" (a code and a name written "Last, First"),
 * or "Jane Doe (40213)" (a name written "First Last", its code in brackets). Bare: "Jane Doe 40213",
 * "40213 Jane Doe", "40213 - Jane Doe" (see `bare`).
 */
export type GroupHeading = {
  writingNumber: string | null;
  name: string | null;
  /** The agent's NPN, when the heading says it as one ("NPN: 17000001"). */
  npn?: string;
  /**
   * A name written "First Last" and a code with no label, bracket or comma ("Jane Doe 40213"): as
   * likely some other line of text, so a heading only where the rows beneath confirm it (report-row-heading.ts).
   */
  bare?: true;
};

const WHO = String.raw`(?:writing\s+)?(?:agent|producer|rep(?:resentative)?|advisor|broker)`;
const WHAT = String.raw`(?:name|#|no\.?|nbr|number|id|code)`;
const CODE = String.raw`[A-Za-z]{0,4}-?\d[0-9A-Za-z-]*`;
/** The label and what follows it: a separator, or a space when a code comes next ("Agent 40213"). */
const LABELLED = new RegExp(String.raw`^${WHO}\s*(${WHAT})?\s*(?:[:#-]\s*|\s+(?=${CODE}\b))(.*)$`, 'i');
/** A second label further on: "… AGENT #: 40213". */
const NEXT_LABEL = new RegExp(String.raw`\s+${WHO}\s*(${WHAT})?\s*[:#]\s*`, 'i');
const CODE_ONLY = new RegExp(String.raw`^${CODE}$`);
const CODE_THEN_NAME = new RegExp(String.raw`^(${CODE})\s*[-,:]?\s+(.+)$`);
const NAME_ONLY = /^[\p{L}][\p{L} .,'’-]*$/u;

const isNumberLabel = (what: string | undefined) => !!what && !/^name$/i.test(what);

/** A value after a label: a code, a name, or both ("40213  SMITH, WILLIAM H", "SMITH, W (40213)"). */
function readValue(value: string, what: string | undefined): GroupHeading | null {
  // "Agent: *SMITH, WILLIAM H": a flag at the start of the value, after the label.
  const text = withoutStatusFlags(value.trim());
  if (!text) return null;
  const nameFirst = () => {
    const split = splitNameThenCode(text);
    return split && /\p{L}{2}/u.test(split.name) ? { writingNumber: split.writingNumber, name: split.name } : null;
  };
  // "Agent Name: SMITH, WILLIAM H (40213)": a name label whose value gives the code after the name too.
  if (/^name$/i.test(what ?? '')) return NAME_ONLY.test(text) ? { writingNumber: null, name: text } : nameFirst();
  if (CODE_ONLY.test(text)) return { writingNumber: text, name: null };
  if (isNumberLabel(what)) return null;
  const split = splitAgentCodeAndName(text);
  if (split) return { writingNumber: split.code, name: split.name };
  const codeFirst = CODE_THEN_NAME.exec(text);
  if (codeFirst && NAME_ONLY.test(codeFirst[2]!)) return { writingNumber: codeFirst[1]!, name: codeFirst[2]!.trim() };
  if (NAME_ONLY.test(text)) return /\p{L}{2}/u.test(text) ? { writingNumber: null, name: text } : null;
  return nameFirst();
}

/** The report's own words: a "name" made only of them ("Balance, Due 2026") is no person's. */
const REPORT_WORDS = new Set([
  ...SECTION_WORDS,
  ...REPORT_VOCABULARY.amount.flatMap((header) => headerWords(header)),
  ...AMOUNT_PREFERENCE.flatMap((entry) => entry.words),
]);

/**
 * Words a person's name written "First Last" never holds, beside the report's own: a report's title,
 * a product's or plan's, a business's, an office's ("Term Life (2020)", "Smith Insurance Agency
 * (40213)", "Northeast Region (R100)"); not words that are surnames too ("Branch", "Rider"). Without
 * the comma of "Last, First", one such word is enough to make the heading no person's.
 */
const NOT_A_FIRST_LAST_NAME = new Set([
  ...REPORT_WORDS,
  ...['report', 'statement', 'summary', 'listing', 'list', 'register', 'schedule', 'aging', 'page', 'run', 'date'],
  ...['year', 'quarter', 'month', 'week', 'fiscal', 'plan', 'plans', 'policy', 'product', 'products', 'coverage'],
  ...['life', 'term', 'whole', 'universal', 'indexed', 'variable', 'annuity', 'annuities', 'medicare', 'supplement'],
  ...['final', 'expense', 'health', 'dental', 'vision', 'accident', 'critical', 'illness', 'disability', 'hospital'],
  ...['cancer', 'series', 'tier', 'level', 'premium', 'premiums', 'benefit', 'benefits', 'insurance'],
  ...['agency', 'agencies', 'group', 'llc', 'inc', 'corp', 'corporation', 'company', 'co', 'ltd', 'llp', 'pllc'],
  ...['financial', 'services', 'service', 'marketing', 'associates', 'partners', 'brokerage', 'holdings', 'assurance'],
  ...['mutual', 'enterprises', 'solutions', 'consulting', 'agent', 'producer', 'carrier', 'office', 'region'],
  ...['division', 'district', 'team', 'unit', 'department', 'contact', 'phone', 'fax', 'email', 'questions'],
  ...['call', 'toll', 'free', 'street', 'avenue', 'ave', 'road', 'suite', 'ste', 'blvd', 'boulevard', 'box', 'floor'],
]);

/**
 * A code and a name with no label, alone on their row: "40213 SMITH, WILLIAM H", "SMITH, WILLIAM H
 * (40213)", "SMITH, WILLIAM H - 40213", "SMITH, WILLIAM H  40213", and a name written "First Last"
 * with its code in brackets: "Jane Doe (40213)", "Mary Ann O'Neil [40213]".
 */
function readUnlabeled(text: string): GroupHeading | null {
  const split = splitAgentCodeAndName(text);
  if (split && /^[A-Za-z]{0,4}-?\d/.test(text) && split.name.includes(',')) {
    return { writingNumber: split.code, name: split.name };
  }
  const nameFirst = splitNameThenCode(text);
  if (!nameFirst) return null;
  const person =
    isLastFirstName(nameFirst, (word) => REPORT_WORDS.has(word.toLowerCase())) ||
    isFirstLastName(text, nameFirst, (word) => NOT_A_FIRST_LAST_NAME.has(word));
  return person ? { writingNumber: nameFirst.writingNumber, name: nameFirst.name } : null;
}

/** A code carriers name an agent by: an NPN (3 to 10 digits) or a writing number ("W40213", "AB-1234"). */
const BARE_CODE = /^(?:\d{3,10}|[A-Za-z]{1,4}-?\d{3,}[0-9A-Za-z]*)$/;
/** "40213 Jane Doe", "40213 - Jane Doe": the code, then the name with no comma. */
const CODE_THEN_FIRST_LAST = new RegExp(String.raw`^(${CODE})(?:\s*[-–—:|]\s*|\s+)(\p{L}[^,\d]*)$`, 'u');
/** Words of a name begin with a capital, but for the particles of "de la Cruz", "van der Berg". */
const PARTICLE = /^(?:de|del|della|der|den|di|da|dos|du|la|le|van|von|y|bin|ibn|al|el|st\.?)$/;

/**
 * A name written "First Last" and its code with no label, bracket or comma: "Jane Doe 40213", "Jane
 * Doe - 40213", "40213 Jane Doe", "40213 - Jane Doe". Read only as its bracketed form "Jane Doe
 * (40213)" would be, with a code shaped like an NPN or a writing number and each word of the name
 * capitalised ("Call us at 40213" is none); marked bare, for the rows beneath to confirm.
 */
function readBare(text: string): GroupHeading | null {
  const codeFirst = CODE_THEN_FIRST_LAST.exec(text);
  const split = codeFirst ? { writingNumber: codeFirst[1]!, name: codeFirst[2]!.trim() } : splitNameThenCode(text);
  if (!split || split.name.includes(',') || !BARE_CODE.test(split.writingNumber)) return null;
  const words = split.name.split(/\s+/);
  if (!words.every((word) => /^\p{Lu}/u.test(word) || PARTICLE.test(word))) return null;
  const bracketed = `${split.name} (${split.writingNumber})`;
  if (!isFirstLastName(bracketed, split, (word) => NOT_A_FIRST_LAST_NAME.has(word))) return null;
  return { writingNumber: split.writingNumber, name: split.name, bare: true };
}

/** The NPN of a heading, labelled as one, with its brackets: "(NPN 17000001)", "NPN: 17000001", "NPN# 17000001". */
const NPN_PART =
  /[([]?\s*\b(?:national\s+producer\s+(?:number|no\.?)|npn)\s*(?:#|no\.?|number)?\s*[:#-]?\s*(\d{1,10})\b\s*[)\]]?/i;
/** What is left of "Agent NPN: 17000001" once the NPN is taken out: the label alone. */
const LABEL_ALONE = new RegExp(String.raw`^${WHO}\s*[:#-]?$`, 'i');

/**
 * The agent a heading names, or null when the text is not such a heading. `alone`: the text is all
 * its row holds; only then is a code and a name without a label read as a heading.
 */
export function readGroupHeading(text: string, alone = true): GroupHeading | null {
  // "Agent: 40213 SMITH, JOHN (2)", "NGUYEN, LINH #2": the number telling namesakes apart is no writing
  // number; read without it, it stays on the name (namesake-mark.ts), for the rows beneath to be asked about.
  const { text: unmarked, mark } = headingNamesakeMark(text);
  const heading = readFlaggedHeading(unmarked, alone) ?? (mark && alone ? numberedNameAlone(unmarked) : null);
  if (!heading?.name) return heading;
  // "Producer 40213 - TERM - SMITH, WILLIAM H": a flag the heading's form left in the name.
  const name = withoutStatusFlags(heading.name);
  return { ...heading, name: mark ? `${name} ${mark}` : name };
}

/**
 * "NGUYEN, LINH #2" alone on its row: a "Last, First" name and a namesake's number, which was read as
 * writing number 2 and so as a heading; without it, the policy rows beneath went to the agent above.
 */
function numberedNameAlone(text: string): GroupHeading | null {
  const name = text.trim();
  return name.includes(',') && NAME_ONLY.test(name) && /\p{L}{2}/u.test(name) ? { writingNumber: null, name } : null;
}

function readFlaggedHeading(text: string, alone: boolean): GroupHeading | null {
  // "Agent: 40213  SMITH, WILLIAM H (TERM)": a status flag is no part of the heading (name-flags.ts).
  const trimmed = headingWithoutStatusFlags(withoutContinuedMark(text).trim());
  if (!trimmed || SUMMARY_ROW_PATTERN.test(trimmed)) return null;
  // "Agent: SMITH, JOHN (NPN 17000001)", "… NPN: 17000001", "Agent NPN: 17000001": the NPN said as such.
  const npn = NPN_PART.exec(trimmed);
  if (npn) {
    const rest = `${trimmed.slice(0, npn.index)} ${trimmed.slice(npn.index + npn[0].length)}`.trim();
    if (!rest || LABEL_ALONE.test(rest)) return { writingNumber: null, name: null, npn: npn[1]! };
    const heading = readHeadingText(rest, alone);
    if (heading && !heading.bare) return { ...heading, npn: npn[1]! };
    // "SMITH, JOHN (NPN 17000001)" alone on its row: a name written "Last, First" and the NPN said as one.
    const lastFirst = alone && rest.includes(',') && NAME_ONLY.test(rest) && /\p{L}{2}/u.test(rest);
    return lastFirst ? { writingNumber: null, name: rest, npn: npn[1]! } : null;
  }
  return readHeadingText(trimmed, alone);
}

function readHeadingText(trimmed: string, alone: boolean): GroupHeading | null {
  const labelled = LABELLED.exec(trimmed);
  // No label: only a code and a person's name ("Last, First", or "First Last (code)"), alone on their row;
  // or, for the rows beneath to confirm, "First Last code" or "code First Last".
  if (!labelled) return alone ? (readUnlabeled(trimmed) ?? readBare(trimmed)) : null;
  const [, what, rest = ''] = labelled;
  const next = NEXT_LABEL.exec(rest);
  if (!next) return readValue(rest, what);
  const first = readValue(rest.slice(0, next.index), what);
  const second = readValue(rest.slice(next.index + next[0].length), next[1]);
  if (!first || !second) return null;
  // One part names the agent, the other gives the code (either order); two of one kind is no heading.
  if ((first.writingNumber && second.writingNumber) || (first.name && second.name)) return null;
  return { writingNumber: first.writingNumber ?? second.writingNumber, name: first.name ?? second.name };
}

/**
 * A row labelled as an agent's heading ("Agent: 40216 SMITH, JOHN & MARY") that `readRowHeading` could
 * not read: it still ends the agent above (report-rows.ts), whose rows would otherwise take in the
 * policy rows beneath it. A question ("Agent: Questions? Call …") or a total is no such heading.
 */
export function isUnreadAgentHeading(texts: readonly string[]): boolean {
  const text = headingText(texts);
  return LABELLED.test(text) && !/[?!]/.test(text) && !SUMMARY_ROW_PATTERN.test(text);
}

/** A row's cells read as a heading: split cells joined back as the heading was written, alone on the row or not. */
export function readRowHeading(texts: readonly string[]): GroupHeading | null {
  return filledCount(texts) > 0 ? readGroupHeading(headingText(texts), headingAlone(texts)) : null;
}
