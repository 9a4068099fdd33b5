import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEW_AGENT,
  initialDebtAmount,
  initialDebtProblem,
  isNewAgentComplete,
  newAgentNpnProblem,
  newAgentPayload,
} from './addAgentForm';

const filled = { ...EMPTY_NEW_AGENT, name: ' Jane Smith ', agentId: 'AM-1', carrierId: '2' };

describe('add agent form', () => {
  it('requires agent name, agent id and carrier', () => {
    expect(isNewAgentComplete(EMPTY_NEW_AGENT)).toBe(false);
    expect(isNewAgentComplete({ ...filled, name: '  ' })).toBe(false);
    expect(isNewAgentComplete({ ...filled, agentId: '' })).toBe(false);
    expect(isNewAgentComplete({ ...filled, carrierId: '' })).toBe(false);
    expect(isNewAgentComplete(filled)).toBe(true);
  });

  it('sends empty optional fields as null and the carrier as an integer', () => {
    expect(newAgentPayload({ ...filled, email: 'jane@example.com', phone: ' ' })).toEqual({
      name: 'Jane Smith',
      agentId: 'AM-1',
      carrierId: 2,
      status: 'active',
      npn: null,
      upline: null,
      uplineId: null,
      email: 'jane@example.com',
      phone: null,
      address: null,
    });
  });

  it('checks a typed NPN and upline NPN as the server does: optional, but an NPN when given', () => {
    expect(newAgentNpnProblem(filled)).toBeNull();
    expect(newAgentNpnProblem({ ...filled, npn: ' 0012345678 ', uplineId: '12,345,678' })).toBeNull();
    expect(newAgentNpnProblem({ ...filled, npn: 'NPN-123' })).toBe('NPN "NPN-123" is not an NPN (up to 10 digits)');
    expect(newAgentNpnProblem({ ...filled, uplineId: 'abc' })).toBe('Upline NPN "abc" is not an NPN (up to 10 digits)');
  });

  it('creates an initial debt only for a non-empty, nonzero amount', () => {
    expect(initialDebtAmount({ ...filled, initialDebt: '' })).toBeNull();
    expect(initialDebtAmount({ ...filled, initialDebt: '0' })).toBeNull();
    expect(initialDebtAmount({ ...filled, initialDebt: '0.00' })).toBeNull();
    expect(initialDebtAmount({ ...filled, initialDebt: '125.50' })).toBe(125.5);
    expect(initialDebtAmount({ ...filled, initialDebt: '-20' })).toBe(-20);
  });

  it('refuses an initial debt in fractions of a cent before the agent is created', () => {
    expect(initialDebtProblem({ ...filled, initialDebt: '' })).toBeNull();
    expect(initialDebtProblem({ ...filled, initialDebt: '125.50' })).toBeNull();
    expect(initialDebtProblem({ ...filled, initialDebt: '125.505' })).toBe(
      'Initial debt must be in whole cents, such as 125.50',
    );
    expect(initialDebtProblem({ ...filled, initialDebt: '1e400' })).toBe(
      'Initial debt must be a number, such as 125.50',
    );
  });
});
