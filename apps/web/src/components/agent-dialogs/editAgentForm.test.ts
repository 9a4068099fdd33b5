import { describe, expect, it } from 'vitest';
import {
  agentUpdatePayload,
  compLevelOf,
  debtProblems,
  editFormOf,
  isEditFormComplete,
  debtPersonOf,
  planFollowUpWrites,
  type EditableAgent,
  type ExistingDebt,
} from './editAgentForm';

const agent: EditableAgent = {
  id: 7,
  name: 'Jane Q Smith',
  agentId: 'AE-7',
  carrierId: 2,
  npn: '1234567',
  firstName: 'Jane',
  middleName: null,
  lastName: 'Smith',
  businessName: null,
  type: null,
  gender: null,
  status: 'terminated',
  npnVerified: 'Not Verified',
  role: null,
  compLevel: null,
  phone: null,
  email: 'jane@example.com',
  dateOfBirth: '1980-02-03',
  address: null,
  city: null,
  state: null,
  zipcode: null,
  agencyName: null,
  uplineName: 'Bob Boss',
  uplineNPN: '999',
  solicitingFor: null,
};

const debts: ExistingDebt[] = [
  { id: 10, carrierId: 1, amount: 50, status: 'outstanding', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 11, carrierId: 1, amount: 75, status: 'active', createdAt: '2026-03-01T00:00:00.000Z' },
];

describe('edit agent form', () => {
  it('opens with the profile, the defaults of SPEC section 9 and per-carrier values', () => {
    const form = editFormOf(agent, [1, 2], [{ carrierId: 2, writingNumber: 'WN-2' }], debts, 'Acme Agency');
    expect(form).toMatchObject({
      type: 'Individual',
      role: 'Agent',
      compLevel: '100',
      status: 'terminated',
      npnVerified: 'Not Verified',
      agencyName: 'Acme Agency',
      dateOfBirth: '1980-02-03',
    });
    // The most recent debt of a carrier is the one the field edits.
    expect(form.carriers).toEqual({
      1: { writingNumber: '', debt: '75.00', openedDebt: '75.00' },
      2: { writingNumber: 'WN-2', debt: '', openedDebt: '' },
    });
  });

  it('requires NPN, first name and last name', () => {
    const form = editFormOf(agent, [], [], [], '');
    expect(isEditFormComplete(form)).toBe(true);
    expect(isEditFormComplete({ ...form, npn: ' ' })).toBe(false);
    expect(isEditFormComplete({ ...form, firstName: '' })).toBe(false);
    expect(isEditFormComplete({ ...form, lastName: '' })).toBe(false);
  });

  it('accepts a whole commission level from 0 to 100 only', () => {
    expect(compLevelOf('0')).toBe(0);
    expect(compLevelOf('100')).toBe(100);
    expect(compLevelOf('101')).toBeNull();
    expect(compLevelOf('-1')).toBeNull();
    expect(compLevelOf('50.5')).toBeNull();
    expect(compLevelOf('')).toBeNull();
  });

  it('sends blank optional fields as null', () => {
    const payload = agentUpdatePayload(7, { ...editFormOf(agent, [], [], [], ''), city: '  ' }, 80);
    expect(payload).toMatchObject({ id: 7, compLevel: 80, city: null, middleName: null, email: 'jane@example.com' });
  });

  it('plans the follow-up writes of SPEC section 7', () => {
    const form = editFormOf(agent, [1, 2, 3], [{ carrierId: 2, writingNumber: 'WN-2' }], debts, '');
    form.carriers[1] = { writingNumber: 'WN-1', debt: '0' };
    form.carriers[2] = { writingNumber: 'WN-2', debt: '120.5' };
    form.carriers[3] = { writingNumber: '', debt: '-4' };
    expect(planFollowUpWrites(7, form, [{ carrierId: 2, writingNumber: 'WN-2' }], debts)).toEqual({
      writingNumbers: [{ agentId: 7, carrierId: 1, writingNumber: 'WN-1', identifierType: 'npn', status: 'active' }],
      debtUpdates: [{ id: 11, amount: 0, status: 'paid' }],
      debtCreates: [
        { agentId: 7, carrierId: 2, amount: 120.5, debtAge: 0, status: 'outstanding', notes: 'Manual entry' },
      ],
    });
  });

  it('leaves a credit the record carries alone, so the rest saves, and refuses a new negative amount', () => {
    const credit: ExistingDebt[] = [
      { id: 20, carrierId: 2, amount: -334.04, status: 'outstanding', createdAt: '2026-01-01T00:00:00.000Z' },
    ];
    const form = editFormOf(agent, [2], [], credit, '');
    expect(form.carriers[2]!.debt).toBe('-334.04');
    expect(debtProblems(form)).toEqual({});
    expect(planFollowUpWrites(7, { ...form, phone: '555-0100' }, [], credit)).toEqual({
      writingNumbers: [],
      debtUpdates: [],
      debtCreates: [],
    });
    form.carriers[2] = { ...form.carriers[2]!, debt: '-12.5' };
    expect(debtProblems(form)).toEqual({ 2: 'A debt cannot be negative; enter 0 to mark it paid' });
    expect(planFollowUpWrites(7, form, [], credit).debtUpdates).toEqual([]);
  });

  it('creates no debt for zero, and leaves an unchanged debt alone', () => {
    const form = editFormOf(agent, [1, 2], [], [{ ...debts[1]!, status: 'outstanding' }], '');
    form.carriers[2] = { writingNumber: '', debt: '0' };
    expect(planFollowUpWrites(7, form, [], [{ ...debts[1]!, status: 'outstanding' }])).toEqual({
      writingNumbers: [],
      debtUpdates: [],
      debtCreates: [],
    });
  });

  it('marks an existing debt outstanding again when it is set above 0', () => {
    const form = editFormOf(agent, [1], [], debts, '');
    expect(planFollowUpWrites(7, form, [], debts).debtUpdates).toEqual([{ id: 11, amount: 75, status: 'outstanding' }]);
  });

  it('refuses a negative, unreadable or too large debt at its carrier instead of dropping it', () => {
    const form = editFormOf(agent, [1, 2, 3, 4], [], [], '');
    form.carriers[1] = { writingNumber: '', debt: '-50' };
    form.carriers[2] = { writingNumber: '', debt: 'abc' };
    form.carriers[3] = { writingNumber: '', debt: '0' };
    form.carriers[4] = { writingNumber: '', debt: '1e13' };
    const problems = debtProblems(form);
    expect(Object.keys(problems).map(Number)).toEqual([1, 2, 4]);
    expect(problems[1]).toMatch(/negative/);
    expect(problems[2]).toBe('Enter an amount such as 125.50');
    expect(debtProblems(editFormOf(agent, [1], [], [], ''))).toEqual({});
  });

  it('refuses a debt in fractions of a cent instead of rounding it', () => {
    const form = editFormOf(agent, [1, 2], [], [], '');
    form.carriers[1] = { writingNumber: '', debt: '12.345' };
    form.carriers[2] = { writingNumber: '', debt: '12.34' };
    expect(debtProblems(form)).toEqual({ 1: 'Enter whole cents, such as 125.50' });
  });
});

describe('debtPersonOf', () => {
  it('is the person the unified view would find or create a carrier record for', () => {
    expect(debtPersonOf(agent)).toMatchObject({ name: 'Jane Q Smith', npn: '1234567', agentIds: ['AE-7'] });
  });
});
