import { Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { ALL, type AgentFilter } from './agentFilters';

type AgentFilterBarProps = {
  filter: AgentFilter;
  onChange: (filter: AgentFilter) => void;
  placeholder: string;
  /** Without carriers the carrier filter is left out. */
  carriers?: readonly { id: number; name: string }[];
  statuses?: readonly { value: string; label: string }[];
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
      <InputGroup flex="1" minW="280px" startElement={<LuSearch />}>
        <Input
          aria-label="Search agents"
          placeholder={placeholder}
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          bg="bg"
        />
      </InputGroup>
      {carriers && (
        <NativeSelect.Root width="220px">
          <NativeSelect.Field
            aria-label="Carrier filter"
            value={filter.carrierId}
            onChange={(e) => onChange({ ...filter, carrierId: e.target.value })}
            bg="bg"
          >
            <option value={ALL}>All Carriers</option>
            {carriers.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <NativeSelect.Root width="180px">
        <NativeSelect.Field
          aria-label="Status filter"
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value })}
          bg="bg"
        >
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
