import { describe, expect, it, vi } from 'vitest';
import { addDebtProblem, EMPTY_ADD_DEBT, findOrCreateAgentRecord, type AgentRecordApi } from './addDebt';

const person = {
  name: 'Jane Smith',
  npn: '111',
  email: 'jane@example.com',
  phone: null,
  upline: 'Bob Boss',
  uplineId: '999',
  status: 'Terminated',
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
      agentId: null,
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

  it('does not create a duplicate when find fails for another reason', async () => {
    const calls = api(async () => {
      throw new Error('network down');
    });
    await expect(findOrCreateAgentRecord(person, 2, calls)).rejects.toThrow('network down');
    expect(calls.create).not.toHaveBeenCalled();
  });
});
