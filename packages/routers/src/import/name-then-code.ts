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
