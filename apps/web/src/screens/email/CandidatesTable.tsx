import { Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import type { TEmailCandidate } from '@agentledger/schema';
import { LuEye, LuSend } from 'react-icons/lu';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { DebtAmount } from '../../components/display/DebtAmount';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { RowActionButton } from '../../components/table/RowActionButton';
import { lastContactLabel } from '../dashboard/lastContact';
import { candidateKey } from './noticeTargets';

type CandidatesTableProps = {
  candidates: TEmailCandidate[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  previewKey: string | null;
  onPreview: (candidate: TEmailCandidate) => void;
  onSendOne: (candidate: TEmailCandidate) => void;
  /** Sending needs a template; without one the row's Send is off. */
  canSend: boolean;
};

function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The agents a notice of the chosen range would go to, one row per agent record and carrier. */
export function CandidatesTable(props: CandidatesTableProps) {
  const { candidates, loading, selected, onSelectedChange, previewKey, onPreview, onSendOne, canSend } = props;
  const allSelected = candidates.length > 0 && candidates.every((c) => selected.has(candidateKey(c)));
  const someSelected = candidates.some((c) => selected.has(candidateKey(c)));

  function toggle(candidate: TEmailCandidate, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(candidateKey(candidate));
    else next.delete(candidateKey(candidate));
    onSelectedChange(next);
  }

  const columns: Column<TEmailCandidate>[] = [
    {
      key: 'select',
      width: '44px',
      header: (
        <SelectBox
          label="Select all listed agents"
          checked={allSelected ? true : someSelected ? 'indeterminate' : false}
          onChange={(checked) => onSelectedChange(checked ? new Set(candidates.map(candidateKey)) : new Set())}
        />
      ),
      render: (c) => (
        <SelectBox label={`Select ${c.name}`} checked={selected.has(candidateKey(c))} onChange={(v) => toggle(c, v)} />
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      sortValue: (c) => c.name,
      render: (c) => (
        <Stack gap="0">
          <Text fontWeight={candidateKey(c) === previewKey ? 'semibold' : 'medium'}>{c.name}</Text>
          {c.agentNumber && (
            <Text fontSize="xs" color="fg.muted">
              {c.agentNumber}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      render: (c) =>
        c.email ? (
          <Text truncate maxW="240px">
            {c.email}
          </Text>
        ) : (
          <Text color="orange.600">No e-mail</Text>
        ),
    },
    { key: 'carrier', header: 'Carrier', sortValue: (c) => c.carrierName, render: (c) => c.carrierName },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      sortValue: (c) => c.amount,
      render: (c) => <DebtAmount amount={c.amount} />,
    },
    { key: 'age', header: 'Debt Age', sortValue: (c) => c.debtAge, render: (c) => <DebtAgeBadge days={c.debtAge} /> },
    {
      key: 'notice',
      header: 'Last Notice',
      render: (c) => (c.lastNoticeAt ? lastContactLabel(c.lastNoticeAt) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      width: '190px',
      render: (c) => (
        <Flex gap="1" justify="flex-end">
          <Button size="xs" variant="ghost" aria-label={`Preview notice for ${c.name}`} onClick={() => onPreview(c)}>
            <LuEye /> Preview
          </Button>
          <RowActionButton aria-label={`Send notice to ${c.name}`} disabled={!canSend} onClick={() => onSendOne(c)}>
            <LuSend /> Send
          </RowActionButton>
        </Flex>
      ),
    },
  ];

  return (
    <VirtualTable
      label="Notice candidates"
      rows={candidates}
      columns={columns}
      rowKey={candidateKey}
      maxHeight="420px"
      emptyText={loading ? 'Loading agents...' : 'No agents with outstanding debt in this range.'}
    />
  );
}
