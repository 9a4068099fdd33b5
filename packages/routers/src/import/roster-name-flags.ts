import type { TAgentStatus } from '@agentledger/schema';
import { saysTerminated, withoutStatusFlags } from './name-flags';

/**
 * A roster's name cell (full name, first, middle or last name, suffix, upline name) without the
 * status flag an agency or carrier system wrote into it (`SMITH, JOHN (TERM)`, `ROE, RICHARD *T*`,
 * name-flags.ts). Left in, the flag was stored in the name and its parts, and the person's name key
 * (`smith john term`) was no longer their reports' (`smith john`), so reports did not find them by name.
 */
export function rosterNameCell(text: string | null): string | null {
  return text === null ? null : withoutStatusFlags(text) || null;
}

/**
 * The status a row's own name cells say in so many words: terminated when one of them carries a
 * TERM word as a flag (`(TERM)`, `[TERMINATED]`, `*TERM*`, `- TERM`), else nothing.
 *
 * Such a flag is how the list says the person is terminated when it has no Status column (a
 * carrier's hierarchy export, an office roster kept by hand): read as the row's status, a
 * terminated agent is no longer listed as active, and no one reads the word TERM in a name any
 * other way. It is only ever what the row leaves unsaid: a Status cell's value, whatever it says,
 * wins (the column is the list's own word on it; the name may be stale), and a blank cell keeps the
 * stored status unless the flag says otherwise. A lone `*` or `*T*` is read off the name but gives no
 * status: its meaning is the list's legend's (it may be a trainee, a transfer, a note), not ours to guess.
 * The upline's name is someone else's, and its flag is no status of this row.
 */
export function flaggedStatus(cells: readonly (string | null)[]): TAgentStatus | null {
  return cells.some((cell) => cell !== null && saysTerminated(cell)) ? 'terminated' : null;
}
