import { AgentSelectFilters } from '../../components/filters/AgentSelectFilters';
import type { AgentFilter } from '../individual-agents/agentFilters';
import { VIEWER_STATUSES } from './viewerFilters';
import { ViewerToolbar } from './ViewerToolbar';

type ViewerAgentFiltersProps = {
  filter: AgentFilter;
  onChange: (filter: AgentFilter) => void;
  carriers: readonly { id: number; name: string }[] | undefined;
  shown: number;
  total: number;
};

/** SPEC: search and filters apply to the Agents tab only, so they live inside it, above its table. */
export function ViewerAgentFilters({ filter, onChange, carriers, shown, total }: ViewerAgentFiltersProps) {
  return (
    <ViewerToolbar
      search={filter.search}
      onSearch={(search) => onChange({ ...filter, search })}
      searchLabel="Search agents"
      placeholder="Search by name, ID or e-mail..."
      shown={shown}
      total={total}
      noun="agents"
    >
      <AgentSelectFilters
        carriers={carriers}
        carrierId={filter.carrierId}
        onCarrierChange={(carrierId) => onChange({ ...filter, carrierId })}
        statuses={VIEWER_STATUSES}
        status={filter.status}
        onStatusChange={(status) => onChange({ ...filter, status })}
      />
    </ViewerToolbar>
  );
}
