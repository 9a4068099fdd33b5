import { npnKey } from '../agent/npn-match';
import type { AgentListRecord } from './agent-list-parser';

/** A roster row's own codes (its Agent ID, its writing number) and the code it gives for its upline. */
export type RowCodes = { record: AgentListRecord; own: string[]; upline: string | null };

const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * An upline given by the list's own code ("Upline ID: A100" beside "Agent ID: A100", an agency
 * system's export of its hierarchy): the hierarchy links by NPN, so the code becomes the Upline NPN of
 * the one person of the list whose row carries it, or whose NPN it is when no row carries it as an ID
 * (systems that call the NPN an ID). A code no row carries, or carried by rows of different NPNs,
 * links nothing (as an upline name no one has): nothing is guessed. An Upline NPN the row gives
 * itself is kept. `rows`: every row of the list. Returns how many rows it linked.
 */
export function linkUplinesByCode(rows: readonly RowCodes[]): number {
  if (!rows.some((row) => row.upline)) return 0;
  const npnOf = new Map<string, string | null>();
  for (const { record, own } of rows) {
    for (const code of own) {
      const key = codeKey(code);
      const known = npnOf.get(key);
      // Two people under one code: which of them is meant cannot be told.
      npnOf.set(
        key,
        known === undefined || (known !== null && npnKey(known) === npnKey(record.npn)) ? record.npn : null,
      );
    }
  }
  const byNpn = new Map(rows.map(({ record }) => [npnKey(record.npn), record.npn]));
  let linked = 0;
  for (const { record, upline } of rows) {
    if (!upline || record.uplineNPN !== null) continue;
    const npn = npnOf.has(codeKey(upline)) ? npnOf.get(codeKey(upline)) : byNpn.get(npnKey(upline.trim()));
    if (!npn || npnKey(npn) === npnKey(record.npn)) continue;
    record.uplineNPN = npn;
    linked++;
  }
  return linked;
}
