import { Button, Flex, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { SelectFilter } from '../../components/table/SelectFilter';
import { ALL } from '../individual-agents/agentFilters';
import { DEBT_AGE_OPTIONS, DEBT_STATUS_OPTIONS, type DebtFilter } from './debtFilters';

type ViewerDebtFiltersProps = {
  filter: DebtFilter;
  onChange: (filter: DebtFilter) => void;
  carriers: readonly { id: number; name: string }[] | undefined;
  shown: number;
  total: number;
  onClearAll: () => void;
};

/** Above the Debts tab: its search, carrier, status and age filters, the count, and Clear All Debts. */
export function ViewerDebtFilters({ filter, onChange, carriers, shown, total, onClearAll }: ViewerDebtFiltersProps) {
  const carrierOptions = [
    { value: ALL, label: 'All Carriers' },
    ...(carriers ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <>
      <Flex gap="3" wrap="wrap" mb="3" align="center">
        <AgentSearchBox
          size="sm"
          bg="bg"
          label="Search debts"
          placeholder="Search by agent, debt ID or notes..."
          value={filter.search}
          onChange={(search) => onChange({ ...filter, search })}
        />
        <SelectFilter
          size="sm"
          bg="bg"
          label="Debt carrier"
          width="200px"
          value={filter.carrierId}
          options={carrierOptions}
          onChange={(carrierId) => onChange({ ...filter, carrierId })}
        />
        <SelectFilter
          size="sm"
          bg="bg"
          label="Debt status"
          width="150px"
          value={filter.status}
          options={DEBT_STATUS_OPTIONS}
          onChange={(status) => onChange({ ...filter, status })}
        />
        <SelectFilter
          size="sm"
          bg="bg"
          label="Debt age range"
          width="140px"
          value={filter.ageRange}
          options={DEBT_AGE_OPTIONS}
          onChange={(ageRange) => onChange({ ...filter, ageRange })}
        />
        <Button size="sm" colorPalette="red" variant="outline" disabled={total === 0} onClick={onClearAll}>
          <LuTrash2 /> Clear All Debts
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Showing {shown} of {total} debts
      </Text>
    </>
  );
}
