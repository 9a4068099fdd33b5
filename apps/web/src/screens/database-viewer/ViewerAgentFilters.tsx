import { Flex, Text } from '@chakra-ui/react';
import { AgentSelectFilters } from '../../components/filters/AgentSelectFilters';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import type { AgentFilter } from '../individual-agents/agentFilters';
import { VIEWER_STATUSES } from './viewerFilters';

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
    <>
      <Flex gap="3" wrap="wrap" mb="3" align="center">
        <AgentSearchBox
          size="sm"
          bg="bg"
          placeholder="Search by name, ID or e-mail..."
          value={filter.search}
          onChange={(search) => onChange({ ...filter, search })}
        />
        <AgentSelectFilters
          carriers={carriers}
          carrierId={filter.carrierId}
          onCarrierChange={(carrierId) => onChange({ ...filter, carrierId })}
          statuses={VIEWER_STATUSES}
          status={filter.status}
          onStatusChange={(status) => onChange({ ...filter, status })}
        />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Showing {shown} of {total} agents
      </Text>
    </>
  );
}
