import { describe, expect, it, vi } from 'vitest';
import {
  addDebtProblem,
  EMPTY_ADD_DEBT,
  fallbackAgentId,
  findOrCreateAgentRecord,
  type AgentRecordApi,
} from './addDebt';

const person = {
  name: 'Jane Smith',
  npn: '111',
  email: 'jane@example.com',
  phone: null,
  upline: 'Bob Boss',
  uplineId: '999',
  status: 'Terminated',
  agentIds: ['AM-1'],
};
class NotFound extends Error {}

function api(find: AgentRecordApi['find']): AgentRecordApi {
  return { find, create: vi.fn(async () => ({ id: 42 })), isNotFound: (e) => e instanceof NotFound };
}

describe('add debt', () => {
  it('requires a carrier and an amount', () => {
    expect(addDebtProblem(EMPTY_ADD_DEBT)).toBe('Please select a carrier');
    expect(addDebtProblem({ ...EMPTY_ADD_DEBT, carrierId: '1' })).toBe('Amount is required');
    expect(addDebtProblem({ ...EMPTY_ADD_DEBT, carrierId: '1', amount: 'abc' })).toBe('Amount must be a number');
    expect(addDebtProblem({ ...EMPTY_ADD_DEBT, carrierId: '1', amount: '12.5' })).toBeNull();
    expect(addDebtProblem({ ...EMPTY_ADD_DEBT, carrierId: '1', amount: '12.505' })).toBe(
      'Amount must be in whole cents, such as 125.50',
    );
  });

  it('uses the record the find call returns', async () => {
    const calls = api(async () => ({ id: 7 }));
    await expect(findOrCreateAgentRecord(person, 2, calls)).resolves.toBe(7);
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('creates the carrier record from the unified profile when find answers 404', async () => {
    const calls = api(async () => {
      throw new NotFound();
    });
    await expect(findOrCreateAgentRecord(person, 2, calls)).resolves.toBe(42);
    expect(calls.create).toHaveBeenCalledWith({
      agentId: '111',
      name: 'Jane Smith',
      carrierId: 2,
      npn: '111',
      email: 'jane@example.com',
      phone: null,
      upline: 'Bob Boss',
      uplineId: '999',
      status: 'terminated',
    });
  });

  it('gives the new record the NPN as agent id, else an id the person already has', () => {
    expect(fallbackAgentId(person)).toBe('111');
    expect(fallbackAgentId({ ...person, npn: null })).toBe('AM-1');
    expect(fallbackAgentId({ ...person, npn: null, agentIds: [] })).toBe('Jane Smith');
  });

  it('does not create a duplicate when find fails for another reason', async () => {
    const calls = api(async () => {
      throw new Error('network down');
    });
    await expect(findOrCreateAgentRecord(person, 2, calls)).rejects.toThrow('network down');
    expect(calls.create).not.toHaveBeenCalled();
  });
});
