import type { TTeamOrganisation } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { npnEquals } from '../agent/npn-match';
import { personOf, statusOfPerson } from '../agent/sql';
import { getSettings } from '../settings/service';

type OrganisationRow = {
  people: number;
  active: number;
  terminated: number;
  owner_direct: number;
  carriers: string[] | null;
};

/**
 * Team View's top rows and cards in one read of the agent records (issue 15: the screen no longer
 * downloads every person to count them). People are counted as Unified Agents lists them and the
 * hierarchy walks them (personOf, the one NPN rule: records `0012345678` and `12345678` are one
 * person). A person's upline is the first one their records give (record id order), as the unified
 * list shows it; a blank one is no upline. The owner's direct reports are those whose upline is the
 * owner's NPN by the one NPN rule (leading zeros ignored), so the owner's row and View Team agree.
 */
export async function getOrganisation(db: Kysely<DB>): Promise<TTeamOrganisation> {
  const ownerNpn = (await getSettings(db)).agencyOwnerNpn?.trim() || null;
  const reportsToOwner = ownerNpn ? npnEquals(sql.ref('p.upline_id'), ownerNpn) : sql`coalesce(p.upline_id, '') = ''`;
  const { rows } = await sql<OrganisationRow>`
    with people as (
      select ${personOf('a')} as key, ${statusOfPerson('a')} as status,
             (array_agg(a.upline_id order by a.id) filter (where a.upline_id is not null))[1] as upline_id
      from agents a group by 1
    )
    select count(*)::int as people,
           count(*) filter (where p.status = 'active')::int as active,
           count(*) filter (where p.status = 'terminated')::int as terminated,
           count(*) filter (where ${reportsToOwner})::int as owner_direct,
           (select array_agg(distinct c.code order by c.code) from agents a join carriers c on c.id = a.carrier_id)
             as carriers
    from people p`.execute(db);
  const row = rows[0];
  return {
    people: row?.people ?? 0,
    active: row?.active ?? 0,
    terminated: row?.terminated ?? 0,
    carriers: row?.carriers ?? [],
    ownerDirectReports: row?.owner_direct ?? 0,
  };
}
