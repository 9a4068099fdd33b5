import { headerWords } from './synonyms';

/** Words a header may write between "last" and "first" ("Last Name, First Name", "Last First MI"). */
const NAME_PART_WORDS = new Set(['name', 'names', 'mi', 'middle', 'initial', 'suffix', 'm', 'i']);

/**
 * The order a header says its one column of whole names is written in: "Producer Name (Last First)",
 * "Agent Name (Last, First MI)", "Last Name, First Name" are last name first; "Name (First Last)" is
 * first name first. Null when the header names no order (or names a single part: "Agent Last Name").
 * The words must be the name's parts: "Last Activity First Seen" says nothing of a name.
 */
export function nameOrderOfHeader(header: unknown): 'last-first' | 'first-last' | null {
  const words = headerWords(header);
  const last = words.indexOf('last');
  const first = words.indexOf('first');
  if (last < 0 || first < 0) return null;
  const between = words.slice(Math.min(last, first) + 1, Math.max(last, first));
  const after = words.slice(Math.max(last, first) + 1);
  if (![...between, ...after].every((word) => NAME_PART_WORDS.has(word))) return null;
  return last < first ? 'last-first' : 'first-last';
}
