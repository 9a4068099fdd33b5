import { headerWords } from './synonyms';
import { cellText, parseMoneyCents, type Cell } from './values';

/** Agents with several lines, each showing one balance on all of them: no coincidence. */
const MANY_AGENTS = 3;

/** Words of a balance that belongs to one line (a policy's own), never the agent's repeated. */
const LINE_WORDS = ['policy', 'line', 'item', 'certificate', 'contract', 'case'];

/**
 * Whether the balance column is the agent's whole balance printed again on each of their lines ("Agent
 * Balance" beside each policy's "Chargeback Amount": 100.00 and 45.00, both rows 145.00): then it is owed
 * once, not once a line. Read so only when the values leave no doubt: every agent with several lines
 * shows one balance on all of them, the lines themselves differ (another money column), and either
 * three or more agents have several lines, or each such agent's lines add up to their balance. A
 * balance headed as a line's own ("Policy Balance") is never read so.
 */
export function repeatsAgentBalance(
  rows: readonly Cell[][],
  from: number,
  balance: number,
  header: string | undefined,
  identity: readonly number[],
  lineColumns: readonly number[],
): boolean {
  if (identity.length === 0 || headerWords(header).some((word) => LINE_WORDS.includes(word))) return false;
  const agents = new Map<
    string,
    { balance: number; lines: number; sums: number[]; firsts: (number | null)[]; differ: boolean }
  >();
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const cells = identity.map((column) => cellText(row[column] ?? null));
    const cents = parseMoneyCents(row[balance] ?? null);
    if (cents === null || cells.every((text) => text === '')) continue;
    const who = cells.join('\u0000');
    const lineCents = lineColumns.map((column) => parseMoneyCents(row[column] ?? null));
    const agent = agents.get(who);
    if (!agent) {
      agents.set(who, {
        balance: cents,
        lines: 1,
        sums: lineCents.map((c) => c ?? 0),
        firsts: lineCents,
        differ: false,
      });
      continue;
    }
    if (agent.balance !== cents) return false;
    agent.lines++;
    lineCents.forEach((c, k) => {
      agent.sums[k]! += c ?? 0;
      if (c !== agent.firsts[k]) agent.differ = true;
    });
  }
  const several = [...agents.values()].filter((agent) => agent.lines > 1);
  if (several.length === 0 || !several.some((agent) => agent.differ)) return false;
  if (several.length >= MANY_AGENTS) return true;
  return lineColumns.some((_, k) => several.every((agent) => agent.sums[k] === agent.balance));
}
