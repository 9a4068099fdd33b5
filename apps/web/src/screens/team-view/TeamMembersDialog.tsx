import { TEAM_MEMBER_SORT_KEYS, type TTeamMember } from '@agentledger/schema';
import { Dialog, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DebtAmount } from '../../components/display/DebtAmount';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { StatusBadge } from '../../components/display/StatusBadge';
import { useServerTable } from '../../components/display/useServerTable';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { errorMessage } from '../../lib/api';
import { serverOrder } from '../../lib/sortRows';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { WINDOW_PAGE } from '../../lib/useServerWindow';

type TeamMembersDialogProps = { npn: string | null; name: string; onClose: () => void };

type TeamMember = TTeamMember;

/**
 * A team can be thousands of people (4,095 in a 20,000-agent agency): the server sends the rows
 * in view, sorted by the column asked, and only those are drawn.
 */
const MEMBER_COLUMNS: ServerColumn<TeamMember>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (m) => <Text fontWeight="medium">{m.name}</Text> },
  { key: 'agentIds', header: 'Agent IDs', render: (m) => m.agentIds.join(', ') || '—' },
  { key: 'npn', header: 'NPN', sortKey: 'npn', render: (m) => m.npn ?? '—' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (m) => <StatusBadge status={m.status} /> },
  {
    key: 'contact',
    header: 'Contact',
    render: (m) =>
      m.email || m.phone ? (
        <Stack gap="0" fontSize="sm">
          {m.email && <Text>{m.email}</Text>}
          {m.phone && <Text color="fg.muted">{m.phone}</Text>}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No contact info
        </Text>
      ),
  },
  {
    key: 'totalDebt',
    header: 'Total Debt',
    align: 'end',
    sortKey: 'totalDebt',
    render: (m) => <DebtAmount amount={m.totalDebt} />,
  },
];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg">
        {children}
      </Text>
    </Stack>
  );
}

/** The dialog's content, mounted only while a team is shown (its reads need the NPN). */
function TeamMembers({ npn }: { npn: string }) {
  const trpc = useTRPC();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText).trim();
  // The server searches and sorts the team and sends the rows in view (issue 15).
  const { table, query } = useServerTable(
    MEMBER_COLUMNS,
    (sort, sortKey) => ({ npn, ...(search ? { search } : {}), ...serverOrder(TEAM_MEMBER_SORT_KEYS, sort, sortKey) }),
    (asked, offset, limit) => trpc.team.memberWindow.queryOptions({ ...asked, offset, limit }),
  );
  // The same read as the table's first window (one request): its answer carries the team's figures.
  const first = useQuery({
    ...trpc.team.memberWindow.queryOptions({ ...query, offset: 0, limit: WINDOW_PAGE }),
    placeholderData: keepPreviousData,
  });
  const manager = first.data?.manager;
  if (first.error) return <Text color="fg.error">{errorMessage(first.error, 'The team could not be loaded')}</Text>;
  return (
    <Stack gap="4">
      {/* Two by two on a phone: four across, each figure broke mid-word ("PERSO NAL", "10932 023"). */}
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        <Figure label="NPN">{npn}</Figure>
        <Figure label="Team Size">{manager ? manager.teamSize : <Skeleton height="6" />}</Figure>
        <Figure label="Personal Debt">
          {manager ? <DebtAmount amount={manager.personalDebt} /> : <Skeleton height="6" />}
        </Figure>
        <Figure label="Total Team Debt">
          {manager ? <DebtAmount amount={manager.teamDebt} /> : <Skeleton height="6" />}
        </Figure>
      </SimpleGrid>
      <AgentSearchBox
        size="sm"
        label="Search team members"
        placeholder="Search by name, NPN, e-mail or agent ID..."
        value={searchText}
        onChange={setSearchText}
      />
      <ServerTable
        table={table}
        columns={MEMBER_COLUMNS}
        rowKey={(m) => m.id}
        emptyText={search ? 'No team members match the search' : 'No team members'}
        maxHeight="50vh"
        minWidth="760px"
        label="Team members"
      />
    </Stack>
  );
}

/** 'View Team': the manager's figures and everyone in their downline. */
export function TeamMembersDialog({ npn, name, onClose }: TeamMembersDialogProps) {
  return (
    <AppDialog
      title={`${name} — Team`}
      open={npn !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Dialog.Body>{npn !== null && <TeamMembers npn={npn} />}</Dialog.Body>
    </AppDialog>
  );
}
