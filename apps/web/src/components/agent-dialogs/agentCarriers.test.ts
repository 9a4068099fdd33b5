import { describe, expect, it } from 'vitest';
import { agentIdForCarrier, agentIdsOf, carrierIdsOf } from './agentCarriers';

const agent = {
  agentId: 'AM-1',
  carrierId: 1,
  writingNumbers: [
    { carrierId: 3, writingNumber: 'FO-9' },
    { carrierId: 1, writingNumber: 'AM-1' },
  ],
};

describe('agent carrier links', () => {
  it('lists the record carrier and the writing-number carriers once, in id order', () => {
    expect(carrierIdsOf(agent)).toEqual([1, 3]);
    expect(carrierIdsOf({ agentId: null, carrierId: null, writingNumbers: [] })).toEqual([]);
  });

  it('finds the id for a carrier: writing number first, then the record id for its own carrier', () => {
    expect(agentIdForCarrier(agent, 3)).toBe('FO-9');
    expect(agentIdForCarrier({ ...agent, writingNumbers: [] }, 1)).toBe('AM-1');
    expect(agentIdForCarrier(agent, 2)).toBeNull();
  });

  it('lists every agent id once', () => {
    expect(agentIdsOf(agent)).toEqual(['AM-1', 'FO-9']);
  });
});
