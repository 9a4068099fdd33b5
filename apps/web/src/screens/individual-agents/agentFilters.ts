import { nameTiesAgree, personNameKey } from '@agentledger/schema';
import { carrierIdsOf, type AgentCarrierLinks } from '../../components/agent-dialogs/agentCarriers';

export type SearchableAgent = AgentCarrierLinks & {
  name: string;
  email: string | null;
  npn: string | null;
  upline: string | null;
  status: string;
};

export type AgentFilter = { search: string; carrierId: string; status: string };

export const ALL = 'all';

/** A status named in a link (`?status=terminated`), or all statuses for anything else. */
export function statusFromLink(value: string | null): string {
  const status = value?.toLowerCase() ?? '';
  return ['active', 'inactive', 'terminated'].includes(status) ? status : ALL;
}

/**
 * SPEC section 2: a case-insensitive substring search over name, agent ids, e-mail, NPN and
 * upline; the carrier filter keeps agents linked to that carrier, the status filter one status.
 * A search that reads as a whole name also finds that person under the one person rule
 * ("Brown, Elizabeth" finds "Elizabeth Brown", "Samantha Long" finds "Samantha D Long").
 */
export function filterAgents<A extends SearchableAgent>(agents: readonly A[], filter: AgentFilter): A[] {
  const needle = filter.search.trim().toLowerCase();
  const carrierId = filter.carrierId === ALL ? null : Number(filter.carrierId);
  const wholeName = /[\s,]/.test(needle) ? personNameKey(needle) : null;
  const isPerson = (name: string) => {
    if (!wholeName?.key.includes(' ')) return false;
    const { key, tie } = personNameKey(name);
    return key === wholeName.key && nameTiesAgree(tie, wholeName.tie);
  };
  return agents.filter((agent) => {
    if (filter.status !== ALL && agent.status.toLowerCase() !== filter.status) return false;
    if (carrierId !== null && !carrierIdsOf(agent).includes(carrierId)) return false;
    if (!needle) return true;
    const haystack = [
      agent.name,
      agent.agentId,
      agent.email,
      agent.npn,
      agent.upline,
      ...agent.writingNumbers.map((w) => w.writingNumber),
    ];
    return haystack.some((value) => value?.toLowerCase().includes(needle)) || isPerson(agent.name);
  });
}
