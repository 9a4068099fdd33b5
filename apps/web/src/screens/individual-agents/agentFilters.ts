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

/**
 * SPEC section 2: a case-insensitive substring search over name, agent ids, e-mail, NPN and
 * upline; the carrier filter keeps agents linked to that carrier, the status filter one status.
 */
export function filterAgents<A extends SearchableAgent>(agents: readonly A[], filter: AgentFilter): A[] {
  const needle = filter.search.trim().toLowerCase();
  const carrierId = filter.carrierId === ALL ? null : Number(filter.carrierId);
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
    return haystack.some((value) => value?.toLowerCase().includes(needle));
  });
}
