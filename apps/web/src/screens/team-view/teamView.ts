/** A row of the 'FFL Organizational Structure' table. */
export type HierarchyRow = {
  key: string;
  level: 'organisation' | 'owner' | 'manager';
  /** How far below the organisation the row sits: the owner and the managers at the top 1, their teams below. */
  depth: number;
  name: string;
  roleLabel: string;
  npn: string | null;
  directReports: number;
  totalDownline: number;
  active: number;
  terminated: number;
  carrierCodes: string[];
  /** The NPN whose team 'View Team' opens; none for the organisation node. */
  teamNpn: string | null;
};

/** What `team.managers` says about one manager. */
export type ManagerSummary = {
  npn: string;
  name: string;
  role: string | null;
  /** The manager's own upline's NPN; null (or absent) at the top. */
  uplineNpn?: string | null;
  directReports: number;
  totalDownline: number;
  active: number;
  terminated: number;
  /** Carrier codes of the manager and their downline. */
  carriers: readonly string[];
};

/** What `team.organisation` counts: each person once, over all their records. */
export type OrganisationFigures = {
  people: number;
  active: number;
  terminated: number;
  carriers: readonly string[];
  /** People whose upline is the owner's NPN (without one: people with no upline). */
  ownerDirectReports: number;
};

export type OrganisationSettings = {
  organisationName: string;
  agencyOwnerName: string | null;
  agencyOwnerNpn: string | null;
};

/** SPEC section 6: a manager without a role is a 'Team Leader'. */
export function roleLabelOf(role: string | null | undefined): string {
  return role && role.trim() !== '' ? role : 'Team Leader';
}

/**
 * The top of the hierarchy (SPEC section 2): the organisation node, the agency-owner node under it
 * (both named in settings, not in code), then every manager. The owner's own manager row, if the
 * owner is an agent too, becomes the owner node.
 */
export function hierarchyRows(
  settings: OrganisationSettings,
  managers: readonly ManagerSummary[],
  everyone: OrganisationFigures,
): HierarchyRow[] {
  const ownerNpn = settings.agencyOwnerNpn?.trim() || null;
  const ownerAsManager = settings.agencyOwnerName && ownerNpn ? managers.find((m) => m.npn === ownerNpn) : undefined;
  const figures = {
    totalDownline: everyone.people,
    active: everyone.active,
    terminated: everyone.terminated,
    carrierCodes: [...everyone.carriers],
  };
  const organisation: HierarchyRow = {
    key: 'organisation',
    level: 'organisation',
    depth: 0,
    name: settings.organisationName,
    roleLabel: 'Organization',
    npn: null,
    directReports: settings.agencyOwnerName ? 1 : everyone.ownerDirectReports,
    ...figures,
    teamNpn: null,
  };
  const rows: HierarchyRow[] = [organisation];
  if (settings.agencyOwnerName) {
    // With the owner's NPN the row shows the team its View Team opens (the server's walk, 10 levels),
    // so Total Downline here and Team Size there are one figure; without it (the owner is then no
    // one on the lists), everyone is below the owner.
    const team = ownerNpn
      ? {
          directReports: ownerAsManager?.directReports ?? 0,
          totalDownline: ownerAsManager?.totalDownline ?? 0,
          active: ownerAsManager?.active ?? 0,
          terminated: ownerAsManager?.terminated ?? 0,
          carrierCodes: [...(ownerAsManager?.carriers ?? [])],
        }
      : { directReports: everyone.ownerDirectReports, ...figures };
    rows.push({
      key: 'owner',
      level: 'owner',
      depth: 1,
      name: settings.agencyOwnerName,
      roleLabel: 'Agency Owner',
      npn: ownerNpn,
      ...team,
      teamNpn: ownerNpn,
    });
  }
  // Each manager under their own upline, as the tree goes: the owner's team under the owner, and
  // managers who report to no one here (or to someone outside the owner's team) beside the owner,
  // not drawn as if the owner's. Without the owner's NPN, everyone is below the owner.
  const topDepth = settings.agencyOwnerName && !ownerNpn ? 2 : 1;
  for (const { manager: m, depth } of managerTree(managers, ownerAsManager)) {
    rows.push({
      key: `manager-${m.npn}`,
      level: 'manager',
      depth: topDepth + depth,
      name: m.name,
      roleLabel: roleLabelOf(m.role),
      npn: m.npn,
      directReports: m.directReports,
      totalDownline: m.totalDownline,
      active: m.active,
      terminated: m.terminated,
      carrierCodes: [...m.carriers],
      teamNpn: m.npn,
    });
  }
  return rows;
}

/** An NPN as uplines give it, leading zeros aside (`0017000001` is `17000001`). */
const npnKey = (npn: string) => npn.replace(/^0+/, '') || npn;

/**
 * The managers in tree order, each after their upline with their depth below the top (0): the
 * owner's team first (depth 1 under the owner's row, which the owner's own manager row becomes),
 * then each manager reporting to no other manager, in the server's order (largest team first). A
 * loop of uplines, which the server refuses to store but an old list may hold, is drawn at the top.
 */
function managerTree(
  managers: readonly ManagerSummary[],
  owner: ManagerSummary | undefined,
): { manager: ManagerSummary; depth: number }[] {
  const byNpn = new Map(managers.map((m) => [npnKey(m.npn), m]));
  const below = new Map<ManagerSummary, ManagerSummary[]>();
  const tops: ManagerSummary[] = [];
  for (const m of managers) {
    if (m === owner) continue;
    const upline = m.uplineNpn ? byNpn.get(npnKey(m.uplineNpn)) : undefined;
    if (upline && upline !== m) {
      const team = below.get(upline);
      if (team) team.push(m);
      else below.set(upline, [m]);
    } else tops.push(m);
  }
  const ordered: { manager: ManagerSummary; depth: number }[] = [];
  const seen = new Set<ManagerSummary>();
  const walk = (m: ManagerSummary, depth: number) => {
    if (seen.has(m)) return;
    seen.add(m);
    if (m !== owner) ordered.push({ manager: m, depth });
    for (const next of below.get(m) ?? []) walk(next, m === owner ? depth : depth + 1);
  };
  if (owner) walk(owner, 1);
  for (const m of tops) walk(m, 0);
  for (const m of managers) if (m !== owner) walk(m, 0);
  return ordered;
}

export type TeamFilter = { search: string; carrierId: string; status: string };

/**
 * The hierarchy rows the filters keep: the organisation and owner nodes always (they frame the
 * tree), managers by name/NPN search and by a carrier their team works with. Managers carry no
 * status of their own here, so the status filter applies to the people table.
 */
export function managerMatches(row: HierarchyRow, filter: TeamFilter, carrierCode: string | null): boolean {
  if (row.level !== 'manager') return true;
  if (carrierCode && !row.carrierCodes.includes(carrierCode)) return false;
  const needle = filter.search.trim().toLowerCase();
  return !needle || [row.name, row.npn].some((v) => v?.toLowerCase().includes(needle));
}
