import { describe, expect, it } from 'vitest';
import { hierarchyRows, managerMatches, roleLabelOf, type ManagerSummary } from './teamView';

// Owner (100) ← Mark (200, at AMAM and AETNA) ← Ann (300, terminated): three people, Mark reports to the owner.
const everyone = { people: 3, active: 2, terminated: 1, carriers: ['AETNA', 'AMAM'], ownerDirectReports: 1 };
const manager = (npn: string, name: string, role: string | null): ManagerSummary => ({
  npn,
  name,
  role,
  directReports: 1,
  totalDownline: npn === '100' ? 2 : 1,
  active: 1,
  terminated: 1,
  carriers: ['AMAM'],
});
const settings = { organisationName: 'Parent Co', agencyOwnerName: 'Olivia Owner', agencyOwnerNpn: '100' };

describe('team hierarchy', () => {
  it("labels a manager without a role 'Team Leader'", () => {
    expect(roleLabelOf(null)).toBe('Team Leader');
    expect(roleLabelOf('')).toBe('Team Leader');
    expect(roleLabelOf('Agency Owner')).toBe('Agency Owner');
  });

  it('puts the organisation and the agency owner from settings on top, then the managers', () => {
    const rows = hierarchyRows(
      settings,
      [manager('100', 'Olivia Owner', 'Agency Owner'), manager('200', 'Mark Manager', null)],
      everyone,
    );
    expect(rows.map((r) => [r.name, r.roleLabel, r.npn])).toEqual([
      ['Parent Co', 'Organization', null],
      ['Olivia Owner', 'Agency Owner', '100'],
      ['Mark Manager', 'Team Leader', '200'],
    ]);
    expect(rows[0]).toMatchObject({ directReports: 1, totalDownline: 3, active: 2, terminated: 1 });
    expect(rows[0]!.carrierCodes).toEqual(['AETNA', 'AMAM']);
    expect(rows[1]).toMatchObject({ directReports: 1, totalDownline: 2, active: 1, terminated: 1, teamNpn: '100' });
  });

  it("shows the owner's team as View Team opens it (the server's 10-level walk), not everyone", () => {
    // 20,000 people, of whom the owner's walk reaches 4,095: the row says 4,095, as Team Size does.
    const owner = { ...manager('100', 'Olivia Owner', 'Agency Owner'), totalDownline: 4095, active: 4000 };
    const rows = hierarchyRows(settings, [owner], everyone);
    expect(rows[1]).toMatchObject({ totalDownline: 4095, active: 4000, terminated: 1, carrierCodes: ['AMAM'] });
    // An owner NPN nobody reports to: an empty team, as View Team shows.
    expect(hierarchyRows(settings, [], everyone)[1]).toMatchObject({ directReports: 0, totalDownline: 0, active: 0 });
  });

  it('without an owner NPN, the people at the top report to the owner', () => {
    const rows = hierarchyRows({ ...settings, agencyOwnerNpn: null }, [], everyone);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ npn: null, directReports: 1, totalDownline: 3, active: 2, teamNpn: null });
    expect(rows[1]!.carrierCodes).toEqual(['AETNA', 'AMAM']);
  });

  it("draws each manager under their own upline: the owner's team under the owner, other tops beside the owner", () => {
    const rows = hierarchyRows(
      settings,
      [
        { ...manager('100', 'Olivia Owner', 'Agency Owner'), uplineNpn: null },
        { ...manager('900', 'James Smith', 'Agency Owner'), uplineNpn: null },
        { ...manager('200', 'Mark Manager', null), uplineNpn: '0100' },
        { ...manager('910', 'Jo Lead', null), uplineNpn: '900' },
        { ...manager('300', 'Ann Lead', null), uplineNpn: '200' },
        { ...manager('400', 'Loop One', null), uplineNpn: '500' },
        { ...manager('500', 'Loop Two', null), uplineNpn: '400' },
      ],
      everyone,
    );
    expect(rows.map((r) => [r.name, r.depth])).toEqual([
      ['Parent Co', 0],
      ['Olivia Owner', 1],
      ['Mark Manager', 2],
      ['Ann Lead', 3],
      ['James Smith', 1],
      ['Jo Lead', 2],
      ['Loop One', 1],
      ['Loop Two', 2],
    ]);
    // Without the owner's NPN everyone is below the owner; without an owner, below the organisation.
    const noNpn = hierarchyRows(
      { ...settings, agencyOwnerNpn: null },
      [{ ...manager('900', 'James Smith', null) }],
      everyone,
    );
    expect(noNpn.map((r) => r.depth)).toEqual([0, 1, 2]);
    const noOwner = hierarchyRows(
      { ...settings, agencyOwnerName: null },
      [manager('900', 'James Smith', null)],
      everyone,
    );
    expect(noOwner.map((r) => r.depth)).toEqual([0, 1]);
  });

  it('without an agency owner in settings, the organisation sits directly above the managers', () => {
    const rows = hierarchyRows(
      { ...settings, agencyOwnerName: null },
      [manager('100', 'Olivia Owner', 'Agency Owner')],
      everyone,
    );
    expect(rows.map((r) => [r.level, r.name])).toEqual([
      ['organisation', 'Parent Co'],
      ['manager', 'Olivia Owner'],
    ]);
  });

  it('keeps the two top nodes and filters managers by carrier and search', () => {
    const rows = hierarchyRows(settings, [manager('200', 'Mark Manager', null)], everyone);
    const all = { search: '', carrierId: 'all', status: 'all' };
    expect(rows.filter((r) => managerMatches(r, all, 'AETNA')).map((r) => r.level)).toEqual(['organisation', 'owner']);
    expect(rows.filter((r) => managerMatches(r, all, 'AMAM'))).toHaveLength(3);
    expect(rows.filter((r) => managerMatches(r, { ...all, status: 'terminated' }, null))).toHaveLength(3);
    expect(rows.filter((r) => managerMatches(r, { ...all, search: 'mark' }, null))).toHaveLength(3);
    expect(rows.filter((r) => managerMatches(r, { ...all, search: 'zed' }, null))).toHaveLength(2);
  });
});
