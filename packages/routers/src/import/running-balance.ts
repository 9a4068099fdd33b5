import { recordIdentity } from './report-groups';
import type { ReportRecord } from './report-rows';
import { REPORT_STATEMENT_COLUMNS, REPORT_VOCABULARY } from './report-vocabulary';
import { carrierSpellings, type CarrierOfLine } from './running-balance-carrier-spellings';
import { headerKey } from './synonyms';
import { signedByType } from './transaction-type';
import { cellText, parseMoneyCents, type Cell } from './values';

/**
 * Statements that list each agent's charges and credits with the balance after each line
 * (Date, Description, Debit, Credit, Balance; or one signed Amount and a Running Balance): the
 * balance owed is the agent's latest line, not the sum of the lines. Such a Balance column is
 * recognised by its values, never by its name alone: on each agent's lines in turn, balance = the
 * agent's line before + the movement (debit − credit, or the signed amount), to the cent; or the
 * other way round when the statement lists the newest line first.
 */
export type StatementColumns = ({ debit: number; credit: number } | { movement: number }) & {
  /**
   * A Carrier column: an agency system's statement of several carriers keeps each carrier's own
   * running balance for an agent, their lines interleaved.
   */
  carrier?: number;
};

/** Which way a running balance runs down the file: oldest line first, or newest first. */
export type RunningOrder = 'oldest-first' | 'newest-first';

/**
 * A running balance found: which way it runs, and the Carrier column when it runs per agent and
 * carrier (each agent's balance at each carrier), so that each carrier's last line is read; with
 * it, which carrier each spelling in that column is (one carrier spelt several ways is one).
 */
export type RunningBalance = { order: RunningOrder; carrier?: number; carrierOf?: CarrierOfLine };

const keysOf = (names: readonly string[]) => new Set(names.map(headerKey));
const DEBIT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.debit);
const CREDIT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.credit);
const MOVEMENT_KEYS = keysOf(REPORT_STATEMENT_COLUMNS.movement);
const CARRIER_KEYS = keysOf(REPORT_VOCABULARY.carrier);

/** A ledger's Debit column ("Debit", "Debits", "DR Amount", "Charges"): its lines' charges, not a balance. */
export const isDebitHeader = (header: string | undefined): boolean => DEBIT_KEYS.has(headerKey(header ?? ''));

/** The statement's Debit and Credit columns, else its one signed amount column; and its Carrier column. */
export function statementColumns(headers: readonly string[]): StatementColumns | null {
  const keys = headers.map(headerKey);
  const debit = keys.findIndex((key) => DEBIT_KEYS.has(key));
  const credit = keys.findIndex((key) => CREDIT_KEYS.has(key));
  const carrierAt = keys.findIndex((key) => CARRIER_KEYS.has(key));
  const carrier = carrierAt >= 0 ? { carrier: carrierAt } : {};
  if (debit >= 0 && credit >= 0) return { debit, credit, ...carrier };
  const movement = keys.findIndex((key) => MOVEMENT_KEYS.has(key));
  return movement >= 0 ? { movement, ...carrier } : null;
}

/** The columns of the statement that are not a balance: a balance column is never one of them. */
export function movementColumns(statement: StatementColumns): number[] {
  return 'movement' in statement ? [statement.movement] : [statement.debit, statement.credit];
}

/** A money cell: blank is 0; a value that is not money is null (the line cannot be checked). */
function centsOrZero(cell: Cell | undefined): number | null {
  return cellText(cell ?? null) === '' ? 0 : parseMoneyCents(cell ?? null);
}

/**
 * What a line adds to its agent's balance. Credits lower it, printed as positive figures or with a
 * minus; so does a one-column amount whose transaction type is a repayment (`typeColumn`).
 */
function movementOf(row: readonly Cell[], statement: StatementColumns, typeColumn?: number): number | null {
  if ('movement' in statement) {
    const cents = centsOrZero(row[statement.movement]);
    return typeColumn === undefined ? cents : signedByType(cents, cellText(row[typeColumn] ?? null));
  }
  const debit = centsOrZero(row[statement.debit]);
  const credit = centsOrZero(row[statement.credit]);
  return debit === null || credit === null ? null : debit - Math.abs(credit);
}

