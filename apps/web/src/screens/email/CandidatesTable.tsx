import { Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import type { TEmailCandidate } from '@agentledger/schema';
import { LuEye, LuSend } from 'react-icons/lu';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { DebtAmount } from '../../components/display/DebtAmount';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import type { ServerTableState, SortColumn } from '../../components/display/useServerTable';
import { RowActionButton } from '../../components/table/RowActionButton';
import { lastContactLabel } from '../dashboard/lastContact';
import { ALL_LISTED, headerState, isTicked, NO_SELECTION, tick, type CandidateSelection } from './candidateSelection';
import { candidateKey } from './noticeTargets';

type CandidateColumnsProps = {
  selection: CandidateSelection;
  onSelectionChange: (next: CandidateSelection) => void;
  /** How many rows the filters list: what "select all" ticks. */
  listed: number;
  previewKey: string | null;
  onPreview: (candidate: TEmailCandidate) => void;
  onSendOne: (candidate: TEmailCandidate) => void;
  /** Sending needs a template; without one the row's Send is off. */
  canSend: boolean;
  /** Previewing needs a template too; without one the row's Preview is off. */
  canPreview: boolean;
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

/** The server's order (email.candidateWindow's `sort`) of each sortable column. */
export const CANDIDATE_SORTS: readonly SortColumn[] = [
  { key: 'agent', sortKey: 'name' },
  { key: 'carrier', sortKey: 'carrier' },
  { key: 'amount', sortKey: 'amount' },
  { key: 'age', sortKey: 'age' },
  { key: 'notice', sortKey: 'lastNotice' },
];
const sortKeyOf = (key: string) => CANDIDATE_SORTS.find((column) => column.key === key)?.sortKey;

/** The candidates' columns; each sortable one sorts on the server (email.candidateWindow) by its sortKey. */
export function candidateColumns(props: CandidateColumnsProps): ServerColumn<TEmailCandidate>[] {
  const { selection, onSelectionChange, listed, previewKey, onPreview, onSendOne, canSend, canPreview } = props;
  return [
    {
      key: 'select',
      width: '44px',
      header: (
        <SelectBox
          label="Select all listed agents"
          checked={headerState(selection, listed)}
          onChange={(checked) => onSelectionChange(checked ? ALL_LISTED : NO_SELECTION)}
        />
      ),
      render: (c) => (
        <SelectBox
          label={`Select ${c.name}`}
          checked={isTicked(selection, c)}
          onChange={(v) => onSelectionChange(tick(selection, c, v))}
        />
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      sortKey: sortKeyOf('agent'),
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
    { key: 'carrier', header: 'Carrier', sortKey: sortKeyOf('carrier'), render: (c) => c.carrierName },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      sortKey: sortKeyOf('amount'),
      render: (c) => <DebtAmount amount={c.amount} />,
    },
    { key: 'age', header: 'Debt Age', sortKey: sortKeyOf('age'), render: (c) => <DebtAgeBadge days={c.debtAge} /> },
    {
      key: 'notice',
      header: 'Last Notice',
      sortKey: sortKeyOf('notice'),
      render: (c) => (c.lastNoticeAt ? lastContactLabel(c.lastNoticeAt) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      width: '190px',
      render: (c) => (
        <Flex gap="1" justify="flex-end">
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Preview notice for ${c.name}`}
            disabled={!canPreview}
            onClick={() => onPreview(c)}
          >
            <LuEye /> Preview
          </Button>
          <RowActionButton aria-label={`Send notice to ${c.name}`} disabled={!canSend} onClick={() => onSendOne(c)}>
            <LuSend /> Send
          </RowActionButton>
        </Flex>
      ),
    },
  ];
}

/**
 * The agents a notice of the chosen range would go to, one row per agent record and carrier: the
 * server searches and sorts them and sends the rows in view.
 */
export function CandidatesTable({
  table,
  columns,
  searching,
}: {
  table: ServerTableState<TEmailCandidate>;
  columns: readonly ServerColumn<TEmailCandidate>[];
  /** A search is typed: the empty text then says that nothing matched it. */
  searching: boolean;
}) {
  return (
    <ServerTable
      label="Notice candidates"
      table={table}
      columns={columns}
      rowKey={candidateKey}
      maxHeight="420px"
      emptyText={searching ? 'No listed agents match the search.' : 'No agents with outstanding debt in this range.'}
    />
  );
}
