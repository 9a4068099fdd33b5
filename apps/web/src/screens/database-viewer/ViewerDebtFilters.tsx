import { Button } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { SelectFilter } from '../../components/table/SelectFilter';
import { ALL } from '../individual-agents/agentFilters';
import { DEBT_AGE_OPTIONS, DEBT_STATUS_OPTIONS, type DebtFilter } from './debtFilters';
import { ViewerToolbar } from './ViewerToolbar';

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
  const selects = [
    { field: 'carrierId', label: 'Debt carrier', width: '200px', options: carrierOptions },
    { field: 'status', label: 'Debt status', width: '150px', options: DEBT_STATUS_OPTIONS },
    { field: 'ageRange', label: 'Debt age range', width: '140px', options: DEBT_AGE_OPTIONS },
  ] as const;
  return (
    <ViewerToolbar
      search={filter.search}
      onSearch={(search) => onChange({ ...filter, search })}
      searchLabel="Search debts"
      placeholder="Search by agent, debt ID or notes..."
      shown={shown}
      total={total}
      noun="debts"
    >
      {selects.map(({ field, label, width, options }) => (
        <SelectFilter
          key={field}
          size="sm"
          bg="bg"
          label={label}
          width={width}
          value={filter[field]}
          options={options}
          onChange={(value) => onChange({ ...filter, [field]: value })}
        />
      ))}
      <Button size="sm" colorPalette="red" variant="outline" disabled={total === 0} onClick={onClearAll}>
        <LuTrash2 /> Clear All Debts
      </Button>
    </ViewerToolbar>
  );
}
