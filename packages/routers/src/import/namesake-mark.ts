/**
 * The number carriers write after a name to tell agents of one name apart: `NGUYEN, LINH #2`,
 * `SMITH, JOHN (2)`, `[2]`. One or two digits right after the name's last letter: no writing
 * number (those are three characters or more), so it is never read as one (`SMITH, JOHN (2)`
 * was writing number 2, matched at this carrier to whoever holds 2, 02 or 002), and no part of
 * the person's name (a new person is stored without it). What it says is that this carrier has
 * several people of the name, so a row naming its agent by that name alone cannot be matched by it
 * (report-rows.ts sends it to review); with a writing number or NPN the row is matched by those.
 */
const MARK = String.raw`(?:#\s*\d{1,2}|[([]\s*#?\s*\d{1,2}\s*[)\]])`;
const MARKED_NAME = new RegExp(String.raw`^(.*[\p{L}.])\s*(${MARK})\s*$`, 'u');
/** In a heading the mark may stand before the code: "SMITH, JOHN (2) (40213)", "SMITH, JOHN #2 - 40213". */
const MARK_IN_HEADING = new RegExp(String.raw`(?<=\p{L}\.?)\s*(${MARK})(?=\s|$)`, 'u');

export type NamesakeMark = { name: string; mark: string };

/** A name with a namesake number at its end, read off; null for any other name (most end in a letter). */
export function readNamesakeMark(name: string): NamesakeMark | null {
  const last = name.charCodeAt(name.length - 1);
  // ")" "]" or a digit: the one test most names get.
  if (last !== 41 && last !== 93 && (last < 48 || last > 57)) return null;
  const match = MARKED_NAME.exec(name);
  return match && /\p{L}{2}/u.test(match[1]!) ? { name: match[1]!.trim(), mark: match[2]!.replace(/\s+/g, '') } : null;
}

/** A heading's text without its namesake mark, and the mark; the text as it is when it has none. */
export function headingNamesakeMark(text: string): { text: string; mark: string | null } {
  if (!/[#([]\s*#?\s*\d/u.test(text)) return { text, mark: null };
  const match = MARK_IN_HEADING.exec(text);
  if (!match) return { text, mark: null };
  const rest = `${text.slice(0, match.index)}${text.slice(match.index + match[0].length)}`;
  return { text: rest, mark: match[1]!.replace(/\s+/g, '') };
}

/** Why a row naming its agent by a numbered name alone goes to review. */
export function namesakeQuestion({ name, mark }: NamesakeMark): string {
  return `the name "${name} ${mark}" is numbered, as carriers number agents who share a name, and the row gives no writing number or NPN: choose who it is for`;
}
