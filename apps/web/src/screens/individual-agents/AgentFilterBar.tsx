import { Flex } from '@chakra-ui/react';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { SelectFilter, type FilterOption } from '../../components/table/SelectFilter';
import { ALL, type AgentFilter } from './agentFilters';

type AgentFilterBarProps = {
  filter: AgentFilter;
  onChange: (filter: AgentFilter) => void;
  placeholder: string;
  /** Without carriers the carrier filter is left out. */
  carriers?: readonly { id: number; name: string }[];
  statuses?: readonly FilterOption[];
};

export const STATUS_FILTER_OPTIONS = [
  { value: ALL, label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'terminated', label: 'Terminated' },
];

/** Search box plus carrier and status filters, as the agent screens of SPEC section 2 have them. */
export function AgentFilterBar({
  filter,
  onChange,
  placeholder,
  carriers,
  statuses = STATUS_FILTER_OPTIONS,
}: AgentFilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap">
      <AgentSearchBox
        bg="bg"
        placeholder={placeholder}
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
      {carriers && (
        <SelectFilter
          label="Carrier filter"
          width="220px"
          bg="bg"
          value={filter.carrierId}
          options={[
            { value: ALL, label: 'All Carriers' },
            ...carriers.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={(carrierId) => onChange({ ...filter, carrierId })}
        />
      )}
      <SelectFilter
        label="Status filter"
        width="180px"
        bg="bg"
        value={filter.status}
        options={statuses}
        onChange={(status) => onChange({ ...filter, status })}
      />
    </Flex>
  );
}
