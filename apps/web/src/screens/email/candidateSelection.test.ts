import type { TEmailCandidate } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import { ALL_LISTED, headerState, isTicked, NO_SELECTION, tick, tickedCount } from './candidateSelection';

const candidate = (agentId: number, carrierId: number): TEmailCandidate => ({
  agentId,
  agentNumber: null,
  name: `Agent ${agentId}`,
  email: null,
  status: 'active',
  carrierId,
  carrierName: `Carrier ${carrierId}`,
  amount: 10,
  debtAge: 5,
  lastNoticeAt: null,
});

describe('the ticked notice candidates', () => {
  const ann1 = candidate(1, 1);
  const ann2 = candidate(1, 2);
  const bob = candidate(2, 1);

  it('rows ticked one by one are counted and kept whole; one agent at two carriers is two rows', () => {
    const picked = tick(tick(NO_SELECTION, ann1, true), bob, true);
    expect(isTicked(picked, ann1)).toBe(true);
    expect(isTicked(picked, ann2)).toBe(false);
    expect(tickedCount(picked, 500)).toBe(2);
    expect([...picked.rows.values()]).toEqual([ann1, bob]);
    expect(headerState(picked, 500)).toBe('indeterminate');
    const untick = tick(picked, ann1, false);
    expect(tickedCount(untick, 500)).toBe(1);
    expect(headerState(tick(untick, bob, false), 500)).toBe(false);
  });

  it('"select all" ticks every listed row, read or not; unticking keeps the row as an exception', () => {
    expect(isTicked(ALL_LISTED, bob)).toBe(true);
    expect(tickedCount(ALL_LISTED, 20_000)).toBe(20_000);
    expect(headerState(ALL_LISTED, 20_000)).toBe(true);
    const lessBob = tick(ALL_LISTED, bob, false);
    expect(isTicked(lessBob, bob)).toBe(false);
    expect(isTicked(lessBob, ann1)).toBe(true);
    expect(tickedCount(lessBob, 20_000)).toBe(19_999);
    expect(headerState(lessBob, 20_000)).toBe('indeterminate');
    expect([...lessBob.rows.values()]).toEqual([bob]);
    // Ticked again: the exception goes, and every row is ticked once more.
    expect(headerState(tick(lessBob, bob, true), 20_000)).toBe(true);
  });

  it('nothing listed: nothing is ticked, even in the all mode', () => {
    expect(tickedCount(ALL_LISTED, 0)).toBe(0);
    expect(headerState(ALL_LISTED, 0)).toBe(false);
  });

  it('the originals are never changed', () => {
    tick(NO_SELECTION, ann1, true);
    tick(ALL_LISTED, ann1, false);
    expect(NO_SELECTION.rows.size).toBe(0);
    expect(ALL_LISTED.rows.size).toBe(0);
  });
});
