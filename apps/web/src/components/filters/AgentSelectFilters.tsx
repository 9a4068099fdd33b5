import { NativeSelect } from '@chakra-ui/react';
import { ALL } from '../../screens/individual-agents/agentFilters';

type Option = { value: string; label: string };

function FilterSelect({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  width: string;
}) {
  return (
    <NativeSelect.Root width={width} size="sm">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} bg="bg">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

type AgentSelectFiltersProps = {
  carriers: readonly { id: number; name: string }[] | undefined;
  carrierId: string;
  onCarrierChange: (carrierId: string) => void;
  statuses: readonly Option[];
  status: string;
  onStatusChange: (status: string) => void;
};

/** The carrier filter ('All Carriers' plus each carrier) and a status filter, for screens whose search box sits elsewhere. */
export function AgentSelectFilters(props: AgentSelectFiltersProps) {
  const carrierOptions = [
    { value: ALL, label: 'All Carriers' },
    ...(props.carriers ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <>
      <FilterSelect
        label="Carrier filter"
        width="220px"
        value={props.carrierId}
        options={carrierOptions}
        onChange={props.onCarrierChange}
      />
      <FilterSelect
        label="Status filter"
        width="160px"
        value={props.status}
        options={props.statuses}
        onChange={props.onStatusChange}
      />
    </>
  );
}
