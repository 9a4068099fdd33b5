import { describe, expect, it } from 'vitest';
import type { TAgentEditCarrierState } from '@agentledger/schema';
import {
  agentUpdatePayload,
  carrierChangesOf,
  compLevelOf,
  debtProblems,
  editFormOf,
  editNpnProblem,
  isEditFormComplete,
  saveEditPayload,
  type EditableAgent,
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

/** Carrier 1 is owed 817.22 + 3,062.11 (its open total opens in the field); carrier 2 holds WN-2. */
const states: TAgentEditCarrierState[] = [
  { carrierId: 1, writingNumber: null, openDebt: 3879.33 },
  { carrierId: 2, writingNumber: 'WN-2', openDebt: null },
];

describe('edit agent form', () => {
  it('opens with the profile, the defaults of SPEC section 9 and per-carrier values', () => {
    const form = editFormOf(agent, [1, 2, 3], states, 'Acme Agency');
    expect(form).toMatchObject({
      type: 'Individual',
      role: 'Agent',
      compLevel: '100',
      status: 'terminated',
      npnVerified: 'Not Verified',
      agencyName: 'Acme Agency',
      dateOfBirth: '1980-02-03',
    });
    // The Debt Amount is the record's open total at the carrier, not one of its debts.
    expect(form.carriers).toEqual({
      1: { writingNumber: '', debt: '3879.33', openedWritingNumber: '', openedDebt: '3879.33' },
      2: { writingNumber: 'WN-2', debt: '', openedWritingNumber: 'WN-2', openedDebt: '' },
      3: { writingNumber: '', debt: '', openedWritingNumber: '', openedDebt: '' },
    });
  });

  it('fills first, middle and last name from the display name when the record has none (a report made it)', () => {
    const named = { ...agent, firstName: null, middleName: null, lastName: null };
    expect(editFormOf({ ...named, name: 'Zed Zulu' }, [], [], '')).toMatchObject({
      firstName: 'Zed',
      middleName: '',
      lastName: 'Zulu',
    });
    expect(editFormOf({ ...named, name: 'ZULU JR, ZED A' }, [], [], '')).toMatchObject({
      firstName: 'ZED',
      middleName: 'A',
      lastName: 'ZULU JR',
    });
    expect(isEditFormComplete(editFormOf({ ...named, name: 'Zed Zulu', npn: '123' }, [], [], ''))).toBe(true);
    // Parts on file are the record's own, even when the display name reads otherwise.
    expect(editFormOf({ ...agent, name: 'J. Smith' }, [], [], '')).toMatchObject({
      firstName: 'Jane',
      lastName: 'Smith',
    });
  });

  it('requires NPN, first name and last name', () => {
    const form = editFormOf(agent, [], [], '');
    expect(isEditFormComplete(form)).toBe(true);
    expect(isEditFormComplete({ ...form, npn: ' ' })).toBe(false);
    expect(isEditFormComplete({ ...form, firstName: '' })).toBe(false);
    expect(isEditFormComplete({ ...form, lastName: '' })).toBe(false);
    // A record without an NPN opens without one and cannot be saved until it is given.
    expect(isEditFormComplete(editFormOf({ ...agent, npn: null }, [], [], ''))).toBe(false);
  });

  it('checks the NPN and upline NPN as the server does, naming the tab that shows the field', () => {
    const form = editFormOf(agent, [], [], '');
    expect(editNpnProblem(form)).toBeNull();
    expect(editNpnProblem({ ...form, npn: ' 0001234567 ', uplineNPN: '' })).toBeNull();
    expect(editNpnProblem({ ...form, npn: '12-34-56' })).toEqual({
      message: 'NPN "12-34-56" is not an NPN (up to 10 digits)',
      tab: 'basic',
    });
    expect(editNpnProblem({ ...form, uplineNPN: 'abc' })?.tab).toBe('hierarchy');
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
    const payload = agentUpdatePayload(7, { ...editFormOf(agent, [], [], ''), city: '  ' }, 80);
    expect(payload).toMatchObject({ id: 7, compLevel: 80, city: null, middleName: null, email: 'jane@example.com' });
  });

  it('sends each carrier row that changed, with the agent, as one save', () => {
    const form = editFormOf(agent, [1, 2, 3, 4], states, '');
    form.carriers[1] = { ...form.carriers[1]!, debt: '0' };
    form.carriers[2] = { ...form.carriers[2]!, debt: '120.5' };
    form.carriers[3] = { ...form.carriers[3]!, writingNumber: ' WN-3 ', debt: '' };
    form.carriers[4] = { ...form.carriers[4]!, debt: '0' };
    const payload = saveEditPayload(7, form, 100);
    expect(payload).toMatchObject({ id: 7, npn: '1234567', firstName: 'Jane' });
    expect(payload.carriers).toEqual([
      { carrierId: 1, debt: 0 },
      { carrierId: 2, debt: 120.5 },
      { carrierId: 3, writingNumber: 'WN-3' },
    ]);
  });

  it('leaves out rows as they opened: the same total written otherwise, an unchanged writing number, a blank field', () => {
    const form = editFormOf(agent, [1, 2], states, '');
    form.carriers[1] = { ...form.carriers[1]!, debt: '3879.330' };
    form.carriers[2] = { ...form.carriers[2]!, writingNumber: 'WN-2 ' };
    expect(carrierChangesOf(form)).toEqual([]);
    form.carriers[1] = { ...form.carriers[1]!, debt: '' };
    form.carriers[2] = { ...form.carriers[2]!, writingNumber: '' };
    expect(carrierChangesOf(form)).toEqual([]);
  });

  it('leaves a credit the record carries alone, so the rest saves, and refuses a new negative amount', () => {
    const credit: TAgentEditCarrierState[] = [{ carrierId: 2, writingNumber: null, openDebt: -334.04 }];
    const form = editFormOf(agent, [2], credit, '');
    expect(form.carriers[2]!.debt).toBe('-334.04');
    expect(debtProblems(form)).toEqual({});
    expect(carrierChangesOf({ ...form, phone: '555-0100' })).toEqual([]);
    form.carriers[2] = { ...form.carriers[2]!, debt: '-12.5' };
    expect(debtProblems(form)).toEqual({ 2: 'A debt cannot be negative; enter 0 to mark it paid' });
    form.carriers[2] = { ...form.carriers[2]!, debt: '0' };
    expect(carrierChangesOf(form)).toEqual([{ carrierId: 2, debt: 0 }]);
  });

  it('refuses a negative, unreadable or too large debt at its carrier instead of dropping it', () => {
    const form = editFormOf(agent, [1, 2, 3, 4], [], '');
    form.carriers[1] = { writingNumber: '', debt: '-50' };
    form.carriers[2] = { writingNumber: '', debt: 'abc' };
    form.carriers[3] = { writingNumber: '', debt: '0' };
    form.carriers[4] = { writingNumber: '', debt: '1e13' };
    const problems = debtProblems(form);
    expect(Object.keys(problems).map(Number)).toEqual([1, 2, 4]);
    expect(problems[1]).toMatch(/negative/);
    expect(problems[2]).toBe('Enter an amount such as 125.50');
    expect(debtProblems(editFormOf(agent, [1], [], ''))).toEqual({});
  });

  it('refuses a debt in fractions of a cent instead of rounding it', () => {
    const form = editFormOf(agent, [1, 2], [], '');
    form.carriers[1] = { writingNumber: '', debt: '12.345' };
    form.carriers[2] = { writingNumber: '', debt: '12.34' };
    expect(debtProblems(form)).toEqual({ 1: 'Enter whole cents, such as 125.50' });
  });
});
