import { ALL } from '../../screens/individual-agents/agentFilters';
import { SelectFilter, type FilterOption } from '../table/SelectFilter';

type AgentSelectFiltersProps = {
  carriers: readonly { id: number; name: string }[] | undefined;
  carrierId: string;
  onCarrierChange: (carrierId: string) => void;
  statuses: readonly FilterOption[];
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
      <SelectFilter
        size="sm"
        bg="bg"
        label="Carrier filter"
        width="220px"
        value={props.carrierId}
        options={carrierOptions}
        onChange={props.onCarrierChange}
      />
      <SelectFilter
        size="sm"
        bg="bg"
        label="Status filter"
        width="160px"
        value={props.status}
        options={props.statuses}
        onChange={props.onStatusChange}
      />
    </>
  );
}
