/**
 * A group heading's agent written name first, then the writing number: "SMITH, WILLIAM H (40213)",
 * "SMITH, WILLIAM H (Writing #40213)", "SMITH, WILLIAM H - 40213", "SMITH, WILLIAM H  40213",
 * "Jane Doe [WN: AB1234]". Only for headings (group-heading.ts): in a data row's cell "Smith 12345"
 * may be one writing number, and agent-code-name.ts reads those cells more strictly.
 */
export type NameThenCode = { name: string; writingNumber: string };

const NAME = String.raw`\p{L}[\p{L} .,'’-]*?\p{L}\.?`;
const CODE = String.raw`[A-Za-z]{0,4}-?\d[0-9A-Za-z-]*`;
/** What the code is called beside the name: "Writing #", "Agent No.", "WN:", "ID", "#". */
const CODE_LABEL = String.raw`(?:(?:(?:writing|agent|agt|producer|rep|broker)\s*(?:#|no\.?|nbr|num(?:ber)?|id|code)?|wn|w\/n|#|no\.|nbr|id|code)\s*[:#]?\s*)?`;
const FORMS = [
  // "SMITH, WILLIAM H (40213)", "(Writing #40213)", "[WN: 40213]"
  new RegExp(String.raw`^(${NAME})\s*[([]\s*${CODE_LABEL}(${CODE})\s*[)\]]$`, 'iu'),
  // "SMITH, WILLIAM H - 40213", "SMITH, WILLIAM H | Agent # 40213"
  new RegExp(String.raw`^(${NAME})(?:\s+[-–—|/]\s*|\s*[-–—|/]\s+)${CODE_LABEL}(${CODE})$`, 'iu'),
  // "SMITH, WILLIAM H  40213", "SMITH, WILLIAM H #40213"
  new RegExp(String.raw`^(${NAME})\s+${CODE_LABEL}(${CODE})$`, 'iu'),
];

export function splitNameThenCode(text: string): NameThenCode | null {
  const trimmed = text.trim();
  // A code has a digit; most text that reaches here is a name alone or a sentence.
  if (!/\d/.test(trimmed)) return null;
  for (const form of FORMS) {
    const match = form.exec(trimmed);
    if (match) return { name: match[1]!.trim(), writingNumber: match[2]! };
  }
  return null;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/**
 * A name written "Last, First" with a code after it, read as a heading with no label: the form of a
 * person's name ("SMITH, WILLIAM H", "de la Cruz, María"), not a month and its year ("Adjustments,
 * October 2026") nor a phrase of the report's own words (`reportWord`: "Chargebacks, Reversals 2026").
 */
export function isLastFirstName(split: NameThenCode, reportWord: (word: string) => boolean): boolean {
  const { name, writingNumber } = split;
  if (!/^[\p{L}][\p{L} .'’-]*,\s*[\p{L}][\p{L} .,'’-]*$/u.test(name)) return false;
  const words = name.split(/[\s,]+/).filter(Boolean);
  if (words.length > 6) return false;
  if (/^(?:19|20)\d\d$/.test(writingNumber) && MONTH.test(words.at(-1)!)) return false;
  return !words.every((word) => reportWord(word));
}

/** A word of a name: letters, with the apostrophes, hyphens and periods of "O'Neil", "Mary-Ann", "Jr.". */
const NAME_WORD = /^\p{L}[\p{L}'’.-]*$/u;
/** Codes that are no writing number: a year ("2026"), a month's ("Oct-2026"), a fiscal year or a quarter ("FY2026", "Q3-2026"). */
const DATED_CODE =
  /^(?:(?:19|20)\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|fy|cy|py|q[1-4])-?(?:19|20)?\d\d)$/i;

/**
 * A name written "First [Middle] Last" with its code in brackets after it, read as a heading with no
 * label: "Jane Doe (40213)", "Mary Ann O'Neil [40213]", "JANE DOE (W40213)". With no comma to show
 * "Last, First", the words and the code alone must look like a person and their writing number: two to
 * five words of a name, none of them one a person's name never holds (`notAName`: the report's own
 * words, a product's, a business's: "Pending Chargebacks (123)", "Term Life (2020)", "Smith Insurance
 * Agency (40213)"), and a code of three digits or more that is not a year ("October Adjustments (2026)").
 * The bracket is required: "Jane Doe 40213" is as likely a line of some other text.
 */
export function isFirstLastName(text: string, split: NameThenCode, notAName: (word: string) => boolean): boolean {
  const { name, writingNumber } = split;
  if (!/[)\]]$/.test(text.trim())) return false;
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 5 || !words.every((word) => NAME_WORD.test(word))) return false;
  // A surname of one letter ("Jane D") is an abbreviation, not how a carrier names its agent.
  if (!/\p{L}{2}/u.test(words.at(-1)!)) return false;
  if ((writingNumber.match(/\d/g) ?? []).length < 3 || DATED_CODE.test(writingNumber)) return false;
  return !words.some((word) => notAName(word.replace(/[.'’-]+$/, '').toLowerCase()));
}
