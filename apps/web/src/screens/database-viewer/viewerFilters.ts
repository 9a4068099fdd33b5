import { ALL, filterAgents, type AgentFilter, type SearchableAgent } from '../individual-agents/agentFilters';

type ViewerAgent = SearchableAgent & { id: number };

/**
 * The Database Viewer's Agents tab (SPEC section 2): a case-insensitive substring search over name,
 * ID (the record id shown in the table, or the carrier agent id) and e-mail; then the carrier and
 * status filters shared with the other agent screens.
 */
export function filterViewerAgents<A extends ViewerAgent>(agents: readonly A[], filter: AgentFilter): A[] {
  const needle = filter.search.trim().toLowerCase();
  const filtered = filterAgents(agents, { ...filter, search: '' });
  if (!needle) return filtered;
  return filtered.filter((agent) =>
    [agent.name, String(agent.id), agent.agentId, agent.email].some((v) => v?.toLowerCase().includes(needle)),
  );
}

export const VIEWER_STATUSES = [
  { value: ALL, label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
];
