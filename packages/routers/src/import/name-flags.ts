/**
 * Status flags carriers write into an agent's name on a debit list of terminated agents:
 * `GARCIA, MARIA L (TERM)`, `(TERMINATED)`, `[TERMED]`, `*NGUYEN, LINH`, `SMITH, JOHN*`,
 * `HARRIS, DEBORAH - TERM`, `TERM - HARRIS, DEBORAH`, `ROE, RICHARD *T*`, `ROE *TERM*, RICHARD`.
 * They say something about the agent, not their name: left in, the name column did not read as
 * names once half the rows carried one (the report was refused), and a new person was stored as
 * `RICHARD *T* ROE` (the T read as a middle initial). Only these marks are read off; in a report what
 * the flag says is not taken as the agent's status (a lone `*` may mean anything a report's legend
 * says). An agent list reads a TERM word as the status its row does not give (roster-name-flags.ts).
 */
const TERM_WORD = String.raw`(?:TERM|TERMD|TERMED|TERMINATED)`;
const BRACKETED = new RegExp(String.raw`\s*[([]\s*${TERM_WORD}\s*[)\]]\s*`, 'giu');
const STARRED = new RegExp(String.raw`\s*\*+\s*(?:T|${TERM_WORD})\s*\*+\s*`, 'giu');
const DASH_AFTER = new RegExp(String.raw`\s+[-–—]\s*${TERM_WORD}\s*$`, 'iu');
const DASH_BEFORE = new RegExp(String.raw`^\s*${TERM_WORD}\s*[-–—:]\s+`, 'iu');
const STAR_AT_ENDS = /^\s*\*+\s*|\s*\*+\s*$/gu;

/**
 * A TERM word set off as a flag: in brackets, between stars or by a dash at either end (`(TERM)`,
 * `[TERMINATED]`, `*TERM*`, `- TERM`, `TERM -`). A lone `*` or `*T*` says nothing by itself (a list's
 * legend gives it its meaning), and a name with TERM in it (`Termini`, `O’Brien-Term`) is no flag.
 */
const SAYS_TERMINATED = new RegExp(
  [
    String.raw`[([]\s*${TERM_WORD}\s*[)\]]`,
    String.raw`\*+\s*${TERM_WORD}\s*\*+`,
    String.raw`\s[-–—]\s*${TERM_WORD}\s*$`,
    String.raw`^\s*${TERM_WORD}\s*[-–—:]\s+`,
  ].join('|'),
  'iu',
);

/** Whether a name cell's flag says in so many words that the agent is terminated (see SAYS_TERMINATED). */
export function saysTerminated(text: string): boolean {
  return SAYS_TERMINATED.test(text);
}

/** The text with its flags read off, tidied; empty when it was nothing but flags. */
function flagsReadOff(text: string): string {
  return text
    .replace(BRACKETED, ' ')
    .replace(STARRED, ' ')
    .replace(DASH_AFTER, '')
    .replace(DASH_BEFORE, '')
    .replace(STAR_AT_ENDS, '')
    .replace(/\s+,/gu, ',')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,]+|[\s,]+$/gu, '');
}

const MAY_HOLD_A_FLAG = /[*([]|term/iu;

/** A name cell without the status flags written into it, its spacing and commas tidied; other text as it is. */
export function withoutStatusFlags(text: string): string {
  if (!MAY_HOLD_A_FLAG.test(text)) return text;
  const read = flagsReadOff(text);
  // A cell that was nothing but a flag is not a name read off it.
  return /\p{L}/u.test(read) ? read : text;
}

/**
 * A group heading's text, or one of its cells, without the flags written into it ("Agent: 40213
 * SMITH, WILLIAM H (TERM)", "Writing Agent 40213 - SMITH, W *T*"), by the rule names are read by:
 * left in, the heading was not read and its policy rows went on to the agent above. A cell holding
 * a flag alone ("(TERM)" beside the heading) is then empty, no part of the heading.
 */
export function headingWithoutStatusFlags(text: string): string {
  if (!MAY_HOLD_A_FLAG.test(text)) return text;
  const read = flagsReadOff(text);
  return /\p{L}/u.test(read) || !/\p{L}/u.test(text) ? read : '';
}
