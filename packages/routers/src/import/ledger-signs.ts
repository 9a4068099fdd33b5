import type { TransactionEffect } from './transaction-type';

// A ledger that says each line's direction (its transaction type) may sign its amounts as well, and
// carriers sign them from either side: the carrier's (a chargeback +150.00, a payment -50.00) or
// the agent's (a chargeback -150.00, a payment +50.00). Read by its sign alone, an agent-side
// ledger turned every debt into a credit. The type says the direction; the signs only say which
// side the ledger is written from, and where they contradict each other nothing is guessed.

/**
 * How a typed ledger's signs stand beside its types:
 * - `asTyped`: no line below zero (the types alone sign the lines), or every signed line's sign
 *   agrees with its type (the carrier's side);
 * - `agentSide`: every signed line's sign is opposite to its type (chargebacks below zero,
 *   payments above): the agent's side, each line read at its size in its type's direction;
 * - `mixed`: some lines agree and some do not: the lines that do not are asked about.
 */
export type LedgerSigns = 'asTyped' | 'agentSide' | 'mixed';

/** One line as written: its amount (null when not money) and what its type says of it (null: nothing). */
export type WrittenLine = { cents: number | null; effect: TransactionEffect | null };

/** Whether a line's written sign agrees with its type: an advance above zero, a payment below. Zero says nothing. */
export function signAgrees({ cents, effect }: WrittenLine): boolean | null {
  if (cents === null || cents === 0 || effect === null) return null;
  return cents > 0 === (effect === 'adds');
}

/**
 * How a ledger's lines are signed (LedgerSigns). Lines with no direction (an "Adjustment", a balance
 * brought forward, a blank type) or a zero amount do not count: their sign says nothing of the side.
 */
export function ledgerSigns(lines: Iterable<WrittenLine>): LedgerSigns {
  let signed = false;
  let agree = 0;
  let disagree = 0;
  for (const line of lines) {
    const agrees = signAgrees(line);
    if (agrees === null) continue;
    if (line.cents! < 0) signed = true;
    if (agrees) agree++;
    else disagree++;
  }
  // All positive: a ledger that prints sizes and says the direction by the type alone.
  if (!signed || disagree === 0) return 'asTyped';
  return agree === 0 ? 'agentSide' : 'mixed';
}

/** A line's amount at its size in its type's direction (a zero stays zero, never -0). */
export function directed(cents: number, effect: TransactionEffect): number {
  if (cents === 0) return 0;
  return effect === 'takesOff' ? -Math.abs(cents) : Math.abs(cents);
}
