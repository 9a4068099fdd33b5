import { readGroupHeading } from './group-heading';
import { withoutContinuedMark } from './report-line-words';

/** A line's text as a heading reads it: without the mark of a heading repeated on a new page. */
export const headingText = withoutContinuedMark;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d#]+/gu) ?? [];

/** A line of the header's own words ("Number   Amount", "#"): the header repeated, not a name. */
export const isHeaderText = (text: string, headerWords: ReadonlySet<string>) =>
  wordsOf(text).every((word) => headerWords.has(word));

export const headerWordsOf = (texts: readonly string[]) => new Set(texts.flatMap(wordsOf));

/**
 * Whether a line names an agent for the rows beneath it. The header repeated on a later page is
 * never one, though its first cell may read like one ("Agent #   Agent Name …").
 */
export function isHeadingLine(text: string, alone: boolean, headerWords: ReadonlySet<string>): boolean {
  return !isHeaderText(text, headerWords) && readGroupHeading(text, alone) !== null;
}
