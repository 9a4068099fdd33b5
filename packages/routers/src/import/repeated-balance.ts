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
  // First only the balances, which on most reports differ between two lines of one agent within the
  // first few thousand rows: the lines' own amounts are read only when every agent's balance repeats.
  const balances = new Map<string, number>();
  const lines = new Map<string, number>();
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const who = agentOf(row, identity);
    if (who === null) continue;
    const cents = parseMoneyCents(row[balance] ?? null);
    if (cents === null) continue;
    const earlier = balances.get(who);
    if (earlier === undefined) balances.set(who, cents);
    else if (earlier !== cents) return false;
    else lines.set(who, (lines.get(who) ?? 1) + 1);
  }
  if (lines.size === 0) return false;
  const agents = new Map<string, { sums: number[]; firsts: (number | null)[]; differ: boolean }>();
  for (let i = from; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const who = agentOf(row, identity);
    if (who === null || !lines.has(who) || parseMoneyCents(row[balance] ?? null) === null) continue;
    const lineCents = lineColumns.map((column) => parseMoneyCents(row[column] ?? null));
    const agent = agents.get(who);
    if (!agent) {
      agents.set(who, { sums: lineCents.map((c) => c ?? 0), firsts: lineCents, differ: false });
      continue;
    }
    lineCents.forEach((c, k) => {
      agent.sums[k]! += c ?? 0;
      if (c !== agent.firsts[k]) agent.differ = true;
    });
  }
  const several = [...agents].map(([who, agent]) => ({ ...agent, balance: balances.get(who)! }));
  if (!several.some((agent) => agent.differ)) return false;
  if (several.length >= MANY_AGENTS) return true;
  return lineColumns.some((_, k) => several.every((agent) => agent.sums[k] === agent.balance));
}

/** Who a row is by its identity columns (one text, most often the writing number's); null when none says. */
function agentOf(row: readonly Cell[], identity: readonly number[]): string | null {
  if (identity.length === 1) {
    const text = cellText(row[identity[0]!] ?? null);
    return text === '' ? null : text;
  }
  const cells = identity.map((column) => cellText(row[column] ?? null));
  return cells.every((text) => text === '') ? null : cells.join('\u0000');
}
