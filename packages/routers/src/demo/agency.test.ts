import { describe, expect, it } from 'vitest';
import { buildDemoAgency } from './agency';

const options = { ownerName: 'Jordan Blake', ownerNpn: '17350001', dayOfMonth: 15 };

describe('buildDemoAgency', () => {
  const agency = buildDemoAgency(options);
  const { people, debts } = agency;

  it('is the same agency every time', () => {
    expect(buildDemoAgency(options)).toEqual(agency);
  });

  it('has at least 150 people in a tree of four levels under the agency owner', () => {
    expect(people.length).toBeGreaterThanOrEqual(150);
    const [owner, ...rest] = people;
    expect(owner).toMatchObject({ firstName: 'Jordan', lastName: 'Blake', npn: '17350001', role: 'Agency Owner' });
    expect(owner?.uplineIndex).toBeNull();
    for (const person of rest) {
      const upline = people[person.uplineIndex ?? -1];
      expect(upline?.level).toBe(person.level - 1);
    }
    expect(new Set(people.map((p) => p.level))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('gives every person a unique NPN and contact details on reserved example domains', () => {
    expect(new Set(people.map((p) => p.npn)).size).toBe(people.length);
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z.]+\d+@example\.(com|net|org)$/);
      expect(person.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(person.zipcode).toMatch(/^\d{5}$/);
    }
  });

  it('spreads people over the three carriers, some at two or three with the carriers’ own ids', () => {
    const counts = people.map((p) => p.records.length);
    expect(counts.filter((n) => n === 2).length).toBeGreaterThan(10);
    expect(counts.filter((n) => n === 3).length).toBeGreaterThan(10);
    for (const code of ['AMAM', 'AETNA', 'FORESTERS']) {
      const records = people.flatMap((p) => p.records).filter((r) => r.carrierCode === code);
      expect(records.length).toBeGreaterThan(40);
      expect(new Set(records.map((r) => r.agentId)).size).toBe(records.length);
      expect(new Set(records.map((r) => r.writingNumber)).size).toBe(records.length);
      expect(records.every((r) => /^\d+$/.test(r.writingNumber))).toBe(true);
    }
  });

  it('has debts in every age range, paid debts, credits, and a balance for every terminated record', () => {
    expect(debts.some((d) => d.ageDays <= 45)).toBe(true);
    expect(debts.some((d) => d.ageDays >= 46 && d.ageDays <= 90)).toBe(true);
    expect(debts.some((d) => d.ageDays >= 91)).toBe(true);
    expect(debts.some((d) => d.status === 'paid')).toBe(true);
    expect(debts.some((d) => d.amountCents < 0)).toBe(true);
    people.forEach((person, personIndex) => {
      for (const record of person.records.filter((r) => r.status === 'terminated')) {
        const owing = debts.some(
          (d) =>
            d.personIndex === personIndex &&
            d.carrierCode === record.carrierCode &&
            d.status === 'outstanding' &&
            d.amountCents > 0,
        );
        expect(owing, `${person.firstName} ${person.lastName} at ${record.carrierCode}`).toBe(true);
      }
    });
  });

  it('writes a few notices about debts past 45 days, and has agents new this month', () => {
    expect(agency.notices.length).toBeGreaterThanOrEqual(5);
    expect(agency.notices.every((n) => n.ageDaysAtSend > 45)).toBe(true);
    expect(people.filter((p) => p.createdDaysAgo === 0).length).toBeGreaterThanOrEqual(2);
  });
});