/**
 * Whether `balance` runs down each agent's lines (agents named by the cells of `identity`, their
 * lines in any order among other agents'), and which way: every pair of one agent's lines in turn
 * agrees to the cent, and there is at least one pair. A column of per-line balances (each policy's
 * own) fails at its first pair. An agent's lines at several carriers may run as one balance (read
 * as without a Carrier column); when they do not, with a Carrier column each agent's lines at each
 * carrier may run on their own (an agency system's statement of Aetna and Foresters lines, each
 * carrier's balance its own), and then each carrier's last line is the agent's balance there. A
 * carrier is read by its name's telling words, so "Aetna" and "AETNA Inc." lines are one balance.
 */
export function runningBalanceOrder(
  rows: readonly Cell[][],
  from: number,
  balance: number,
  statement: StatementColumns,
  identity: readonly number[],
  typeColumn?: number,
): RunningBalance | null {
  const order = runningOrder(rows, from, balance, statement, identity, undefined, typeColumn);
  if (order) return { order };
  const { carrier } = statement;
  if (carrier === undefined || identity.includes(carrier)) return null;
  const carrierOf = carrierSpellings(rows.slice(from).map((row) => cellText(row[carrier] ?? null)));
  const lineCarrier = (row: readonly Cell[]) => carrierOf(cellText(row[carrier] ?? null));
  const perCarrier = runningOrder(rows, from, balance, statement, identity, lineCarrier, typeColumn);
  return perCarrier ? { order: perCarrier, carrier, carrierOf } : null;
}

function runningOrder(
  rows: readonly Cell[][],
  from: number,
  balance: number,
  statement: StatementColumns,
  identity: readonly number[],
  lineCarrier: ((row: readonly Cell[]) => string) | undefined,
  typeColumn: number | undefined,
): RunningOrder | null {
  let pairs = 0;
  let forward = true;
  let backward = true;
  const last = new Map<string, { cents: number; movement: number }>();
  for (let i = from; i < rows.length && (forward || backward); i++) {
    const row = rows[i] ?? [];
    const cells = identity.map((column) => cellText(row[column] ?? null));
    const cents = parseMoneyCents(row[balance] ?? null);
    if (cents === null || cells.every((text) => text === '')) continue;
    const movement = movementOf(row, statement, typeColumn);
    if (movement === null) return null;
    if (lineCarrier) cells.push(lineCarrier(row));
    const who = cells.join('\u0000');
    const before = last.get(who);
    if (before) {
      pairs++;
      // Oldest first: this line's balance is the one before plus this line's movement. Newest
      // first: the line before's balance is this one plus the line before's movement.
      if (before.cents + movement !== cents) forward = false;
      if (cents + before.movement !== before.cents) backward = false;
    }
    last.set(who, { cents, movement });
  }
  if (pairs === 0) return null;
  return forward ? 'oldest-first' : backward ? 'newest-first' : null;
}

/**
 * One record per agent (and carrier, when the balance runs per carrier) from a running-balance
 * statement: the latest line's balance, dated from the first line after the balance last stood at
 * zero or below (since when it has been owed), standing for every line read. Per carrier, each
 * record keeps the rows of its lines, so that a carrier's lines left out are all named.
 */
export function latestLinePerAgent(records: readonly ReportRecord[], running: RunningBalance): ReportRecord[] {
  const inTime = running.order === 'oldest-first' ? records : [...records].reverse();
  const { carrierOf } = running;
  const perCarrier = running.carrier !== undefined && carrierOf !== undefined;
  const byAgent = new Map<string, ReportRecord & { rowCount: number }>();
  const lines = new Map<string, number[]>();
  for (const record of inTime) {
    const key = perCarrier ? `${recordIdentity(record)}\u0000${carrierOf(record.carrier)}` : recordIdentity(record);
    const before = byAgent.get(key);
    const owedSince =
      before && before.amountCents > 0 ? (before.ageDays === null ? record.ageDays : before.ageDays) : record.ageDays;
    byAgent.set(key, { ...record, ageDays: owedSince, rowCount: (before?.rowCount ?? 0) + (record.rowCount ?? 1) });
    if (perCarrier) {
      const rows = lines.get(key) ?? [];
      rows.push(...(record.lineRows ?? [record.rowNumber]));
      lines.set(key, rows);
    }
  }
  if (!perCarrier) return [...byAgent.values()];
  return [...byAgent].map(([key, record]) => ({ ...record, lineRows: lines.get(key)! }));
}
